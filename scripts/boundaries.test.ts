import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The boundary rules fail on what they forbid: boundaries/fixture holds one of each, and
// boundaries/clean the same layers and front doors kept, which must pass.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const fixture = path.join(root, "scripts/boundaries/fixture");
const clean = path.join(root, "scripts/boundaries/clean");

function cruise(tree = fixture) {
  const run = spawnSync(
    path.join(root, "node_modules/.bin/depcruise"),
    ["apps", "--config", path.join(root, ".dependency-cruiser.mjs"), "--output-type", "json"],
    { cwd: tree, encoding: "utf8", maxBuffer: 1 << 26 },
  );
  const result = JSON.parse(run.stdout) as {
    summary: { violations: { rule: { name: string; severity: string }; from: string; to: string }[] };
  };
  return {
    violations: result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`),
    severities: new Set(result.summary.violations.map((v) => v.rule.severity)),
  };
}

describe("the boundary rules (.dependency-cruiser.mjs)", () => {
  it("fail on an upward import, a deep import into another module or feature, a cycle and a route that queries", () => {
    const { violations, severities } = cruise();
    expect(violations).toEqual(
      expect.arrayContaining([
        "server-lib-imports-upward: apps/server/src/lib/auth.ts → apps/server/src/modules/alpha/index.ts",
        "server-deep-import: apps/server/src/modules/beta/service.ts → apps/server/src/modules/alpha/keys.ts",
        "server-thin-routes: apps/server/src/modules/alpha/routes.ts → apps/server/src/db/client.ts",
        "web-components-imports-upward: apps/web/src/components/header.tsx → apps/web/src/features/one/index.ts",
        "web-deep-import: apps/web/src/features/two/page.tsx → apps/web/src/features/one/internal.ts",
        "web-outside-deep-import: apps/web/src/app/routes.tsx → apps/web/src/features/two/page.tsx",
        expect.stringMatching(/^no-circular: apps\/server\/src\/modules\/(alpha|beta)\//),
        expect.stringMatching(/^no-module-cycles: apps\/server\/src\/modules\/(alpha|beta)/),
      ]),
    );
    // Every rule fails the lint (the module cycle too, since issue #31's cycles are broken).
    expect([...severities]).toEqual(["error"]);
    // Through the front door, alpha → beta is allowed.
    expect(violations.filter((v) => v.startsWith("server-deep-import"))).toHaveLength(1);
    // A routes file may name the database's type (beta/routes.ts), not query it.
    expect(violations.filter((v) => v.startsWith("server-thin-routes"))).toHaveLength(1);
    // Through a feature's front door, from another feature or from the app, is allowed.
    expect(violations.filter((v) => v.includes("→ apps/web/src/features/one/index.ts"))).toEqual([
      "web-components-imports-upward: apps/web/src/components/header.tsx → apps/web/src/features/one/index.ts",
    ]);
  }, 120_000);

  it("pass a tree that keeps its layers and front doors", () => {
    expect(cruise(clean).violations).toEqual([]);
  }, 120_000);
});

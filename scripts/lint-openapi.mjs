#!/usr/bin/env node
// `npm run lint:openapi`: write the OpenAPI document the server serves at /api/docs/json
// (built in-process on a throwaway database, no port) to apps/server/dist/openapi.json, then
// lint it with Redocly's recommended rules (redocly.yaml; the remaining warnings are ignored
// one by one, with a reason each, in .redocly.lint-ignore.yaml). Decision 0035.
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/placard-process.mjs";

const OUT = "apps/server/dist/openapi.json";
const bin = (name) => path.join(ROOT, "node_modules/.bin", name);

// No telemetry or update check from the linter: CI should not depend on Redocly's servers.
const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

mkdirSync(path.join(ROOT, "apps/server/dist"), { recursive: true });
run(bin("tsx"), ["apps/server/src/openapi-print.ts", OUT]);
run(bin("redocly"), ["lint", OUT, "--format", "stylish", "--max-problems", "1000"]);

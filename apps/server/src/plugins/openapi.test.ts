import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../test/use-test-app.js";

/** The OpenAPI document at /api/docs/json is one that tools accept (decision 0035). */
type Operation = {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
};

const PUBLIC = [/^\/serve\//, /^\/embed\//, /^\/api\/health$/, /^\/api\/accounts\/providers$/, /^\/email\//];
/** Answer 200/503 or 200 only: no input, no sign-in, no rate limit. */
// Static files and the health check: nothing a caller sends can be wrong.
const NO_4XX = new Set([
  "get /api/health",
  "get /embed/v1/placard.js",
  "get /embed/v1/placard.css",
  "get /embed/v1/mark.svg",
]);

/** Routes left out of the document on purpose: the explorer itself, Better Auth's own, the web app. */
const NOT_DOCUMENTED = [/^\/api\/docs(\/|$)/, /^\/api\/auth\//, /^\*$/];

/** `method path` of every route in Fastify's route tree (`printRoutes`), HEAD left out. */
function registeredRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /[├└]── (?<segment>.+?)(?: \((?<methods>[A-Z, ]+)\))?$/.exec(line);
    if (!match?.groups) continue;
    const depth = match.index / 4;
    stack.length = depth;
    stack.push(match.groups.segment ?? "");
    const url = stack.join("");
    for (const method of match.groups.methods?.split(", ") ?? []) {
      if (method !== "HEAD") routes.push(`${method.toLowerCase()} ${url}`);
    }
  }
  return routes;
}

describe("the OpenAPI document", () => {
  const t = useTestApp();
  let operations: [string, Operation][];

  beforeAll(async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]): [string, Operation] => [`${method} ${path}`, operation]),
    );
  });

  it("gives every operation a unique operationId", () => {
    expect(operations.length).toBeGreaterThan(50);
    const ids = operations.map(([, operation]) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const byKey = Object.fromEntries(operations.map(([key, operation]) => [key, operation.operationId]));
    expect(byKey["get /api/wallet/transactions"]).toBe("listWalletTransactions");
  });

  it("documents every route Fastify registered", () => {
    const documented = new Set(operations.map(([key]) => key));
    const registered = registeredRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter((key) => !NOT_DOCUMENTED.some((pattern) => pattern.test(key.split(" ")[1] ?? "")))
      .map((key) => key.replace(/:([A-Za-z0-9_]+)/g, "{$1}"));
    expect(registered).toContain("get /api/wallet/transactions.csv");
    expect(registered).toContain("post /api/ads/{adId}/requests/{requestId}/ask-again");
    expect(registered.filter((key) => !documented.has(key))).toEqual([]);
  });

  it("declares security on every operation: none on public routes, a session or a key elsewhere", () => {
    for (const [key, operation] of operations) {
      const path = key.split(" ")[1] ?? "";
      expect(operation.security, key).toBeDefined();
      expect(operation.tags?.length, key).toBeGreaterThan(0);
      if (PUBLIC.some((pattern) => pattern.test(path))) expect(operation.security, key).toEqual([]);
      else if (path.startsWith("/api/admin/")) expect(operation.security, key).toEqual([{ session: [] }]);
    }
    const wallet = operations.find(([key]) => key === "get /api/wallet/transactions")?.[1];
    expect(wallet?.security).toEqual([{ session: [] }, { apiKey: [] }]);
  });

  it("declares the error responses, with the one error schema", () => {
    for (const [key, operation] of operations) {
      const errors = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith("4"));
      if (NO_4XX.has(key)) continue;
      expect(errors.length, key).toBeGreaterThan(0);
      for (const [, response] of errors) {
        expect(JSON.stringify(response), key).toMatch(/#\/components\/responses\/|#\/components\/schemas\/Error/);
      }
      if (operation.security?.length) expect(operation.responses, key).toHaveProperty("401");
    }
  });
});

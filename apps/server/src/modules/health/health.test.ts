import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/use-test-app.js";

const t = useTestApp();

describe("GET /api/health", () => {
  it("reports a reachable database", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe("ok");
    expect(body.database).toMatchObject({ kind: process.env.DATABASE_URL ? "postgres" : "pglite", reachable: true });
  });

  it("answers 503 without internals when the database is unreachable", async () => {
    const ping = t.app.database.ping;
    t.app.database.ping = () => Promise.reject(new Error("connect ECONNREFUSED 10.0.0.9:5432"));
    try {
      const response = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: "degraded", database: { reachable: false } });
      expect(response.body).not.toContain("ECONNREFUSED");
    } finally {
      t.app.database.ping = ping;
    }
  });

  it("is documented in the OpenAPI spec at /api/docs", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain("/api/health");
  });
});

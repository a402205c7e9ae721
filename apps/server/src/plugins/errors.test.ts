import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../lib/app-error.js";
import { useTestApp } from "../test/use-test-app.js";

const t = useTestApp(
  {},
  {
    extend(app) {
      app.get("/api/test/crash", async () => {
        throw new Error("password=hunter2 at /srv/secret/file.ts:12");
      });
      app.get("/api/test/conflict", async () => {
        throw new AppError("conflict", "Already approved", { id: "x" });
      });
      app
        .withTypeProvider<ZodTypeProvider>()
        .post(
          "/api/test/echo",
          { schema: { body: z.object({ name: z.string().min(1, "Name is required"), count: z.number().int() }) } },
          async (request) => request.body,
        );
    },
  },
);

describe("the error model", () => {
  it("hides the internals of a 500", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/test/crash" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: "internal",
      message: "Something went wrong on our side. Please try again.",
    });
    expect(response.body).not.toContain("hunter2");
  });

  it("maps an AppError code to its status and keeps its details", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/test/conflict" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: "conflict", message: "Already approved", details: { id: "x" } });
  });

  it("turns schema failures into per-field messages and drops unknown fields", async () => {
    const bad = await t.app.inject({ method: "POST", url: "/api/test/echo", payload: { name: "", count: 1.5 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: "validation_failed",
      details: { fields: { name: ["Name is required"], count: [expect.any(String)] } },
    });
    const good = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: { name: "a", count: 2, isAdmin: true },
    });
    expect(good.json()).toEqual({ name: "a", count: 2 });
  });

  it("answers malformed JSON with a 400 in the same shape", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "validation_failed", message: expect.any(String) });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/does-not-exist",
      headers: { accept: "text/html" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "not_found", message: "No route GET /api/does-not-exist" });
  });

  it("sets security headers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});

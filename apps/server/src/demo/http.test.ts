import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../config/config.js";
import { securityPlugin } from "../plugins/security.js";
import { send } from "./http.js";

/** The real origin check (plugins/security.ts) on a bare app, without the test app's own-origin injection. */
async function guardedApp(env: Record<string, string>) {
  const parsed = parseConfig(env);
  if (!parsed.ok) throw new Error(parsed.message);
  const app = Fastify();
  app.decorate("config", parsed.config);
  await app.register(securityPlugin);
  app.post("/api/thing", async (_request, reply) => reply.code(201).send({ ok: true }));
  await app.ready();
  return app;
}

describe("the demo's requests through the app", () => {
  it("come from Placard's own page, so `npm run demo` passes the origin check its uploads and checkout meet", async () => {
    const app = await guardedApp({ PORT: "3999" });
    try {
      expect((await app.inject({ method: "POST", url: "/api/thing" })).statusCode).toBe(403);
      const response = await send(app, { method: "POST", url: "/api/thing" }, 201, "posting a thing");
      expect(response.json()).toEqual({ ok: true });
    } finally {
      await app.close();
    }
  });

  it("keep an Origin the caller names", async () => {
    const app = await guardedApp({ PUBLIC_URL: "https://placard.example.com" });
    try {
      const elsewhere = { method: "POST" as const, url: "/api/thing", headers: { origin: "https://evil.example" } };
      await expect(send(app, elsewhere, 201, "posting from elsewhere")).rejects.toThrow(
        /posting from elsewhere failed \(403\)/,
      );
      expect((await send(app, { method: "POST", url: "/api/thing" }, 201, "posting")).statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });
});

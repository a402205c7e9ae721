import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.js";

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), "placard-web-"));
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Placard</title><div id=root></div>");
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "assets", "app-abc123.js"), "console.log(1)");
  t = await createTestApp({}, { webDistDir: dist });
});
afterAll(() => t.close());

const page = (url: string) => t.app.inject({ method: "GET", url, headers: { accept: "text/html,*/*" } });

describe("serving the web app", () => {
  it("serves index.html at / and for client-side routes (history fallback)", async () => {
    for (const url of ["/", "/dashboard", "/website/abc?tab=spaces", "/no/such/page"]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain("<div id=root>");
    }
  });

  it("serves hashed assets with long-lived caching", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("immutable");
  });

  it("never falls back for API paths or non-page requests", async () => {
    expect((await page("/api/nope")).statusCode).toBe(404);
    const missingAsset = await t.app.inject({ method: "GET", url: "/assets/missing.js", headers: { accept: "*/*" } });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json()).toMatchObject({ error: "not_found" });
  });
});

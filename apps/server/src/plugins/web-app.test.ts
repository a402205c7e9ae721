import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../test/use-test-app.js";

const INDEX = "<!doctype html><title>Placard</title><div id=root></div>";
const SCRIPT = "console.log(1)";

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), "placard-web-"));
  mkdirSync(path.join(dist, "assets"));
  // As the build leaves it: index.html and the script with their .br and .gz copies, the style with none.
  const files = { "index.html": INDEX, "assets/app-abc123.js": SCRIPT };
  for (const [file, text] of Object.entries(files)) {
    writeFileSync(path.join(dist, file), text);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(text));
  }
  writeFileSync(path.join(dist, "assets", "app-abc123.css"), "body{margin:0}");
});
// A low API limit, so the test can show the app's files are not counted against it.
const t = useTestApp({ API_RATE_LIMIT: "5" }, () => ({ webDistDir: dist }));

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

  it("sends the precompressed copy the browser accepts, brotli first, and says it varies", async () => {
    const asset = (encoding: string) =>
      t.app.inject({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": encoding } });

    const brotli = await asset("gzip, deflate, br, zstd");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toContain("javascript");
    expect(brotli.headers["cache-control"]).toContain("immutable");
    expect(brotli.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await asset("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await asset("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("accept-encoding");
    expect(plain.body).toBe(SCRIPT);
  });

  it("sends the page compressed on the history fallback too", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/pricing",
      headers: { accept: "text/html", "accept-encoding": "gzip, br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
  });

  it("sends a file without a compressed copy as it is, and the copies are no URLs of their own", async () => {
    const style = await t.app.inject({
      method: "GET",
      url: "/assets/app-abc123.css",
      headers: { "accept-encoding": "br" },
    });
    expect(style.statusCode).toBe(200);
    expect(style.headers["content-encoding"]).toBeUndefined();
    expect(style.body).toBe("body{margin:0}");

    const copy = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js.br", headers: { accept: "*/*" } });
    expect(copy.statusCode).toBe(404);
  });

  it("serves the page to clients that do not ask for HTML (curl, monitors), and to HEAD", async () => {
    for (const url of ["/", "/dashboard", "/website/abc?tab=spaces"]) {
      for (const headers of [{}, { accept: "*/*" }, { accept: "application/json" }]) {
        const response = await t.app.inject({ method: "GET", url, headers });
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
        expect(response.headers["content-type"]).toContain("text/html");
        expect(response.body).toContain("<div id=root>");
      }
      const head = await t.app.inject({ method: "HEAD", url, headers: { accept: "text/html" } });
      expect(head.statusCode, `HEAD ${url}`).toBe(200);
      expect(head.headers["content-type"]).toContain("text/html");
      expect(head.body).toBe("");
    }
  });

  it("never falls back for the server's paths, whatever they accept", async () => {
    for (const url of ["/api", "/api/nope", "/media/nope.png", "/serve/v9/nope", "/embed/nope", "/sandbox/nope"]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: "not_found" });
    }
    const write = await t.app.inject({ method: "POST", url: "/dashboard", headers: { accept: "text/html" } });
    expect(write.statusCode).toBe(404);
  });

  it("never falls back for API paths or missing assets", async () => {
    expect((await page("/api/nope")).statusCode).toBe(404);
    const missingAsset = await t.app.inject({ method: "GET", url: "/assets/missing.js", headers: { accept: "*/*" } });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json()).toMatchObject({ error: "not_found" });
  });

  it("never rate-limits the app's hashed files: a page load fetches dozens of them", async () => {
    for (let i = 0; i < 12; i += 1) {
      expect((await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" })).statusCode).toBe(200);
    }
    // Everything else still counts: past the limit of 5 a minute, 429.
    const statuses = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await t.app.inject({ method: "GET", url: "/api/accounts/providers" })).statusCode);
    expect(statuses).toContain(429);
  });
});

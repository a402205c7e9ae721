// @vitest-environment node
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const build = (env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: root, encoding: "utf8", env: { ...process.env, ...env } });

describe("the bundle", { timeout: 60_000 }, () => {
  it("is one small IIFE without innerHTML or dependencies", () => {
    const result = build();
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const code = readFileSync(path.join(root, "dist/placard.js"), "utf8");
    const gzipped = gzipSync(code, { level: 9 }).length;
    expect(result.stdout).toContain(`${gzipped} bytes gzipped`);
    expect(gzipped).toBeLessThanOrEqual(4096);
    expect(code).not.toContain("innerHTML");
    expect(code).not.toMatch(/zod|ZodError|import\s*\(|require\(/);
    expect(code).not.toContain('placard-ad-wrapper">'); // AD_MARKUP_EXAMPLE was left out
    expect(code.startsWith('"use strict";(()=>{')).toBe(true);
  });

  it("fails past the gzip budget", () => {
    const result = build({ EMBED_GZIP_LIMIT: "100" });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /embed build failed: dist\/placard\.js is \d+ bytes gzipped, over the 100-byte budget/,
    );
  });

  it("renders a slot when run as a page would run it", async () => {
    expect(build().status).toBe(0);
    const code = readFileSync(path.join(root, "dist/placard.js"), "utf8");
    const dom = new JSDOM(
      '<div data-placard-space="a"></div><script async src="https://ads.example.com/embed/v1/placard.js"></script>',
      { runScripts: "outside-only", url: "https://publisher.example/" },
    );
    const requests: unknown[][] = [];
    const space = {
      publicId: "a",
      name: "Sidebar",
      language: "spanish",
      priceCents: 5000,
      capacity: 2,
      ads: [],
      hasRoom: true,
      advertiseUrl: "https://ads.example.com/direct-ad?websiteId=w&categoryId=a",
    };
    const body = { spaces: { a: space }, viewUrl: "https://ads.example.com/serve/v1/view" };
    Object.assign(dom.window, {
      fetch: (...args: unknown[]) => {
        requests.push(args);
        return Promise.resolve({ ok: true, json: () => Promise.resolve(body) });
      },
    });
    dom.window.eval(code);
    dom.window.eval(code); // a second copy on the same page
    await new Promise((resolve) => setTimeout(resolve, 10));
    const slot = dom.window.document.querySelector("[data-placard-space]");
    expect(requests).toEqual([["https://ads.example.com/serve/v1/spaces?ids=a", { mode: "cors" }]]);
    expect(slot?.getAttribute("data-placard-state")).toBe("ready");
    expect(slot?.querySelectorAll(".placard-ad-wrapper")).toHaveLength(1);
    expect(slot?.querySelector(".placard-ad-description")?.textContent).toBe("$50/mes");
    expect(slot?.querySelector(".placard-ad-cta")?.textContent).toBe("Anúnciate aquí");
    expect(typeof (dom.window as unknown as { placard: { refresh: unknown } }).placard.refresh).toBe("function");
    dom.window.close();
  });
});

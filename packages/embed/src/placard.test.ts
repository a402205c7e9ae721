// The embed script on a page: loading it, and failing without breaking the page. Its later life on
// the page is placard-pages.test.ts (refresh, single-page sites) and placard-rotation.test.ts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { PLACEMENT_BOXES } from "@placard/shared/delivery";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import {
  addScript,
  addSlot,
  answer,
  flush,
  items,
  loadEmbed,
  mockFetch,
  servedSpace,
  slotState,
  usePage,
} from "./test/harness.js";

usePage();

describe("loading the script", () => {
  it("asks for every slot on the page in one request", async () => {
    addScript();
    const slots = [addSlot("a"), addSlot("b"), addSlot("c"), addSlot("a")];
    const fetchMock = mockFetch(answer(servedSpace("a"), servedSpace("b")));
    await loadEmbed();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith("https://ads.example.com/serve/v1/spaces?ids=a,b,c", { mode: "cors" });
    expect(slots.map(slotState)).toEqual(["ready", "ready", "empty", "ready"]);
    expect(slots.map((slot) => items(slot).length)).toEqual([1, 1, 0, 1]);
    expect(slots[0]?.querySelector(".placard-ad-wrapper > .placard-ad-container > .placard-ad-item")).not.toBeNull();
  });

  it("finds Placard from the script's URL, path prefix included", async () => {
    addScript("https://example.org/ads/embed/v1/placard.js?v=0.1.0");
    addSlot("a");
    const fetchMock = mockFetch();
    await loadEmbed();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("https://example.org/ads/serve/v1/spaces?ids=a");
  });

  it("does nothing without its own script tag to find Placard from", async () => {
    const slot = addSlot("a");
    const fetchMock = mockFetch();
    await loadEmbed();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(slot.childElementCount).toBe(0);
  });

  it("splits more than 20 spaces over several requests", async () => {
    addScript();
    for (let i = 0; i < 25; i++) addSlot(`s${i}`);
    const fetchMock = mockFetch();
    await loadEmbed();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[0]?.[0]).split("ids=")[1]?.split(",")).toHaveLength(20);
    expect(String(fetchMock.mock.calls[1]?.[0]).split("ids=")[1]?.split(",")).toHaveLength(5);
  });

  it("shows the labels in the space's language", async () => {
    addScript();
    const slot = addSlot("a");
    mockFetch(answer(servedSpace("a", { language: "french", hasRoom: true, ads: [] })));
    await loadEmbed();
    expect(slot.querySelector(".placard-ad-wrapper")?.getAttribute("lang")).toBe("fr");
    expect(slot.querySelector(".placard-ad-header-badge")?.textContent).toBe("Annoncez ici");
    expect(slot.querySelector(".placard-ad-business-name")?.textContent).toBe("Espace publicitaire disponible");
    expect(slot.querySelector(".placard-ad-description")?.textContent).toBe("$25/mois");
    expect(slot.querySelector(".placard-ad-footer-brand")?.textContent).toBe("Annonces par Placard");
  });

  it("links the default stylesheet from Placard's origin where constructable stylesheets are missing, never a <style>", async () => {
    addScript();
    const slot = addSlot("a");
    let respond: (value: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (respond = resolve))),
    );
    await loadEmbed();
    expect(slotState(slot)).toBe("loading");
    expect(document.querySelectorAll("style")).toHaveLength(0);
    const links = document.querySelectorAll("link[rel=stylesheet]");
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute("href")).toBe("https://ads.example.com/embed/v1/placard.css");
    expect(document.head.firstChild).toBe(links[0]);
    respond({ ok: true, json: () => Promise.resolve(answer()) } as Response);
    await flush();
    expect(slotState(slot)).toBe("empty");
  });

  it("adopts a constructable stylesheet filled from Placard's CSS file, and draws cards once it applies", async () => {
    const replaced: string[] = [];
    class FakeSheet {
      replaceSync(css: string) {
        replaced.push(css);
      }
    }
    vi.stubGlobal("CSSStyleSheet", FakeSheet);
    Object.defineProperty(document, "adoptedStyleSheets", { configurable: true, writable: true, value: [] });
    onTestFinished(() => {
      Reflect.deleteProperty(document, "adoptedStyleSheets");
    });
    addScript();
    const slot = addSlot("a");
    const css = ":where(.placard-ad-cta){color:red}";
    let arrive: (css: string) => void = () => {};
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        url.includes(".css")
          ? ({ ok: true, text: () => new Promise<string>((resolve) => (arrive = resolve)) } as Response)
          : ({ ok: true, json: () => Promise.resolve(answer(servedSpace("a"))) } as Response),
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    await loadEmbed();
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/^https:\/\/ads\.example\.com\/embed\/v1\/placard\.css/);
    expect(document.adoptedStyleSheets).toHaveLength(1);
    expect(document.querySelectorAll("style, link")).toHaveLength(0);
    expect(slotState(slot)).toBe("loading");
    arrive(css);
    await flush();
    expect(replaced).toEqual([css]);
    expect(slotState(slot)).toBe("ready");
  });

  it("ships a stylesheet whose every rule has zero specificity, and keeps older box-less slots at 250px", () => {
    const css = readFileSync(path.join(__dirname, "placard.css"), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
    const selectors = css.match(/[^{}]+(?=\{)/g) ?? [];
    expect(selectors.length).toBeGreaterThan(10);
    for (const selector of selectors) expect(selector.trim().startsWith(":where(")).toBe(true);
    expect(css).toMatch(
      /:where\(\[data-placard-space\]:not\(\[data-placard-box\]\)\) \{\s*display: block;\s*min-height: 250px;/,
    );
    // Every placement's box, for pages that link the file because their CSP blocks style attributes.
    for (const { width, height } of Object.values(PLACEMENT_BOXES)) {
      const box = `[data-placard-box="${width}x${height}"]`;
      expect(css).toContain(`:where(${box}) {\n  width: ${width}px;\n  aspect-ratio: ${width} / ${height};\n}`);
      expect(css).toContain(`  ${box}`);
    }
  });

  it("leaves a space with no ads and no room empty", async () => {
    addScript();
    const slot = addSlot("a");
    mockFetch(answer(servedSpace("a", { ads: [], hasRoom: false })));
    await loadEmbed();
    expect(slotState(slot)).toBe("empty");
    expect(slot.childElementCount).toBe(0);
  });
});

describe("failures", () => {
  it.each([
    ["a network error", () => vi.fn(() => Promise.reject(new TypeError("Failed to fetch")))],
    ["an error thrown by fetch", () => vi.fn(() => { throw new Error("blocked"); })], // prettier-ignore
    ["a 500", () => vi.fn(() => Promise.resolve({ ok: false, status: 500 } as Response))],
    ["a body that is not JSON", () => vi.fn(() => Promise.resolve({ ok: true, json: () => Promise.reject(new SyntaxError("x")) } as Response))], // prettier-ignore
    ["a body of the wrong shape", () => vi.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve({ spaces: { a: { ads: "x" } } }) } as Response))], // prettier-ignore
    ["no fetch at all", () => undefined],
  ])("do not throw into the page: %s", async (_name, makeFetch) => {
    addScript();
    const slot = addSlot("a");
    vi.stubGlobal("fetch", makeFetch());
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      await expect(loadEmbed()).resolves.toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      process.off("unhandledRejection", unhandled);
    }
    expect(unhandled).not.toHaveBeenCalled();
    expect(slotState(slot)).toBe("empty");
    expect(slot.childElementCount).toBe(0);
    expect(() => window.placard?.refresh()).not.toThrow();
  });
});

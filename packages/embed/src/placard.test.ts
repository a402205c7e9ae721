import { readFileSync } from "node:fs";
import path from "node:path";
import { PLACEMENT_BOXES, ROTATION_MS } from "@placard/shared/delivery";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import {
  addScript,
  addSlot,
  answer,
  flush,
  loadEmbed,
  mockFetch,
  servedAd,
  servedSpace,
  setHidden,
  setVisible,
  isObserved,
  usePage,
} from "./test/harness.js";

usePage();

const state = (slot: Element) => slot.getAttribute("data-placard-state");
const items = (slot: Element) => Array.from(slot.querySelectorAll(".placard-ad-item"));
const names = (slot: Element) => items(slot).map((item) => item.querySelector("h3")?.textContent);

describe("loading the script", () => {
  it("asks for every slot on the page in one request", async () => {
    addScript();
    const slots = [addSlot("a"), addSlot("b"), addSlot("c"), addSlot("a")];
    const fetchMock = mockFetch(answer(servedSpace("a"), servedSpace("b")));
    await loadEmbed();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith("https://ads.example.com/serve/v1/spaces?ids=a,b,c", { mode: "cors" });
    expect(slots.map(state)).toEqual(["ready", "ready", "empty", "ready"]);
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
    expect(state(slot)).toBe("loading");
    expect(document.querySelectorAll("style")).toHaveLength(0);
    const links = document.querySelectorAll("link[rel=stylesheet]");
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute("href")).toBe("https://ads.example.com/embed/v1/placard.css");
    expect(document.head.firstChild).toBe(links[0]);
    respond({ ok: true, json: () => Promise.resolve(answer()) } as Response);
    await flush();
    expect(state(slot)).toBe("empty");
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
    expect(state(slot)).toBe("loading");
    arrive(css);
    await flush();
    expect(replaced).toEqual([css]);
    expect(state(slot)).toBe("ready");
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
    expect(state(slot)).toBe("empty");
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
    expect(state(slot)).toBe("empty");
    expect(slot.childElementCount).toBe(0);
    expect(() => window.placard?.refresh()).not.toThrow();
  });
});

describe("window.placard.refresh()", () => {
  it("picks up new slots and leaves the ones already shown alone", async () => {
    addScript();
    const first = addSlot("a");
    const fetchMock = mockFetch(answer(servedSpace("a"), servedSpace("b")));
    await loadEmbed();
    const shown = first.firstElementChild;
    expect(fetchMock).toHaveBeenCalledTimes(1);

    window.placard?.refresh();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const second = addSlot("b");
    window.placard?.refresh();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[0]).toBe("https://ads.example.com/serve/v1/spaces?ids=b");
    expect(state(second)).toBe("ready");
    expect(first.firstElementChild).toBe(shown);
    expect(items(first)).toHaveLength(1);
  });

  it("is what a second copy of the script calls: nothing is rendered twice", async () => {
    addScript();
    addScript();
    const slot = addSlot("a");
    const fetchMock = mockFetch(answer(servedSpace("a")));
    await loadEmbed();
    const api = window.placard;
    await loadEmbed();
    expect(window.placard).toBe(api);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(items(slot)).toHaveLength(1);
    expect(document.querySelectorAll("style")).toHaveLength(0);
    expect(document.querySelectorAll("link[rel=stylesheet]")).toHaveLength(1);
  });

  it("takes slots the parser adds after the script ran, without waiting for DOMContentLoaded", async () => {
    vi.useFakeTimers();
    addScript();
    const fetchMock = mockFetch(answer(servedSpace("a")));
    await loadEmbed();
    expect(fetchMock).not.toHaveBeenCalled();
    const slot = addSlot("a");
    await vi.advanceTimersByTimeAsync(100);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(state(slot)).toBe("ready");
  });
});

describe("single-page sites (decision 0051)", () => {
  it("fills slots a navigation adds, by itself, in one request per batch", async () => {
    vi.useFakeTimers();
    addScript();
    addSlot("a");
    const fetchMock = mockFetch(answer(servedSpace("a"), servedSpace("b"), servedSpace("c")));
    await loadEmbed();
    const page = document.createElement("main");
    const added = [addSlot("b", page), addSlot("c", page)];
    document.body.appendChild(page);
    await vi.advanceTimersByTimeAsync(99);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[0]).toBe("https://ads.example.com/serve/v1/spaces?ids=b,c");
    expect(added.map(state)).toEqual(["ready", "ready"]);
    // Drawing and rotating inside slots is not a change to look into.
    await vi.advanceTimersByTimeAsync(ROTATION_MS * 2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("releases a removed slot: no rotation, no dwell timer, nothing observed, even after 100 navigations", async () => {
    vi.useFakeTimers();
    addScript();
    const ads = [servedAd(), servedAd()];
    mockFetch(answer(servedSpace("a", { ads })));
    await loadEmbed();
    expect(vi.getTimerCount()).toBe(0);
    for (let navigation = 0; navigation < 100; navigation++) {
      const slot = addSlot("a");
      await vi.advanceTimersByTimeAsync(100);
      await flush();
      await vi.advanceTimersByTimeAsync(100); // the first time, the stylesheet's <link> is a change too
      expect(state(slot)).toBe("ready");
      const item = slot.querySelector(".placard-ad-item") as Element;
      setVisible(item, 1);
      expect(isObserved(item)).toBe(true);
      expect(vi.getTimerCount()).toBe(2); // the rotation and the view's dwell
      slot.remove();
      await vi.advanceTimersByTimeAsync(100);
      expect(vi.getTimerCount()).toBe(0);
      expect(isObserved(item)).toBe(false);
    }
  });
});

describe("rotation", () => {
  it(`shows one ad at a time and the next every ${ROTATION_MS} ms`, async () => {
    vi.useFakeTimers();
    addScript();
    const slot = addSlot("a");
    const ads = [servedAd({ businessName: "One" }), servedAd({ businessName: "Two" })];
    mockFetch(answer(servedSpace("a", { ads })));
    await loadEmbed();
    expect(names(slot)).toEqual(["One"]);
    vi.advanceTimersByTime(ROTATION_MS - 1);
    expect(names(slot)).toEqual(["One"]);
    vi.advanceTimersByTime(1);
    expect(names(slot)).toEqual(["Two"]);
    vi.advanceTimersByTime(ROTATION_MS);
    expect(names(slot)).toEqual(["One"]);
    expect(slot.querySelectorAll(".placard-ad-container")).toHaveLength(1);
  });

  it("gives paid ads every turn, even when the space has room (decision 0023)", async () => {
    vi.useFakeTimers();
    addScript();
    const slot = addSlot("a");
    const ads = [servedAd({ businessName: "One" }), servedAd({ businessName: "Two" })];
    mockFetch(answer(servedSpace("a", { ads, hasRoom: true })));
    await loadEmbed();
    const seen = [names(slot)];
    for (let i = 0; i < 3; i++) {
      vi.advanceTimersByTime(ROTATION_MS);
      seen.push(names(slot));
    }
    expect(seen).toEqual([["One"], ["Two"], ["One"], ["Two"]]);
  });

  it("does not rotate a single ad", async () => {
    vi.useFakeTimers();
    addScript();
    const slot = addSlot("a");
    mockFetch(answer(servedSpace("a")));
    await loadEmbed();
    const item = items(slot)[0];
    vi.advanceTimersByTime(ROTATION_MS * 3);
    expect(items(slot)).toEqual([item]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("pauses while the tab is hidden", async () => {
    vi.useFakeTimers();
    addScript();
    const slot = addSlot("a");
    const ads = [servedAd({ businessName: "One" }), servedAd({ businessName: "Two" })];
    mockFetch(answer(servedSpace("a", { ads })));
    await loadEmbed();
    vi.advanceTimersByTime(ROTATION_MS - 1000);
    setHidden(true);
    vi.advanceTimersByTime(ROTATION_MS * 4);
    expect(names(slot)).toEqual(["One"]);
    setHidden(false);
    vi.advanceTimersByTime(ROTATION_MS - 1);
    expect(names(slot)).toEqual(["One"]);
    vi.advanceTimersByTime(1);
    expect(names(slot)).toEqual(["Two"]);
  });

  it("waits for a tab opened in the background to be shown", async () => {
    vi.useFakeTimers();
    addScript();
    const slot = addSlot("a");
    const ads = [servedAd({ businessName: "One" }), servedAd({ businessName: "Two" })];
    mockFetch(answer(servedSpace("a", { ads })));
    setHidden(true);
    await loadEmbed();
    vi.advanceTimersByTime(ROTATION_MS * 3);
    expect(names(slot)).toEqual(["One"]);
    setHidden(false);
    vi.advanceTimersByTime(ROTATION_MS);
    expect(names(slot)).toEqual(["Two"]);
  });

  it("stops for a slot the page removed", async () => {
    vi.useFakeTimers();
    addScript();
    const slot = addSlot("a");
    mockFetch(answer(servedSpace("a", { ads: [servedAd(), servedAd()] })));
    await loadEmbed();
    slot.remove();
    vi.advanceTimersByTime(ROTATION_MS);
    expect(vi.getTimerCount()).toBe(0);
  });
});

import { describe, expect, it, vi } from "vitest";
import { addScript, addSlot, answer, loadEmbed, mockFetch, servedAd, servedSpace, usePage } from "./test/harness.js";

usePage();

const SRCSET =
  "https://ads.example.com/media/c/x.w320.webp 320w, https://ads.example.com/media/c/x.w640.webp 640w, https://ads.example.com/media/c/x.png 1200w";

function preload(href: string): void {
  const link = document.createElement("link");
  link.rel = "preload";
  link.setAttribute("as", "fetch");
  link.crossOrigin = "";
  link.href = href;
  document.head.appendChild(link);
}

const image = (slot: Element) => slot.querySelector(".placard-ad-image") as HTMLImageElement;

describe("paint as fast as an image (decision 0060)", () => {
  it("asks for a preloaded space alone, by the preloaded URL, and the other slots together", async () => {
    addScript();
    preload("https://ads.example.com/serve/v1/spaces?ids=b");
    preload("https://ads.example.com/embed/v1/placard.css");
    addSlot("a");
    addSlot("b");
    addSlot("c");
    const fetchMock = mockFetch(answer(servedSpace("a"), servedSpace("b")));
    await loadEmbed();
    const urls = fetchMock.mock.calls.map((call) => call[0]);
    expect(urls).toContain("https://ads.example.com/serve/v1/spaces?ids=b");
    expect(urls).toContain("https://ads.example.com/serve/v1/spaces?ids=a,c");
    expect(fetchMock.mock.calls.every((call) => call[1]?.credentials === undefined)).toBe(true);
  });

  it("asks for a space whose image the page preloads by the lead URL the snippet wrote (decision 0066)", async () => {
    addScript();
    preload("https://ads.example.com/serve/v1/spaces?ids=b&lead=1");
    preload("https://ads.example.com/serve/v1/spaces?ids=c");
    addSlot("a");
    addSlot("b");
    addSlot("c");
    const fetchMock = mockFetch(answer(servedSpace("a"), servedSpace("b"), servedSpace("c")));
    await loadEmbed();
    expect(fetchMock.mock.calls.map((call) => call[0]).sort()).toEqual([
      "https://ads.example.com/serve/v1/spaces?ids=a",
      "https://ads.example.com/serve/v1/spaces?ids=b&lead=1",
      "https://ads.example.com/serve/v1/spaces?ids=c",
    ]);
  });

  it("draws an image creative with its WebP widths, sized to the slot's box", async () => {
    addScript();
    const slot = addSlot("a");
    slot.setAttribute("data-placard-box", "300x250");
    const ad = servedAd({
      creative: { kind: "image", url: "https://ads.example.com/media/c/x.png", thumbnailUrl: null, srcset: SRCSET },
    });
    mockFetch(answer(servedSpace("a", { ads: [ad] })));
    await loadEmbed();
    expect(image(slot).getAttribute("srcset")).toBe(SRCSET);
    expect(image(slot).getAttribute("sizes")).toBe("(max-width:300px) 100vw,300px");
    expect(image(slot).getAttribute("src")).toBe("https://ads.example.com/media/c/x.png");
  });

  it("keeps a creative without widths as it was: its file alone", async () => {
    addScript();
    const slot = addSlot("a");
    mockFetch(answer(servedSpace("a")));
    await loadEmbed();
    expect(image(slot).hasAttribute("srcset")).toBe(false);
    expect(image(slot).getAttribute("src")).toMatch(/^https:\/\/ads\.example\.com\/media\//);
  });

  it("fetches the first image on screen at once with high priority, and one below the fold lazily", async () => {
    addScript();
    const above = addSlot("a");
    const below = addSlot("b");
    vi.spyOn(below, "getBoundingClientRect").mockReturnValue({ top: 5000, bottom: 5300 } as DOMRect);
    vi.spyOn(above, "getBoundingClientRect").mockReturnValue({ top: 10, bottom: 310 } as DOMRect);
    mockFetch(answer(servedSpace("a", { ads: [servedAd(), servedAd()] }), servedSpace("b")));
    await loadEmbed();
    expect(image(above).getAttribute("fetchpriority")).toBe("high");
    expect(image(above).hasAttribute("loading")).toBe(false);
    expect(image(below).getAttribute("loading")).toBe("lazy");
    expect(image(below).hasAttribute("fetchpriority")).toBe(false);
  });
});

import { AD_CLASS_PREFIX, AD_CLASS_SUFFIXES, AD_MARKUP_EXAMPLE } from "@placard/shared/delivery";
import { describe, expect, it } from "vitest";
import { LABELS } from "@placard/shared/ad-labels";
import { adTurn, availableTurn, frame, type Turn } from "./render.js";
import { servedAd, servedSpace, VIEW_URL } from "./test/harness.js";

const english = LABELS.english;

function mount(turn: Turn, labels = english): HTMLDivElement {
  const { wrapper, container } = frame(labels);
  container.appendChild(turn.item);
  return wrapper;
}

/** Tag and class of every element, nested: the structure without the content. */
function shape(node: Element): string {
  const children = Array.from(node.children).map(shape).join(",");
  return `${node.tagName.toLowerCase()}.${node.className}${children ? `(${children})` : ""}`;
}

const $ = (root: Element, suffix: string) => root.querySelector(`.${AD_CLASS_PREFIX}${suffix}`);

describe("an ad", () => {
  it("has the structure of AD_MARKUP_EXAMPLE and all 16 classes", () => {
    const example = new DOMParser().parseFromString(AD_MARKUP_EXAMPLE, "text/html").body.firstElementChild;
    const wrapper = mount(adTurn(servedAd(), english, VIEW_URL));
    expect(example).not.toBeNull();
    expect(shape(wrapper)).toBe(shape(example as Element));
    const classes = new Set(Array.from(wrapper.querySelectorAll("*"), (node) => node.className));
    classes.add(wrapper.className);
    expect([...classes].sort()).toEqual(AD_CLASS_SUFFIXES.map((suffix) => AD_CLASS_PREFIX + suffix).sort());
  });

  it("ends with a small 'Report this ad' link to Placard's report page, in the space's language", () => {
    const ad = servedAd();
    const report = $(mount(adTurn(ad, english, VIEW_URL)), "report") as HTMLAnchorElement;
    expect(report.textContent).toBe("Report this ad");
    expect(report.getAttribute("href")).toBe(ad.reportUrl);
    expect(report.rel).toBe("nofollow noopener");
    expect(report.target).toBe("_blank");
    const french = $(mount(adTurn(ad, LABELS.french, VIEW_URL), LABELS.french), "report");
    expect(french?.textContent).toBe("Signaler cette annonce");
    const bad = $(mount(adTurn(servedAd({ reportUrl: "javascript:alert(1)" }), english, VIEW_URL)), "report");
    expect(bad?.getAttribute("href")).toBeNull();
  });

  it("shows the ad's text, image and link", () => {
    const ad = servedAd({ businessName: "Kigali Bakery", description: "Bread", location: "Nyarugenge" });
    const wrapper = mount(adTurn(ad, english, VIEW_URL));
    expect(wrapper.lang).toBe("en");
    expect($(wrapper, "header-badge")?.textContent).toBe("Sponsored");
    expect($(wrapper, "business-name")?.textContent).toBe("Kigali Bakery");
    expect($(wrapper, "description")?.textContent).toBe("Bread");
    expect($(wrapper, "footer-brand")?.textContent).toBe("Ads by Placard");
    expect($(wrapper, "footer-business")?.textContent).toBe("Nyarugenge");
    const image = $(wrapper, "image") as HTMLImageElement;
    expect(image.tagName).toBe("IMG");
    expect(image.getAttribute("src")).toBe(ad.creative?.url);
    expect(image.alt).toBe("Kigali Bakery");
    expect(image.getAttribute("loading")).toBe("lazy");
    // Placard's mark is drawn by the stylesheet: no request, no image document, nothing to read aloud.
    const logo = $(wrapper, "header-logo") as HTMLElement;
    expect(logo.tagName).toBe("SPAN");
    expect(logo.childNodes.length).toBe(0);
    const cta = $(wrapper, "cta") as HTMLAnchorElement;
    expect(cta.textContent).toBe("Learn more");
    // The click says on which page it came from: the path only (decision 0059).
    expect(cta.getAttribute("href")).toBe(`${ad.clickUrl}&p=%2F`);
    expect(cta.rel).toBe("sponsored noopener");
    expect(cta.target).toBe("_blank");
  });

  it("keeps markup in ad data as text and drops links that are not http(s)", () => {
    const markup = "<img src=x onerror=alert(1)>";
    const ad = servedAd({
      businessName: markup,
      description: "<script>alert(1)</script>",
      location: '<a href="javascript:alert(1)">x</a>',
      clickUrl: "javascript:alert(1)",
      reportUrl: undefined,
      creative: { kind: "image", url: "javascript:alert(1)", thumbnailUrl: null },
    });
    const wrapper = mount(adTurn(ad, english, VIEW_URL));
    expect($(wrapper, "business-name")?.textContent).toBe(markup);
    expect($(wrapper, "description")?.textContent).toBe("<script>alert(1)</script>");
    // Only the ad image: nothing was parsed out of the business name.
    expect(Array.from(wrapper.querySelectorAll("img"), (img) => img.className)).toEqual(["placard-ad-image"]);
    expect(wrapper.querySelector("script")).toBeNull();
    expect(wrapper.querySelectorAll("a")).toHaveLength(1);
    expect($(wrapper, "cta")?.hasAttribute("href")).toBe(false);
    expect($(wrapper, "image")?.hasAttribute("src")).toBe(false);
    expect(wrapper.querySelector("[onerror]")).toBeNull();
  });

  it.each(["data:text/html,<b>x</b>", "/relative/click", "not a url", "ftp://ads.example.com/x"])(
    "sets no href for %s",
    (clickUrl) => {
      const wrapper = mount(adTurn(servedAd({ clickUrl }), english, VIEW_URL));
      expect($(wrapper, "cta")?.hasAttribute("href")).toBe(false);
    },
  );

  it("renders a video muted, looping, inline, that does not autoplay by itself", () => {
    const url = "https://ads.example.com/media/clip.mp4";
    const turn = adTurn(servedAd({ creative: { kind: "video", url, thumbnailUrl: null } }), english, VIEW_URL);
    const video = $(mount(turn), "image") as HTMLVideoElement;
    expect(video.tagName).toBe("VIDEO");
    expect(turn.video).toBe(video);
    expect(video.getAttribute("src")).toBe(url);
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.hasAttribute("playsinline")).toBe(true);
    expect(video.getAttribute("preload")).toBe("metadata");
    expect(video.autoplay).toBe(false);
  });

  it("renders a PDF as its thumbnail linking to the file", () => {
    const creative = {
      kind: "pdf" as const,
      url: "https://ads.example.com/media/menu.pdf",
      thumbnailUrl: "https://ads.example.com/media/menu.png",
    };
    const wrapper = mount(adTurn(servedAd({ creative, businessName: "Cafe" }), english, VIEW_URL));
    const link = $(wrapper, "image-wrapper")?.querySelector("a") as HTMLAnchorElement;
    expect(link.getAttribute("href")).toBe(creative.url);
    expect(link.rel).toBe("sponsored noopener");
    expect(link.target).toBe("_blank");
    const image = link.querySelector("img") as HTMLImageElement;
    expect(image.className).toBe("placard-ad-image");
    expect(image.getAttribute("src")).toBe(creative.thumbnailUrl);
    expect(image.alt).toBe("Cafe");
  });

  it("renders a PDF without thumbnail as a 'PDF' block, and no link to a non-http file", () => {
    const creative = { kind: "pdf" as const, url: "javascript:alert(1)", thumbnailUrl: null };
    const wrapper = mount(adTurn(servedAd({ creative }), english, VIEW_URL));
    const link = $(wrapper, "image-wrapper")?.querySelector("a") as HTMLAnchorElement;
    expect(link.hasAttribute("href")).toBe(false);
    expect(link.querySelector(".placard-ad-image")?.textContent).toBe("PDF");
  });

  it("leaves the image out when the ad has no creative", () => {
    const wrapper = mount(adTurn(servedAd({ creative: null }), english, VIEW_URL));
    expect($(wrapper, "image-wrapper")).toBeNull();
    expect($(wrapper, "cta")).not.toBeNull();
  });

  it("speaks the space's language", () => {
    const wrapper = mount(adTurn(servedAd(), LABELS.french, VIEW_URL), LABELS.french);
    expect(wrapper.lang).toBe("fr");
    expect($(wrapper, "header-badge")?.textContent).toBe("Sponsorisé");
    expect($(wrapper, "cta")?.textContent).toBe("En savoir plus");
    expect($(wrapper, "footer-brand")?.textContent).toBe("Annonces par Placard");
  });
});

describe("the 'Available Advertising Space' card", () => {
  it("shows the monthly price and an unsponsored link to buy the space", () => {
    const space = servedSpace("s1", { ads: [], hasRoom: true, priceCents: 2599 });
    const turn = availableTurn(space, english);
    const wrapper = mount(turn);
    expect(turn.token).toBeUndefined();
    expect($(wrapper, "container")?.firstElementChild?.className).toBe("placard-ad-item");
    expect($(wrapper, "header-badge")?.textContent).toBe("Advertise here");
    expect($(wrapper, "business-name")?.textContent).toBe("Available Advertising Space");
    // Its cents, as every amount (decision 0044): never rounded to "$26".
    expect($(wrapper, "description")?.textContent).toBe("$25.99/month");
    const link = $(wrapper, "cta") as HTMLAnchorElement;
    expect(link.textContent).toBe("Advertise here");
    expect(link.getAttribute("href")).toBe(space.advertiseUrl);
    expect(link.rel).toBe("noopener");
    expect(link.target).toBe("_blank");
  });

  it("is translated, and drops a bad link", () => {
    const space = servedSpace("s1", { ads: [], hasRoom: true, priceCents: 10_000, advertiseUrl: "javascript:x" });
    const wrapper = mount(availableTurn(space, LABELS.french), LABELS.french);
    expect($(wrapper, "business-name")?.textContent).toBe("Espace publicitaire disponible");
    expect($(wrapper, "description")?.textContent).toBe("$100/mois");
    expect($(wrapper, "cta")?.textContent).toBe("Annoncez ici");
    expect($(wrapper, "cta")?.hasAttribute("href")).toBe(false);
  });
});

import { formatDollars } from "@placard/shared/money";
import type { ServedAd, ServedSpace } from "@placard/shared/delivery";
import { type AdClassSuffix, slotImageSizes } from "@placard/shared/delivery";
import { el, pagePath, safeUrl } from "./dom.js";
import type { Labels } from "@placard/shared/ad-labels";

/** One card a slot can show: an ad (with its view token) or the 'Available Advertising Space' card. */
export interface Turn {
  item: HTMLElement;
  token?: string;
  viewUrl?: string;
  video?: HTMLVideoElement;
}

/** The wrapper and container every slot gets once; turns are swapped inside the container. */
export function frame(labels: Labels): { wrapper: HTMLDivElement; container: HTMLDivElement } {
  const wrapper = el("div", "wrapper");
  wrapper.lang = labels.code;
  return { wrapper, container: el("div", "container", wrapper) };
}

/** A link that opens in a new tab; href only when it is http(s). */
function link(parent: Element, url: unknown, rel: string, suffix?: AdClassSuffix, text?: string): HTMLAnchorElement {
  const a = el("a", suffix, parent, text);
  const href = safeUrl(url);
  if (href) a.href = href;
  a.rel = rel;
  a.target = "_blank";
  return a;
}

/** How an ad's image is drawn: its slot's width (for `sizes`), and whether it is on screen now. */
export interface Fit {
  /** CSS pixels the image is at most as wide as: the slot's box (data-placard-box). */
  width: number;
  /** The slot is in the viewport: fetched at once, with high priority, instead of lazily. */
  now?: boolean;
}

function image(parent: Element, url: unknown, alt: unknown, srcset?: unknown, fit?: Fit): void {
  const img = el("img", "image", parent);
  // WebP widths made at upload (decision 0060): the browser takes the one the box needs.
  if (typeof srcset === "string" && fit) {
    img.sizes = slotImageSizes(fit.width);
    img.srcset = srcset;
  }
  const src = safeUrl(url);
  if (src) img.src = src;
  img.alt = String(alt ?? "");
  if (fit && fit.now) img.setAttribute("fetchpriority", "high");
  else img.setAttribute("loading", "lazy");
}

/**
 * The header carries Placard's mark, drawn by the stylesheet on an empty span (decision 0065):
 * an SVG <img> cost every page a request and a small document of its own to lay out.
 */
function card(badge: string): { item: HTMLDivElement; content: HTMLDivElement } {
  const item = el("div", "item");
  const header = el("div", "header", item);
  el("span", "header-logo", header);
  el("span", "header-badge", header, badge);
  return { item, content: el("div", "content", item) };
}

function footer(item: Element, labels: Labels): HTMLDivElement {
  const footer = el("div", "footer", item);
  el("span", "footer-brand", footer, labels.adsBy);
  return footer;
}

/** The ad's preview inside image-wrapper; returns the video so it can play only while visible. */
function creative(content: Element, ad: ServedAd, fit?: Fit): HTMLVideoElement | undefined {
  const creative = ad.creative;
  if (!creative) return undefined;
  const wrapper = el("div", "image-wrapper", content);
  if (creative.kind === "video") {
    const video = el("video", "image", wrapper);
    video.muted = true;
    video.loop = true;
    video.preload = "metadata";
    video.setAttribute("muted", "");
    video.setAttribute("playsinline", "");
    const src = safeUrl(creative.url);
    if (src) video.src = src;
    return video;
  }
  if (creative.kind === "pdf") {
    const a = link(wrapper, creative.url, "sponsored noopener");
    if (creative.thumbnailUrl) image(a, creative.thumbnailUrl, ad.businessName);
    else el("span", "image", a, "PDF");
    return undefined;
  }
  image(wrapper, creative.url, ad.businessName, creative.srcset, fit);
  return undefined;
}

/** One ad, in the structure of AD_MARKUP_EXAMPLE (from item down). */
export function adTurn(ad: ServedAd, labels: Labels, viewUrl: unknown, fit?: Fit): Turn {
  const { item, content } = card(labels.sponsored);
  const video = creative(content, ad, fit);
  el("h3", "business-name", content, ad.businessName);
  el("p", "description", content, ad.description);
  // The click counts on which page it came from (decision 0059).
  const click = typeof ad.clickUrl === "string" ? ad.clickUrl + "&p=" + encodeURIComponent(pagePath()) : undefined;
  link(content, click, "sponsored noopener", "cta", labels.learnMore);
  const foot = footer(item, labels);
  el("span", "footer-business", foot, ad.location);
  if (ad.reportUrl) link(foot, ad.reportUrl, "nofollow noopener", "report", labels.report);
  return { item, token: typeof ad.token === "string" ? ad.token : undefined, viewUrl: safeUrl(viewUrl), video };
}

/** 'Available Advertising Space': the price and a link to buy the space (not sponsored). */
export function availableTurn(space: ServedSpace, labels: Labels): Turn {
  const { item, content } = card(labels.advertiseHere);
  el("h3", "business-name", content, labels.available);
  // The one money format (decision 0044): "$25", or "$12.50" for a price with cents.
  el("p", "description", content, formatDollars(Math.max(0, Number(space.priceCents) || 0)) + labels.perMonth);
  link(content, space.advertiseUrl, "noopener", "cta", labels.advertiseHere);
  footer(item, labels);
  return { item };
}

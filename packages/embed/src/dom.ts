import { AD_CLASS_PREFIX, type AdClassSuffix, REACH_PAGE_MAX_LENGTH } from "@placard/shared/delivery";

/**
 * Creates an element the only way the embed does: createElement, a `placard-ad-*` class,
 * and text through textContent. Ad data never becomes markup.
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  suffix?: AdClassSuffix,
  parent?: Element,
  text?: unknown,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (suffix) node.className = AD_CLASS_PREFIX + suffix;
  if (text !== undefined && text !== null) node.textContent = String(text);
  if (parent) parent.appendChild(node);
  return node;
}

/** The URL, normalised, when it is absolute http(s); anything else (javascript:, data:, junk) is undefined. */
/** The page's path, cut short (decision 0059): no query, no fragment, nothing about the reader. */
export const pagePath = (): string => location.pathname.slice(0, REACH_PAGE_MAX_LENGTH);

export function safeUrl(value: unknown): string | undefined {
  try {
    const url = new URL(String(value));
    if (url.protocol === "http:" || url.protocol === "https:") return url.href;
  } catch {
    // not a URL: no link
  }
  return undefined;
}

/** Swallows a rejected promise: the embed never throws into the host page. */
export const noop = (): void => {};

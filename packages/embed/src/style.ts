import { EMBED_STYLE_PATH } from "@placard/shared/delivery";
import { noop } from "./dom.js";

/** The stylesheet's content hash, set by scripts/build.mjs: its URL is then cached as immutable. */
declare const PLACARD_CSS_VERSION: string | undefined;

/** Marks a slot the embed has taken: `loading`, then `ready` (rendered) or `empty` (nothing to show). */
export const STATE_ATTRIBUTE = "data-placard-state";

/**
 * Gives the page the default stylesheet (src/placard.css, served from Placard's origin) without
 * ever adding a <style> element, which a strict Content-Security-Policy blocks (decision 0052):
 * a constructable stylesheet adopted by the document, filled from the CSS file (connect-src);
 * where constructable stylesheets are missing, a <link rel=stylesheet> first in <head>
 * (style-src). Resolves once the rules apply (or could not be had), so cards are drawn styled.
 */
export function adoptStyle(base: string): Promise<unknown> {
  const plain = base + EMBED_STYLE_PATH;
  // The snippet preloads the file by its stable URL (it cannot know the hash): that answer is
  // taken when it is there; otherwise the hashed URL, cached for a year.
  const href = document.querySelector('link[rel=preload][href="' + plain + '"]')
    ? plain
    : plain + (typeof PLACARD_CSS_VERSION === "string" ? "?v=" + PLACARD_CSS_VERSION : "");
  const doc = document as Document & { adoptedStyleSheets?: CSSStyleSheet[] };
  try {
    const sheets = doc.adoptedStyleSheets;
    if (sheets && typeof CSSStyleSheet === "function" && "replaceSync" in CSSStyleSheet.prototype) {
      const sheet = new CSSStyleSheet();
      doc.adoptedStyleSheets = [sheet, ...sheets];
      return (
        fetch(href, { mode: "cors" })
          .then((response) => (response.ok ? response.text() : ""))
          // replaceSync: the rules apply in this task, one task sooner than replace() (decision 0060).
          .then((css) => sheet.replaceSync(css))
          .catch(noop)
      );
    }
  } catch {
    // fall back to the link
  }
  if (!document.querySelector("link[data-placard]")) {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.setAttribute("data-placard", "");
    const head = document.head || document.documentElement;
    head.insertBefore(link, head.firstChild);
  }
  return Promise.resolve();
}

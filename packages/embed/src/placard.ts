/**
 * The embed script publishers' pages load (`<script async src="…/embed/v1/placard.js">`).
 * Bundled to one dependency-free IIFE by scripts/build.mjs. It never throws into the page.
 */
import { placardBase, scan } from "./embed.js";
import { EMBED_VERSION } from "./version.js";

export interface PlacardApi {
  version: string;
  /** Takes slots added since the last scan (single-page sites); slots already taken are left alone. */
  refresh(): void;
}

declare global {
  interface Window {
    placard?: PlacardApi;
  }
}

try {
  const existing = window.placard;
  if (existing && typeof existing.refresh === "function") {
    // Loaded twice: the first copy owns the page; it only needs to look for new slots.
    existing.refresh();
  } else {
    const base = placardBase(document.currentScript);
    const refresh = () => {
      try {
        if (base) scan(base);
      } catch {
        // never throw into the host page
      }
    };
    window.placard = { version: EMBED_VERSION, refresh };
    refresh();
    // An async script can run while the page is still parsing: look again once it is done.
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", refresh);
  }
} catch {
  // never throw into the host page
}

/**
 * The embed script publishers' pages load (`<script async src="…/embed/v1/placard.js">`).
 * Bundled to one dependency-free IIFE by scripts/build.mjs. It never throws into the page.
 */
import { placardBase, scan } from "./embed.js";
import { SPACE_ATTRIBUTE } from "@placard/shared/delivery";
import { sweep } from "./rotation.js";
import { EMBED_VERSION } from "./version.js";

/** Changes to the page are handled together, this long after the first of them. */
const BATCH_MS = 100;

export interface PlacardApi {
  version: string;
  /**
   * Takes slots added since the last scan; slots already taken are left alone. Rarely needed:
   * added slots are found by themselves within BATCH_MS.
   */
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
    // Slots already on the page are asked for now, without waiting for DOMContentLoaded.
    refresh();
    // Slots the page adds later (the parser, single-page navigation, infinite scroll, a modal)
    // are taken, and slots it removes are released, by one observer, in batches (decision 0051).
    let batch: ReturnType<typeof setTimeout> | undefined;
    if (typeof MutationObserver === "function") {
      new MutationObserver((records) => {
        // The embed's own drawing inside slots (rendering, rotating) is not news.
        const inside = (record: MutationRecord) => {
          const target = record.target as Element;
          return !!target.closest && !!target.closest(`[${SPACE_ATTRIBUTE}]`);
        };
        if (records.every(inside)) return;
        batch =
          batch ||
          setTimeout(() => {
            batch = undefined;
            sweep();
            refresh();
          }, BATCH_MS);
      }).observe(document, { childList: true, subtree: true });
    } else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", refresh);
  }
} catch {
  // never throw into the host page
}

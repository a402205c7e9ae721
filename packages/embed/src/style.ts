import { SPACE_ATTRIBUTE } from "@placard/shared/delivery";

/** Marks a slot the embed has taken: `loading`, then `ready` (rendered) or `empty` (nothing to show). */
export const STATE_ATTRIBUTE = "data-placard-state";

/**
 * Default look, all inside :where() (zero specificity) so any rule of the owner's wins.
 * The slot reserves 250px before the answer arrives, so the page does not jump; an empty
 * slot collapses.
 */
const CSS = `:where([${SPACE_ATTRIBUTE}]){display:block;min-height:250px}
:where([${SPACE_ATTRIBUTE}][${STATE_ATTRIBUTE}=empty]){min-height:0}
:where(.placard-ad-wrapper){font:14px/1.4 system-ui,sans-serif;color:#222;text-align:left}
:where(.placard-ad-item){box-sizing:border-box;border:1px solid #ddd;border-radius:8px;padding:12px;background:#fff}
:where(.placard-ad-header,.placard-ad-footer){display:flex;align-items:center;justify-content:space-between;gap:8px;font-size:12px;color:#666}
:where(.placard-ad-header-logo){width:16px;height:16px}
:where(.placard-ad-image-wrapper){margin:8px 0}
:where(.placard-ad-image){display:flex;align-items:center;justify-content:center;width:100%;aspect-ratio:16/9;object-fit:cover;border-radius:4px;background:#f3f3f3;color:#666}
:where(.placard-ad-business-name){margin:8px 0 4px;font-size:16px}
:where(.placard-ad-description){margin:0 0 8px}
:where(.placard-ad-report){color:#666;font-size:11px}
:where(.placard-ad-cta){display:inline-block;margin-bottom:8px;padding:6px 12px;border-radius:4px;background:#222;color:#fff;text-decoration:none}`;

/** Adds the default stylesheet once, first in <head> so the owner's stylesheets come after it. */
export function injectStyle(): void {
  if (document.getElementById("placard-style")) return;
  const style = document.createElement("style");
  style.id = "placard-style";
  style.textContent = CSS;
  const head = document.head || document.documentElement;
  head.insertBefore(style, head.firstChild);
}

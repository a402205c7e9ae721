import { SPACE_ATTRIBUTE } from "@placard/shared/delivery";

/** Marks a slot the embed has taken: `loading`, then `ready` (rendered) or `empty` (nothing to show). */
export const STATE_ATTRIBUTE = "data-placard-state";

/**
 * Default look, all inside :where() (zero specificity) so any rule of the owner's wins.
 * A slot from today's snippets carries its box as an inline style (decision 0051): the card
 * fills that box and never grows it (the image takes what the text leaves, long text is cut
 * with an ellipsis, the slot clips the rest). A slot without a box (older snippets) reserves
 * 250px before the answer arrives and collapses when empty, as before.
 */
const BOXED = `[${SPACE_ATTRIBUTE}][style*=aspect-ratio]`;
const ONE_LINE = "white-space:nowrap;overflow:hidden;text-overflow:ellipsis";
export const CSS = `:where([${SPACE_ATTRIBUTE}]:not([style*=aspect-ratio])){display:block;min-height:250px}
:where([${SPACE_ATTRIBUTE}][${STATE_ATTRIBUTE}=empty]:not([style*=aspect-ratio])){min-height:0}
:where(${BOXED} .placard-ad-wrapper,${BOXED} .placard-ad-container,${BOXED} .placard-ad-item){height:100%}
:where(.placard-ad-wrapper){box-sizing:border-box;overflow:hidden;font:14px/1.4 system-ui,sans-serif;color:#222;text-align:left}
:where(.placard-ad-item){box-sizing:border-box;display:flex;flex-direction:column;overflow:hidden;border:1px solid #ddd;border-radius:8px;padding:12px;background:#fff}
:where(.placard-ad-header,.placard-ad-footer){flex:none;display:flex;align-items:center;justify-content:space-between;gap:8px;font-size:12px;color:#666;${ONE_LINE}}
:where(.placard-ad-header>*,.placard-ad-footer>*){min-width:0;${ONE_LINE}}
:where(.placard-ad-header-logo){flex:none;width:16px;height:16px}
:where(.placard-ad-content){flex:1 1 auto;min-height:0;display:flex;flex-direction:column;overflow:hidden}
:where(.placard-ad-image-wrapper){position:relative;margin:8px 0;aspect-ratio:16/9}
:where(${BOXED} .placard-ad-image-wrapper){flex:1 1 0;min-height:0;aspect-ratio:auto}
:where(.placard-ad-image){position:absolute;inset:0;display:flex;align-items:center;justify-content:center;width:100%;height:100%;object-fit:cover;border-radius:4px;background:#f3f3f3;color:#666}
:where(.placard-ad-business-name){flex:none;margin:0 0 4px;font-size:16px;${ONE_LINE}}
:where(.placard-ad-description){flex:none;margin:0 0 8px;overflow:hidden;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2}
:where(.placard-ad-report){color:#666;font-size:11px}
:where(.placard-ad-cta){flex:none;align-self:flex-start;max-width:100%;box-sizing:border-box;margin-bottom:8px;padding:6px 12px;border-radius:4px;background:#222;color:#fff;text-decoration:none;${ONE_LINE}}`;

/** Adds the default stylesheet once, first in <head> so the owner's stylesheets come after it. */
export function injectStyle(): void {
  if (document.getElementById("placard-style")) return;
  const style = document.createElement("style");
  style.id = "placard-style";
  style.textContent = CSS;
  const head = document.head || document.documentElement;
  head.insertBefore(style, head.firstChild);
}

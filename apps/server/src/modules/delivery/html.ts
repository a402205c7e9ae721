import { formatDollars } from "@placard/shared/money";
import { labelsFor } from "@placard/shared/ad-labels";
import {
  EMBED_SCRIPT_PATH,
  SPACE_ATTRIBUTE,
  type ServedSpace,
  type SlotBox,
  slotBoxAttributes,
  slotImageSizes,
} from "@placard/shared/delivery";
import { escapeHtml as e } from "../../lib/html.js";
import { isHttpUrl } from "./service.js";

const link = (href: string, rel: string, label: string) =>
  isHttpUrl(href) ? `<a class="placard-ad-cta" href="${e(href)}" rel="${rel}" target="_blank">${e(label)}</a>` : "";

/** The image's WebP widths (decision 0060), sized to the slot's box (the widest placement's without one). */
const responsive = (srcset: string | null | undefined, box?: SlotBox) => {
  return srcset ? ` srcset="${e(srcset)}" sizes="${slotImageSizes(box?.width ?? 728)}"` : "";
};

/**
 * A space lower on the page keeps its picture until the reader comes near; one on the first
 * screen (`firstScreenMedia` of its placement: "" on every screen, else a media query) loads it
 * at once, with high priority where it is on every screen's first view (decision 0066).
 */
const loading = (firstScreen: string | undefined) =>
  firstScreen === undefined ? ' loading="lazy"' : firstScreen === "" ? ' fetchpriority="high"' : "";

/**
 * One space's ad rendered on Placard's side, for the PHP and Python snippets: the first
 * running ad (or the 'Available Advertising Space' card), every value escaped, inside the
 * slot the embed script then takes over (rotation, view counting). The slot carries the
 * box the snippet asked for (decision 0051), so the card never moves the page. `firstScreen`:
 * the placement's `firstScreenMedia`.
 */
export function renderSpaceHtml(
  space: ServedSpace | undefined,
  publicId: string,
  publicUrl: string,
  box?: SlotBox,
  firstScreen?: string,
): string {
  const script = `<script async src="${e(publicUrl + EMBED_SCRIPT_PATH)}"></script>`;
  const style = box ? ` ${slotBoxAttributes(box)}` : "";
  const slot = (inner: string) => `<div ${SPACE_ATTRIBUTE}="${e(publicId)}"${style}>${inner}</div>\n${script}\n`;
  if (!space) return slot("");
  const labels = labelsFor(space.language);
  const ad = space.ads[0];
  const frame = (badge: string, content: string, business: string, report = "") =>
    `<div class="placard-ad-wrapper" lang="${labels.code}"><div class="placard-ad-container"><div class="placard-ad-item">` +
    `<div class="placard-ad-header"><span class="placard-ad-header-badge">${e(badge)}</span></div>` +
    `<div class="placard-ad-content">${content}</div>` +
    `<div class="placard-ad-footer"><span class="placard-ad-footer-brand">${e(labels.adsBy)}</span>` +
    `<span class="placard-ad-footer-business">${e(business)}</span>${report}</div>` +
    `</div></div></div>`;
  if (ad) {
    const picture =
      ad.creative?.kind === "image" && isHttpUrl(ad.creative.url)
        ? `<div class="placard-ad-image-wrapper"><img class="placard-ad-image" src="${e(ad.creative.url)}"` +
          responsive(ad.creative.srcset, box) +
          ` alt="${e(ad.businessName)}"${loading(firstScreen)}></div>`
        : "";
    return slot(
      frame(
        labels.sponsored,
        `${picture}<h3 class="placard-ad-business-name">${e(ad.businessName)}</h3>` +
          `<p class="placard-ad-description">${e(ad.description)}</p>${link(ad.clickUrl, "sponsored noopener", labels.learnMore)}`,
        ad.location,
        ad.reportUrl && isHttpUrl(ad.reportUrl)
          ? `<a class="placard-ad-report" href="${e(ad.reportUrl)}" rel="nofollow noopener" target="_blank">${e(labels.report)}</a>`
          : "",
      ),
    );
  }
  if (!space.hasRoom) return slot("");
  const price = `${formatDollars(space.priceCents)}${labels.perMonth}`;
  return slot(
    frame(
      labels.advertiseHere,
      `<h3 class="placard-ad-business-name">${e(labels.available)}</h3><p class="placard-ad-description">${e(price)}</p>` +
        link(space.advertiseUrl, "noopener", labels.advertiseHere),
      "",
    ),
  );
}

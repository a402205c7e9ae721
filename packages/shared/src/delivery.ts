/**
 * Where publishers' pages reach Placard. The integration snippets print these paths, so
 * they are a public contract: change them only with a redirect from the old ones.
 */
export const EMBED_SCRIPT_PATH = "/embed/v1/placard.js";
/** The attribute that marks a slot on a publisher's page; its value is the space's public id. */
export const SPACE_ATTRIBUTE = "data-placard-space";
/** Server-side rendering of one space's ad markup, for the PHP and Python snippets. */
export const serveHtmlPath = (publicId: string) => `/serve/html/${publicId}`;

/** Every element the embed renders carries one of these classes (SPEC §2 Customize Ads). */
export const AD_CLASS_PREFIX = "placard-ad-";
export const AD_CLASS_SUFFIXES = [
  "wrapper",
  "container",
  "item",
  "header",
  "header-logo",
  "header-badge",
  "content",
  "image-wrapper",
  "image",
  "business-name",
  "description",
  "cta",
  "footer",
  "footer-brand",
  "footer-business",
] as const;
export type AdClassSuffix = (typeof AD_CLASS_SUFFIXES)[number];
export const adClass = (suffix: AdClassSuffix) => `${AD_CLASS_PREFIX}${suffix}`;

/** The structure the embed builds for each ad, shown to owners so their CSS can target it. */
export const AD_MARKUP_EXAMPLE = `<div class="placard-ad-wrapper">
  <div class="placard-ad-container">
    <div class="placard-ad-item">
      <div class="placard-ad-header">
        <img class="placard-ad-header-logo" src="…" alt="">
        <span class="placard-ad-header-badge">Sponsored</span>
      </div>
      <div class="placard-ad-content">
        <div class="placard-ad-image-wrapper">
          <img class="placard-ad-image" src="…" alt="…">
        </div>
        <h3 class="placard-ad-business-name">Business name</h3>
        <p class="placard-ad-description">What the ad says</p>
        <a class="placard-ad-cta" href="…" rel="sponsored noopener">Learn more</a>
      </div>
      <div class="placard-ad-footer">
        <span class="placard-ad-footer-brand">Ads by Placard</span>
        <span class="placard-ad-footer-business">Business location</span>
      </div>
    </div>
  </div>
</div>`;

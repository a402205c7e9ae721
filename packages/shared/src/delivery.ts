import type { PlacementKey } from "./placements.js";

/**
 * Where publishers' pages reach Placard. The integration snippets print these paths, so
 * they are a public contract: change them only with a redirect from the old ones.
 */
export const EMBED_SCRIPT_PATH = "/embed/v1/placard.js";
/** The embed's default stylesheet and header mark, from Placard's origin so a strict CSP allows them (decision 0052). */
export const EMBED_STYLE_PATH = "/embed/v1/placard.css";
export const EMBED_MARK_PATH = "/embed/v1/mark.svg";
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
  "report",
] as const;
export type AdClassSuffix = (typeof AD_CLASS_SUFFIXES)[number];
export const adClass = (suffix: AdClassSuffix) => `${AD_CLASS_PREFIX}${suffix}`;

/** The structure the embed builds for each ad, shown to owners so their CSS can target it. */
export const AD_MARKUP_EXAMPLE = `<div class="placard-ad-wrapper">
  <div class="placard-ad-container">
    <div class="placard-ad-item">
      <div class="placard-ad-header">
        <span class="placard-ad-header-logo"></span>
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
        <a class="placard-ad-report" href="…" rel="nofollow noopener">Report this ad</a>
      </div>
    </div>
  </div>
</div>`;

/**
 * The decision for every slot on a page, in one request:
 * `GET /serve/v1/spaces?ids=<publicId>,<publicId>…` (at most MAX_SPACES_PER_REQUEST ids).
 * CORS is open on /serve/*; answers are computed from memory, never from the database.
 */
export const SERVE_SPACES_PATH = "/serve/v1/spaces";
/**
 * The space's lead image (decisions 0066, 0067): `GET /serve/v1/spaces/<publicId>/image?w=<px>`
 * answers with the file of the picture its decision shows first at that width (`no-cache`, an
 * ETag naming the file), so a snippet can preload the image with the script. 204 when the
 * first card has no such picture.
 */
export const serveImagePath = (publicId: string) => `${SERVE_SPACES_PATH}/${publicId}/image`;
/** The decision's query flag for a page that preloads the lead image (`?ids=<id>&lead=1`). */
export const LEAD_QUERY = "&lead=1";
/** The widths a lead image is asked for in (the WebP widths made at upload, decision 0060). */
export const LEAD_IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
/** The lead image's `srcset`, the same in the snippet's preload and in the drawn card. */
export const leadImageSrcset = (base: string, publicId: string) =>
  LEAD_IMAGE_WIDTHS.map((w) => `${base}${serveImagePath(publicId)}?w=${w} ${w}w`).join(", ");
/** The `sizes` of an ad's image in a slot `width` px wide: the preload and the card pick the same file. */
export const slotImageSizes = (width: number) => "(max-width:" + width + "px) 100vw," + width + "px";

/** `POST` with the ad's token as the text body (navigator.sendBeacon), or `GET ?t=`; answers 204. */
export const SERVE_VIEW_PATH = "/serve/v1/view";
/** `GET ?t=<token>`: counts the click once and redirects (302) to the business link. */
export const SERVE_CLICK_PATH = "/serve/v1/click";
export const MAX_SPACES_PER_REQUEST = 20;

/** The embed rotates a space's ads this often (SPEC: every 5 s). */
export const ROTATION_MS = 5_000;
/**
 * The longest page path the embed sends with a view or click and the server keeps (decision
 * 0059): the path only, never the query or fragment, which is where pages put what names a person.
 */
export const REACH_PAGE_MAX_LENGTH = 120;

/** A view counts once at least this share of the ad was visible for VIEW_DWELL_MS, tab visible. */
export const VIEW_VISIBLE_RATIO = 0.5;
export const VIEW_DWELL_MS = 1_000;

export interface ServedCreative {
  kind: "image" | "video" | "pdf";
  /** Absolute URL of the file. */
  url: string;
  /** Absolute URL of an image preview (images; PDFs' first page when available), else null. */
  thumbnailUrl: string | null;
  /**
   * Images only: the `srcset` of the WebP widths made at upload and the original
   * (`…/x.w640.webp 640w, …/x.png 1200w`), or null for creatives without them (GIFs, or
   * uploaded before decision 0060 until the daily media job gives them widths).
   */
  srcset?: string | null;
}

export interface ServedAd {
  /** Signed and expiring: names the ad and the space; views and clicks count once per token. */
  token: string;
  businessName: string;
  description: string;
  location: string;
  /** Absolute URL through Placard (SERVE_CLICK_PATH) that counts and redirects; http(s) only. */
  clickUrl: string;
  /** Absolute URL of Placard's "Report this ad" page for this ad (decision 0029); this server always sends it. */
  reportUrl?: string;
  creative: ServedCreative | null;
}

export interface ServedSpace {
  publicId: string;
  name: string;
  /** One of the six LANGUAGE_KEYS; labels are shown in it. */
  language: string;
  priceCents: number;
  capacity: number;
  /** The running ads, at most `capacity`, in a stable order for rotation. */
  ads: ServedAd[];
  /** Room for another advertiser: the embed then shows 'Available Advertising Space'. */
  hasRoom: boolean;
  /** Absolute `/direct-ad?websiteId=…&categoryId=…` link for the 'Advertise here' card. */
  advertiseUrl: string;
}

export interface ServeSpacesResponse {
  /** Keyed by public id; unknown ids are left out. */
  spaces: Record<string, ServedSpace>;
  /** Absolute URL for view beacons. */
  viewUrl: string;
}

/**
 * The box a slot reserves before any script runs (decision 0051): its width and height in
 * CSS pixels. The snippets write it on the slot as an inline style, so the page is laid out
 * with the ad's space already there, and the card is drawn inside it without growing.
 */
export interface SlotBox {
  width: number;
  height: number;
}

/** Each placement's box: wide banners, article-width cards, rails, and the floating kinds. */
export const PLACEMENT_BOXES: Record<PlacementKey, SlotBox> = {
  aboveTheFold: { width: 728, height: 300 },
  HeaderPic: { width: 728, height: 300 },
  bottom: { width: 728, height: 300 },
  proFooter: { width: 728, height: 300 },
  beneathTitle: { width: 600, height: 300 },
  inlineContent: { width: 600, height: 300 },
  inFeed: { width: 600, height: 300 },
  leftRail: { width: 300, height: 600 },
  rightRail: { width: 300, height: 600 },
  sidebar: { width: 300, height: 400 },
  stickySidebar: { width: 300, height: 400 },
  floating: { width: 300, height: 250 },
  mobileInterstial: { width: 320, height: 480 },
  modalPic: { width: 400, height: 400 },
  overlay: { width: 400, height: 300 },
};

/**
 * Placements on a page's first screen, whose snippets preload the lead image (decision 0066),
 * with the media query where that holds: rails and sidebars stack below the text on phones.
 * Others are lower on the page, where the image is fetched only when the reader comes near.
 */
export const FIRST_SCREEN_PLACEMENTS: Partial<Record<PlacementKey, string>> = {
  aboveTheFold: "",
  HeaderPic: "",
  beneathTitle: "",
  leftRail: "(min-width: 1024px)",
  rightRail: "(min-width: 1024px)",
  sidebar: "(min-width: 1024px)",
  stickySidebar: "(min-width: 1024px)",
};
/** The media query under which a placement's snippet preloads its image; undefined: it does not. */
export const firstScreenMedia = (placementKey: string): string | undefined =>
  (FIRST_SCREEN_PLACEMENTS as Record<string, string | undefined>)[placementKey];

/** The box of a placement by its key; 300×250 for a key this version does not know. */
export const boxOf = (placementKey: string): SlotBox =>
  (PLACEMENT_BOXES as Record<string, SlotBox | undefined>)[placementKey] ?? { width: 300, height: 250 };

/** Bounds for a box given in a URL (`/serve/html/:id?w=&h=`). */
export const SLOT_BOX_MAX = 4000;

/**
 * The slot's inline style: the box at most as wide as its container, its height following
 * the width (aspect-ratio), and everything drawn inside clipped to it. `overflow: hidden`
 * also makes the aspect ratio hold whatever the content (no content-based minimum height).
 */
export const slotStyle = ({ width, height }: SlotBox) =>
  `display:block;width:${width}px;max-width:100%;aspect-ratio:${width}/${height};overflow:hidden`;

/**
 * Names the box too, for pages whose CSP forbids style attributes: the embed's stylesheet
 * (linked in the page's <head>) gives every placement's box the same rules (decision 0052).
 */
export const BOX_ATTRIBUTE = "data-placard-box";
/** The slot's box as the snippets write it: `data-placard-box="300x250" style="…"`. */
export const slotBoxAttributes = (box: SlotBox) =>
  `${BOX_ATTRIBUTE}="${box.width}x${box.height}" style="${slotStyle(box)}"`;

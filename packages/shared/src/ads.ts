import { z } from "zod";
import { text } from "./messages.js";
import { formatLongDate } from "./format.js";
import { pageQuerySchema, pageSchema } from "./pagination.js";
import { PLACEMENT_KEYS, SPACE_TYPES } from "./placements.js";
import { PAYMENT_STATUSES, REVIEW_STATUSES, adStateCountsSchema } from "./ads-state.js";

// The state rule (adWebsiteState, adState, the list filters) is ads-state.ts; importers read it from here.
export * from "./ads-state.js";

export const CREATIVE_MAX_BYTES = 52_428_800;
const SIZE_MESSAGE = text("errors.media.creative_size");

/**
 * The one rule for creatives, everywhere an ad's file is taken (the guided /select step,
 * /direct-ad, what /placard-ads promises): an image, a video or a PDF, up to 50 MB, with
 * the direct ad screen's SPEC §5 texts. SPEC §1 lets advertisers submit "image, video or
 * PDF"; its narrower list for the standalone step refused on /select what the rest of the
 * product promised (#15.9, docs/decisions/0022).
 */
export const CREATIVE_RULES = {
  mimes: ["image/jpeg", "image/png", "image/gif", "video/mp4", "video/quicktime", "application/pdf"],
  messages: {
    type: text("errors.media.creative_type"),
    size: SIZE_MESSAGE,
    missing: text("errors.media.creative_missing"),
  },
} as const;

/** What the upload fields say they take: CREATIVE_RULES in words. */
export const CREATIVE_HINT = "Image (JPEG, PNG, GIF), video (MP4, QuickTime) or PDF, up to 50 MB";

/** SPEC §5: optional http/https, a domain, a 2 to 6 letter top-level domain. */
export const BUSINESS_LINK_PATTERN = /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,6}(:\d{1,5})?([/?#]\S*)?$/i;

/** Links are http(s) only: a link typed without a scheme gets https://. */
export function normalizeBusinessLink(link: string): string {
  const trimmed = link.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export const AD_DESCRIPTION_MAX = 2000;

function businessSchema(messages: { name: string; link: string; location: string; description: string }) {
  // A missing field and an empty one get the same text.
  const required = (message: string, max: number) =>
    z.string({ error: message }).trim().min(1, message).max(max, text("errors.at_most_characters", { max }));
  return z.object({
    businessName: required(messages.name, 120),
    businessLink: required(messages.link, 500)
      .regex(BUSINESS_LINK_PATTERN, text("errors.form.url_valid"))
      .transform(normalizeBusinessLink),
    businessLocation: required(messages.location, 200),
    description: required(messages.description, AD_DESCRIPTION_MAX),
  });
}

/** The /business step: every field 'This field is required'. */
export const businessDetailsSchema = businessSchema({
  name: text("errors.form.field_required"),
  link: text("errors.form.field_required"),
  location: text("errors.form.field_required"),
  description: text("errors.form.field_required"),
});
export type BusinessDetails = z.input<typeof businessDetailsSchema>;

/** The direct ad form's own texts. */
export const directAdDetailsSchema = businessSchema({
  name: text("errors.form.business_name_required"),
  link: text("errors.form.business_link_required"),
  location: text("errors.form.business_location_required"),
  description: text("errors.form.description_required"),
});

/** A draft saves whatever the person has typed so far; the checks run on submit. */
export const draftDetailsSchema = z.object({
  businessName: z.string().max(120).optional(),
  businessLink: z.string().max(500).optional(),
  businessLocation: z.string().max(200).optional(),
  description: z.string().max(AD_DESCRIPTION_MAX).optional(),
});

/** The most spaces one ad may choose (so one website's spaces on an ad are bounded; decision 0047). */
export const DRAFT_SPACES_MAX = 200;

export const draftSelectionSchema = z.object({
  websiteIds: z.array(z.string().min(1).max(64)).max(50).optional(),
  spaceIds: z.array(z.string().min(1).max(64)).max(DRAFT_SPACES_MAX).optional(),
});

/**
 * POST /api/ads/{adId}/websites: more websites and spaces for a published ad, in one step
 * (an expired request's "Pick other spaces", decision 0058). Websites already on the ad are refused.
 */
export const addAdSpacesSchema = z.object({
  websiteIds: z.array(z.string().min(1).max(64)).min(1).max(50),
  spaceIds: z.array(z.string().min(1).max(64)).min(1).max(DRAFT_SPACES_MAX),
});
export type AddAdSpacesInput = z.infer<typeof addAdSpacesSchema>;
export const WEBSITE_ALREADY_ON_AD = (name: string) => text("errors.ads.website_already_on_ad", { name });

export const AT_LEAST_ONE_CATEGORY = text("errors.ads.at_least_one_category");
export const AT_LEAST_ONE_WEBSITE = text("errors.ads.at_least_one_website");

export const creativeSchema = z.object({
  kind: z.enum(["image", "video", "pdf"]),
  mime: z.string(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  sizeBytes: z.number().int(),
});
export type Creative = z.infer<typeof creativeSchema>;

export const draftSchema = z.object({
  id: z.string(),
  creative: creativeSchema.nullable(),
  businessName: z.string(),
  businessLink: z.string(),
  businessLocation: z.string(),
  description: z.string(),
  selectedWebsiteIds: z.array(z.string()),
  selectedSpaceIds: z.array(z.string()),
  updatedAt: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;

export const adWebsiteSchema = z.object({
  requestId: z.string(),
  websiteId: z.string(),
  name: z.string(),
  url: z.string(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  rejectionReason: z.string().nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  isConfirmed: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Approved and unpaid: the end of the payment window, while the slot is held for it. */
  holdExpiresAt: z.string().nullable(),
  /** Approved, unpaid and the payment window closed: the advertiser may ask again. */
  isLapsed: z.boolean(),
  amountCents: z.number().int(),
  spaces: z.array(z.object({ id: z.string(), name: z.string(), priceCents: z.number().int() })),
});
export type AdWebsite = z.infer<typeof adWebsiteSchema>;

/**
 * An ad as lists and its own page read it (decision 0047): counts and states, never its
 * websites, which grow without bound (GET /api/ads/{adId}/websites pages them). Only two
 * websites ride along, for the dashboard card: the first awaiting payment (Pay Now) and the
 * first rejection's reason.
 */
export const adSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  businessLink: z.string(),
  businessLocation: z.string(),
  description: z.string(),
  creative: creativeSchema.nullable(),
  campaignStatus: z.enum(["Active", "Partially Active", "Pending"]),
  websitesCount: z.number().int(),
  spacesCount: z.number().int(),
  /** The ad's websites per state; they add up to websitesCount. */
  stateCounts: adStateCountsSchema,
  /** The ad's first website awaiting payment (the card's Pay Now), or null. */
  payable: adWebsiteSchema.nullable(),
  /** The reason of the ad's first rejection that gave one, or null. */
  rejectionReason: z.string().nullable(),
  views: z.number().int(),
  clicks: z.number().int(),
  submittedAt: z.string().nullable(),
});
export type Ad = z.infer<typeof adSchema>;

/** GET /api/ads: a page of the advertiser's published ads (adListQuerySchema), newest submitted first. */
export const adPageSchema = pageSchema(adSchema);
/** GET /api/ads/{adId}/websites (adWebsitesQuerySchema): the ad's websites, a page at a time. */
export const adWebsitePageSchema = pageSchema(adWebsiteSchema);
/** GET /api/ads/totals: how many ads match the filter (the database counts, not the page). */
export const adTotalsSchema = z.object({ count: z.number().int() });
export type AdTotals = z.infer<typeof adTotalsSchema>;

/** The measuring window of "measured by Placard" (#17.4): the full UTC days before today. */
export const MEASURED_WINDOW_DAYS = 30;
/** A space younger than this many full days shows "not enough data yet". */
export const MEASURED_MIN_DAYS = 7;
/**
 * What "not enough data yet" needs (#34.15): a count only becomes a measurement after
 * MEASURED_MIN_DAYS full UTC days, however many views the first days had (decision 0033).
 */
export const NOT_ENOUGH_DATA_TEXT = `Not enough data yet: traffic is measured once a space has ${MEASURED_MIN_DAYS} full days of history`;
export const WEBSITE_NOT_ENOUGH_DATA_TEXT = `Traffic: not enough data yet, measured once one of its spaces has ${MEASURED_MIN_DAYS} full days of history`;

/** A space's counted traffic (views and clicks as delivery counts them), averaged per day. */
export const measuredTrafficSchema = z.object({
  /** Full days averaged over: the space's age, at most MEASURED_WINDOW_DAYS. */
  days: z.number().int(),
  viewsPerDay: z.number(),
  clicksPerDay: z.number(),
});
export type MeasuredTraffic = z.infer<typeof measuredTrafficSchema>;

export const publicWebsiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  spaceCount: z.number().int(),
  /** Ownership proven by the meta tag or the well-known file Placard fetched itself. */
  verified: z.boolean(),
  /** Views per day over its measured spaces; null while none has enough data. */
  measuredViewsPerDay: z.number().nullable(),
});
export type PublicWebsite = z.infer<typeof publicWebsiteSchema>;

/** `a,b,c` as its non-empty ids. */
export const splitIds = (value: string) => value.split(",").filter(Boolean);

/** At most this many websites by id (`ids=`): the spaces step names the draft's chosen websites. */
export const MARKETPLACE_IDS_MAX = 50;

/**
 * GET /api/marketplace/websites: a page of other owners' websites, newest first (decision 0020);
 * `q` searches name and address, `ids` (comma-separated) keeps only those websites.
 */
export const marketplaceWebsitesQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  ids: z
    .string()
    .max(2000)
    .refine((value) => splitIds(value).length <= MARKETPLACE_IDS_MAX, {
      message: text("errors.form.at_most_websites", { max: MARKETPLACE_IDS_MAX }),
    })
    .optional(),
});
export type MarketplaceWebsitesQuery = z.input<typeof marketplaceWebsitesQuerySchema>;
export const publicWebsitePageSchema = pageSchema(publicWebsiteSchema);

export const publicSpaceSchema = z.object({
  id: z.string(),
  websiteId: z.string(),
  placementKey: z.enum(PLACEMENT_KEYS),
  spaceType: z.enum(SPACE_TYPES),
  name: z.string(),
  description: z.string(),
  instructions: z.string(),
  priceCents: z.number().int(),
  capacity: z.number().int(),
  /** Capacity less paid bookings and approvals inside their payment window (pending requests take none). */
  available: z.number().int(),
  isFull: z.boolean(),
  /**
   * When full today: the first day (YYYY-MM-DD, UTC) a new 30-day booking fits, within
   * SCHEDULE_MAX_DAYS (decision 0025); such a space can still be chosen, and Pay Now offers
   * that day. Null when there is room today, or none within SCHEDULE_MAX_DAYS.
   */
  freeFrom: z.string().nullable(),
  /** What the owner declared (SPEC §9 tier and monthly visitors), shown beside the measurement. */
  tier: z.string(),
  visitorMin: z.number().int(),
  visitorMax: z.number().int(),
  /** Placard's own counts over the last 30 days; null: "not enough data yet". */
  measured: measuredTrafficSchema.nullable(),
  /** The monthly price per 1,000 measured views (a month is 30 days); null without views. */
  pricePerThousandViewsCents: z.number().int().nullable(),
});
export type PublicSpace = z.infer<typeof publicSpaceSchema>;

/** Orders of the marketplace's space lists: as listed, or cheapest per 1,000 measured views first. */
export const SPACE_SORTS = ["listed", "pricePerThousandViews"] as const;
export type SpaceSort = (typeof SPACE_SORTS)[number];

/**
 * Whether an advertiser may choose the space for a new ad: it has room today, or it is full
 * today and frees up for 30 days within SCHEDULE_MAX_DAYS (`freeFrom`, decision 0025).
 */
export const isChoosable = (space: Pick<PublicSpace, "isFull" | "freeFrom">) =>
  !space.isFull || space.freeFrom !== null;

/** Beside "Fully Booked": the day a space full today can be booked from, in the UI's one date format (#34.9). */
export const FREE_FROM_TEXT = (date: string) => `Free from ${formatLongDate(date)}`;

export const FULLY_BOOKED_MESSAGE = (name: string) => text("errors.ads.fully_booked", { name });

/** Pay Now after the payment window closed (decision 0015). */
export const APPROVAL_LAPSED_MESSAGE = text("errors.ads.approval_lapsed");
/** Pay Now when the slot was not held for this request and none is free. */
export const NO_ROOM_TO_PAY_MESSAGE = (name: string) => text("errors.ads.no_room_to_pay", { name });
export const ASK_AGAIN_REFUSED = text("errors.ads.ask_again_refused");

// The state rule of an ad's websites (decision 0049): where an ad stands on each website, the
// ad's state as a whole and the filters of the ad lists. Split from ads.ts (issue #31), which
// re-exports it, so importers keep reading "@placard/shared/ads".
import { z } from "zod";
import { pageQuerySchema } from "./pagination.js";

/** `expired`: the owner did not answer within the operator's window (decision 0058). */
export const REVIEW_STATUSES = ["pending", "approved", "rejected", "expired"] as const;
export const PAYMENT_STATUSES = ["unpaid", "paid", "refunded"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** SPEC §4: all websites approved = Active, some = Partially Active, none = Pending. */
export type CampaignStatus = "Active" | "Partially Active" | "Pending";
export function campaignStatus(reviews: ReviewStatus[]): CampaignStatus {
  const approved = reviews.filter((review) => review === "approved").length;
  if (reviews.length > 0 && approved === reviews.length) return "Active";
  return approved > 0 ? "Partially Active" : "Pending";
}

/** What adWebsiteState reads of an ad's website (AdWebsite's fields of the same names). */
export type AdWebsiteFacts = {
  reviewStatus: ReviewStatus;
  paymentStatus: (typeof PAYMENT_STATUSES)[number];
  isLapsed: boolean;
  startsAt: string | null;
  endsAt: string | null;
};

/** How many of an ad's websites stand in each state (adWebsiteState's rule, counted by the database). */
export const adStateCountsSchema = z.object({
  awaitingReview: z.number().int(),
  awaitingPayment: z.number().int(),
  approvalLapsed: z.number().int(),
  expired: z.number().int(),
  scheduled: z.number().int(),
  running: z.number().int(),
  ended: z.number().int(),
  rejected: z.number().int(),
});
export type AdStateCounts = z.infer<typeof adStateCountsSchema>;

/**
 * Where an ad stands on one website (#15, decision 0049), the one rule every screen that shows
 * an ad's state uses (/dashboard, /approved-detail and its related ads, /approved-ads):
 * awaiting the owner's review, approved and awaiting payment, the approval lapsed unpaid,
 * paid and waiting for its scheduled start, paid and running, ended (or refunded), rejected, or
 * expired: the owner did not answer within the operator's window (decision 0058).
 */
export type AdWebsiteState =
  "awaitingReview" | "awaitingPayment" | "approvalLapsed" | "expired" | "scheduled" | "running" | "ended" | "rejected";

export function adWebsiteState(website: AdWebsiteFacts, now: Date = new Date()): AdWebsiteState {
  if (website.reviewStatus === "rejected") return "rejected";
  if (website.reviewStatus === "expired") return "expired";
  if (website.reviewStatus === "pending") return "awaitingReview";
  if (website.paymentStatus === "refunded") return "ended";
  if (website.paymentStatus === "unpaid") return website.isLapsed ? "approvalLapsed" : "awaitingPayment";
  if (website.endsAt !== null && new Date(website.endsAt) <= now) return "ended";
  return website.startsAt !== null && new Date(website.startsAt) > now ? "scheduled" : "running";
}

export const AD_STATE_LABELS: Record<AdWebsiteState, string> = {
  awaitingReview: "Awaiting review",
  awaitingPayment: "Awaiting payment",
  approvalLapsed: "Approval lapsed",
  expired: "Expired",
  scheduled: "Scheduled",
  running: "Running",
  ended: "Ended",
  rejected: "Rejected",
};

/**
 * The ad's state as a whole: what asks for the advertiser's action first (paying, then
 * asking again), then what is live, then what is booked to start, then what waits, and only
 * when every website says so, rejected or ended.
 */
const AD_STATE_PRIORITY: AdWebsiteState[] = [
  "awaitingPayment",
  "running",
  "scheduled",
  "awaitingReview",
  "approvalLapsed",
  "expired",
  "ended",
  "rejected",
];

export function adState(ad: { websites: AdWebsiteFacts[] }, now: Date = new Date()): AdWebsiteState {
  const states = new Set(ad.websites.map((website) => adWebsiteState(website, now)));
  return AD_STATE_PRIORITY.find((state) => states.has(state)) ?? "awaitingReview";
}

/** adState's rule over the counts a list item carries (decision 0047): the first state any website is in. */
export function adStateOfCounts(counts: AdStateCounts): AdWebsiteState {
  return AD_STATE_PRIORITY.find((state) => counts[state] > 0) ?? "awaitingReview";
}

/** Whether any of the ad's websites is in `state` (the dashboard's state filters). */
export function hasWebsiteIn(
  ad: { websites: AdWebsiteFacts[] },
  state: AdWebsiteState,
  now: Date = new Date(),
): boolean {
  return ad.websites.some((website) => adWebsiteState(website, now) === state);
}

/**
 * The /dashboard filters, applied by the server in SQL (#19): "approved" = approved on at
 * least one website, "pending" = awaiting an owner's review on at least one, a state = on at
 * least one website in that state (adWebsiteState's rule).
 */
export const AD_LIST_FILTERS = [
  "approved",
  "pending",
  "awaitingPayment",
  "scheduled",
  "running",
  "ended",
  "rejected",
  "approvalLapsed",
  "expired",
] as const;
export type AdListFilter = (typeof AD_LIST_FILTERS)[number];

/** `?q=&state=`: search on business name and description (case-insensitive), and a filter. */
export const adListFilterSchema = z.object({
  q: z.string().trim().max(200).optional(),
  state: z.enum(AD_LIST_FILTERS).optional(),
});
export type AdListQuery = z.infer<typeof adListFilterSchema>;
/** GET /api/ads: a page of the advertiser's published ads, newest submitted first. */
export const adListQuerySchema = adListFilterSchema.extend(pageQuerySchema.shape);
/**
 * GET /api/ads/{adId}/websites: the ad's websites (each with its chosen spaces, at most
 * DRAFT_SPACES_MAX), newest first, a page at a time; `state` keeps those in that state.
 */
export const adWebsitesQuerySchema = pageQuerySchema.extend({ state: z.enum(AD_LIST_FILTERS).optional() });
export type AdWebsitesQuery = z.input<typeof adWebsitesQuerySchema>;

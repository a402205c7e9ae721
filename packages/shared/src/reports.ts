import { z } from "zod";
import { dateRangeSchema } from "./pagination.js";
import { text } from "./messages.js";

const counts = { views: z.number().int(), clicks: z.number().int() };

/**
 * Why delivery did not count a view or a click (decision 0013): no or a bot's User-Agent,
 * a view sooner than a second after its ad was served, a token that already counted, a
 * token sent by another client than the one it was served to, or over the per-client,
 * per-ad limit.
 */
export const REFUSAL_REASONS = ["bot", "tooFast", "replay", "otherClient", "overLimit"] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** The reasons as a report names them. */
export const REFUSAL_LABELS: Record<RefusalReason, string> = {
  bot: "bot",
  tooFast: "too fast",
  replay: "replay",
  otherClient: "other client",
  overLimit: "over limit",
};

/** Views and clicks delivery refused, in total and per reason. */
export const notCountedSchema = z.object({
  total: z.number().int(),
  bot: z.number().int(),
  tooFast: z.number().int(),
  replay: z.number().int(),
  otherClient: z.number().int(),
  overLimit: z.number().int(),
});
export type NotCounted = z.infer<typeof notCountedSchema>;

/** Click-through rate in percent, one decimal; 0 without views. */
export function clickThroughRate(views: number, clicks: number): number {
  return views === 0 ? 0 : Math.round((clicks / views) * 1000) / 10;
}

/**
 * `?from=&to=` (YYYY-MM-DD, both inclusive) on a report, its chart and its CSV; none = all time.
 * Days older than the server's STATS_DAILY_DAYS are kept as monthly rows (decision 0028): a
 * range that reaches into such a month counts the whole month.
 */
export const reportRangeSchema = dateRangeSchema.refine((range) => !range.from || !range.to || range.from <= range.to, {
  message: text("errors.range_order"),
  path: ["to"],
});
export type ReportRange = z.infer<typeof reportRangeSchema>;

/** A chart shows days up to this span, and months beyond it or once its days are rolled up. */
export const DAY_CHART_MAX_DAYS = 92;
export const CHART_GRANULARITIES = ["day", "month"] as const;
export type ChartGranularity = (typeof CHART_GRANULARITIES)[number];

/** The chart's points, oldest first: `day` is the UTC day, or the month's first day when by month. */
const seriesFields = {
  granularity: z.enum(CHART_GRANULARITIES),
  daily: z.array(z.object({ day: z.string(), ...counts })),
};

/** How many websites an ad's report names (most views first); the CSV carries every one (#29.5). */
export const AD_REPORT_WEBSITES_MAX = 100;

/** GET /api/ads/:adId/stats — the advertiser's report for one ad. */
export const adStatsSchema = z.object({
  ...counts,
  /** The AD_REPORT_WEBSITES_MAX websites with the most views in the range, then by name. */
  websites: z.array(z.object({ websiteId: z.string(), name: z.string(), ...counts })).max(AD_REPORT_WEBSITES_MAX),
  /** How many websites counted in the range, named or not. */
  websitesCount: z.number().int(),
  ...seriesFields,
  /** Events of this ad that were not counted, and why. */
  notCounted: notCountedSchema,
});
export type AdStats = z.infer<typeof adStatsSchema>;

/** GET /api/websites/:websiteId/stats — the owner's impressions and clicks per space. */
export const websiteStatsSchema = z.object({
  ...counts,
  spaces: z.array(z.object({ spaceId: z.string(), name: z.string(), ...counts })),
  ...seriesFields,
  /** Events on this website's spaces that were not counted, and why. */
  notCounted: notCountedSchema,
});
export type WebsiteStats = z.infer<typeof websiteStatsSchema>;

import { z } from "zod";

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

/** GET /api/ads/:adId/stats — the advertiser's report for one ad. */
export const adStatsSchema = z.object({
  ...counts,
  websites: z.array(z.object({ websiteId: z.string(), name: z.string(), ...counts })),
  /** One entry per day with counts, oldest first (UTC days, `YYYY-MM-DD`). */
  daily: z.array(z.object({ day: z.string(), ...counts })),
  /** Events of this ad that were not counted, and why. */
  notCounted: notCountedSchema,
});
export type AdStats = z.infer<typeof adStatsSchema>;

/** GET /api/websites/:websiteId/stats — the owner's impressions and clicks per space. */
export const websiteStatsSchema = z.object({
  ...counts,
  spaces: z.array(z.object({ spaceId: z.string(), name: z.string(), ...counts })),
  /** Events on this website's spaces that were not counted, and why. */
  notCounted: notCountedSchema,
});
export type WebsiteStats = z.infer<typeof websiteStatsSchema>;

import { z } from "zod";

const counts = { views: z.number().int(), clicks: z.number().int() };

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
});
export type AdStats = z.infer<typeof adStatsSchema>;

/** GET /api/websites/:websiteId/stats — the owner's impressions and clicks per space. */
export const websiteStatsSchema = z.object({
  ...counts,
  spaces: z.array(z.object({ spaceId: z.string(), name: z.string(), ...counts })),
});
export type WebsiteStats = z.infer<typeof websiteStatsSchema>;

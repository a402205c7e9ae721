import { MEASURED_MIN_DAYS, MEASURED_WINDOW_DAYS, type MeasuredTraffic } from "@placard/shared/ads";
import { and, gte, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { dailyStats } from "../../db/schema/campaigns.js";

const DAY_MS = 86_400_000;
/** A booking's length: the monthly price buys 30 days. */
const BOOKING_DAYS = 30;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Counted views and clicks per space over the window [from, to) of UTC days, and its first counted day. */
async function countsBySpace(executor: Executor, spaceIds: string[], from: string, to: string) {
  if (spaceIds.length === 0) return new Map<string, { views: number; clicks: number; firstDay: string }>();
  // daily_stats_space_day_idx (space_id, day): each space's 30 days, never the whole table.
  const rows = await executor
    .select({
      spaceId: dailyStats.spaceId,
      views: sql<number>`coalesce(sum(${dailyStats.views}), 0)::int`,
      clicks: sql<number>`coalesce(sum(${dailyStats.clicks}), 0)::int`,
      firstDay: sql<string>`min(${dailyStats.day})::text`,
    })
    .from(dailyStats)
    .where(
      and(
        // One array parameter, however many spaces: `= any($1)` plans as the index's lookup list.
        sql`${dailyStats.spaceId} = any(${sql.param(spaceIds)}::text[])`,
        gte(dailyStats.day, from),
        lt(dailyStats.day, to),
      ),
    )
    .groupBy(dailyStats.spaceId);
  return new Map(
    rows.map((row) => [
      row.spaceId,
      { views: Number(row.views), clicks: Number(row.clicks), firstDay: String(row.firstDay) },
    ]),
  );
}

const perDay = (count: number, days: number) => Math.round((count / days) * 10) / 10;

/**
 * "Measured by Placard" (#17.4): each space's average counted views and clicks per day over
 * the UTC days before today, at most 30, from the space's own daily stats. A space with
 * fewer than MEASURED_MIN_DAYS days behind it has not enough data yet (null). Daily stats
 * cover at least the last 35 days (STATS_DAILY_DAYS), so the window is never rolled up.
 */
export async function measuredTraffic(
  executor: Executor,
  spaces: readonly { id: string; createdAt: Date }[],
  now = new Date(),
): Promise<Map<string, MeasuredTraffic | null>> {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const counts = await countsBySpace(
    executor,
    spaces.map((space) => space.id),
    isoDay(today - MEASURED_WINDOW_DAYS * DAY_MS),
    isoDay(today),
  );
  return new Map(
    spaces.map((space) => {
      const count = counts.get(space.id);
      // Calendar days of history before today, the first (partial) one included: from the
      // space's creation, or its first counted day if earlier (imported or demo data).
      const created = Math.floor(space.createdAt.getTime() / DAY_MS) * DAY_MS;
      const firstCounted = count ? Date.parse(`${count.firstDay}T00:00:00Z`) : created;
      const age = (today - Math.min(created, firstCounted)) / DAY_MS;
      if (age < MEASURED_MIN_DAYS) return [space.id, null];
      const days = Math.min(age, MEASURED_WINDOW_DAYS);
      const views = count?.views ?? 0;
      const clicks = count?.clicks ?? 0;
      return [space.id, { days, viewsPerDay: perDay(views, days), clicksPerDay: perDay(clicks, days) }];
    }),
  );
}

/** The monthly price per 1,000 measured views, in cents; null without measured views. */
export function pricePerThousandViews(priceCents: number, measured: MeasuredTraffic | null): number | null {
  if (!measured || measured.viewsPerDay <= 0) return null;
  return Math.round((priceCents * 1000) / (measured.viewsPerDay * BOOKING_DAYS));
}

/** A website's measured views per day: the sum over its spaces that have enough data. */
export function websiteViewsPerDay(measured: readonly (MeasuredTraffic | null)[]): number | null {
  const known = measured.filter((item): item is MeasuredTraffic => item !== null);
  if (known.length === 0) return null;
  return Math.round(known.reduce((sum, item) => sum + item.viewsPerDay, 0) * 10) / 10;
}

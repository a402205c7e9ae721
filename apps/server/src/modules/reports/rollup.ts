import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { type Db, selectRows } from "../../db/client.js";
import { registerDailyJob, scheduleDailyJob } from "../../lib/jobs/daily.js";

/**
 * Roll-ups (decision 0028): daily stats and refusals older than STATS_DAILY_DAYS move into one
 * row per (ad, space, month), whole months at a time, so a two-year chart reads a few dozen rows per
 * space. A job on the durable queue does it once a day (dedupe key per day: one run
 * whatever the number of servers), then schedules tomorrow's.
 */
export const STATS_ROLLUP_JOB = "stats.rollup";

/** Rows moved per transaction: a first roll-up of years of data never holds one long lock. */
const BATCH = 5_000;

/** The first day still kept by day: the start of the month that holds `today - days`. */
export function rollupCutoff(today: Date, days: number): string {
  const edge = new Date(today.getTime() - days * 86_400_000);
  return `${edge.toISOString().slice(0, 7)}-01`;
}

/** A daily table and the monthly table its old days move into, with the counts both carry. */
interface Rollup {
  daily: string;
  monthly: string;
  /** What a row is of, besides its period (the unique key's other columns). */
  keys: string;
  counts: readonly string[];
}

const COUNTED = "ad_id, space_id";
const STATS: Rollup = { daily: "daily_stats", monthly: "monthly_stats", keys: COUNTED, counts: ["views", "clicks"] };
/** Reach by country, device and page (decision 0059). */
const REACH: Rollup = {
  daily: "daily_reach",
  monthly: "monthly_reach",
  keys: "ad_id, website_id, dimension, value",
  counts: ["views", "clicks"],
};
/** Counts per creative (decision 0061). */
const CREATIVES: Rollup = {
  daily: "daily_creative_stats",
  monthly: "monthly_creative_stats",
  keys: "ad_id, number",
  counts: ["views", "clicks"],
};
const REFUSALS: Rollup = {
  keys: COUNTED,
  daily: "daily_refusals",
  monthly: "monthly_refusals",
  counts: ["bot", "too_fast", "replay", "other_client", "over_limit"],
};

/**
 * Moves every daily row before `cutoff` into its month, `BATCH` rows per statement (delete and
 * insert in one statement: a report never sees a row in both tables or in neither). Returns
 * how many daily rows moved. (Table and column names are the constants above.)
 */
async function rollUp(db: Db, { daily, monthly, keys: keyList, counts }: Rollup, cutoff: string): Promise<number> {
  const keys = sql.raw(keyList);
  const columns = sql.raw(counts.join(", "));
  const sums = sql.raw(counts.map((count) => `sum(${count})::int`).join(", "));
  const adds = sql.raw(counts.map((count) => `${count} = ${monthly}.${count} + excluded.${count}`).join(", "));
  let moved = 0;
  for (;;) {
    const [result] = await selectRows<{ moved: number }>(
      db,
      sql`with moved as (
            delete from ${sql.raw(daily)} where ctid in (
              select ctid from ${sql.raw(daily)} where day < ${cutoff}::date limit ${BATCH}
            ) returning ${keys}, day, ${columns}
          ), summed as (
            insert into ${sql.raw(monthly)} (${keys}, month, ${columns})
            select ${keys}, date_trunc('month', day)::date, ${sums}
            from moved group by ${keys}, date_trunc('month', day)
            on conflict (${keys}, month) do update set ${adds}
          )
          select count(*)::int as moved from moved`,
    );
    const count = result?.moved ?? 0;
    moved += count;
    if (count < BATCH) return moved;
  }
}

/** Daily stats before `cutoff` into `monthly_stats`; how many daily rows moved. */
export const rollUpDailyStats = (db: Db, cutoff: string) => rollUp(db, STATS, cutoff);

/** Daily reach before `cutoff` into `monthly_reach`, as the stats; how many daily rows moved. */
export const rollUpDailyReach = (db: Db, cutoff: string) => rollUp(db, REACH, cutoff);

/** Daily counts per creative before `cutoff` into `monthly_creative_stats`, as the stats. */
export const rollUpDailyCreativeStats = (db: Db, cutoff: string) => rollUp(db, CREATIVES, cutoff);

/** Daily refusals before `cutoff` into `monthly_refusals`, as the stats; how many daily rows moved. */
export const rollUpDailyRefusals = (db: Db, cutoff: string) => rollUp(db, REFUSALS, cutoff);

const ROLLUP_JOB = { kind: STATS_ROLLUP_JOB, keyPrefix: "stats-rollup" };

/** Today's roll-up (or, run at `at`, that day's), once per day across every server. */
export async function scheduleStatsRollup(db: Db, at: Date) {
  await scheduleDailyJob(db, ROLLUP_JOB, at);
}

export function registerStatsRollup(app: FastifyInstance) {
  registerDailyJob(app, {
    ...ROLLUP_JOB,
    hourUtc: 3,
    async run(now) {
      const cutoff = rollupCutoff(now, app.config.STATS_DAILY_DAYS);
      const moved = await rollUpDailyStats(app.database.db, cutoff);
      const refusals = await rollUpDailyRefusals(app.database.db, cutoff);
      const reach = await rollUpDailyReach(app.database.db, cutoff);
      const creatives = await rollUpDailyCreativeStats(app.database.db, cutoff);
      if (moved + refusals + reach + creatives > 0) {
        app.log.info({ moved, refusals, reach, creatives }, "Daily stats, refusals, reach and creatives rolled up");
      }
    },
  });
}

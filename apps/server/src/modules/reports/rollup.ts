import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { type Db, selectRows } from "../../db/client.js";
import { registerDailyJob, scheduleDailyJob } from "../../lib/jobs/daily.js";

/**
 * Roll-ups (decision 0028): daily stats older than STATS_DAILY_DAYS move into one row per
 * (ad, space, month), whole months at a time, so a two-year chart reads a few dozen rows per
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

/**
 * Moves every daily row before `cutoff` into its month, `BATCH` rows per statement (delete and
 * insert in one statement: a report never sees a row in both tables or in neither). Returns
 * how many daily rows moved.
 */
export async function rollUpDailyStats(db: Db, cutoff: string): Promise<number> {
  let moved = 0;
  for (;;) {
    const [result] = await selectRows<{ moved: number }>(
      db,
      sql`with moved as (
            delete from daily_stats where ctid in (
              select ctid from daily_stats where day < ${cutoff}::date limit ${BATCH}
            ) returning ad_id, space_id, day, views, clicks
          ), summed as (
            insert into monthly_stats (ad_id, space_id, month, views, clicks)
            select ad_id, space_id, date_trunc('month', day)::date, sum(views)::int, sum(clicks)::int
            from moved group by ad_id, space_id, date_trunc('month', day)
            on conflict (ad_id, space_id, month) do update
              set views = monthly_stats.views + excluded.views, clicks = monthly_stats.clicks + excluded.clicks
          )
          select count(*)::int as moved from moved`,
    );
    const count = result?.moved ?? 0;
    moved += count;
    if (count < BATCH) return moved;
  }
}

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
      const moved = await rollUpDailyStats(app.database.db, rollupCutoff(now, app.config.STATS_DAILY_DAYS));
      if (moved > 0) app.log.info({ moved }, "Daily stats rolled up into months");
    },
  });
}

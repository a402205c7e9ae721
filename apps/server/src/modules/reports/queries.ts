import { type NotCounted, REFUSAL_REASONS, type ReportRange } from "@placard/shared/reports";
import { type SQL, and, eq, sql } from "drizzle-orm";
import { type Executor, selectRows } from "../../db/client.js";
import { dailyRefusals } from "../../db/schema/campaigns.js";
import { spaces } from "../../db/schema/inventory.js";

/**
 * Counts live in two tables (decision 0028): `daily_stats` for recent days and `monthly_stats`
 * for the months rolled up from them (never both for one month). A range takes the days in
 * it and every rolled-up month it touches.
 */
function inRange(column: SQL, range: ReportRange, unit: "day" | "month"): SQL {
  const from = range.from
    ? unit === "day"
      ? sql` and ${column} >= ${range.from}::date`
      : sql` and ${column} >= date_trunc('month', ${range.from}::date)::date`
    : sql``;
  const to = range.to ? sql` and ${column} <= ${range.to}::date` : sql``;
  return sql`${from}${to}`;
}

/** Rows from both tables, filtered by `where` (on alias s) and the range. */
function statsRows(where: SQL, range: ReportRange): SQL {
  return sql`(
    select s.ad_id, s.space_id, s.day as period, s.views, s.clicks from daily_stats s
    where ${where}${inRange(sql`s.day`, range, "day")}
    union all
    select s.ad_id, s.space_id, s.month as period, s.views, s.clicks from monthly_stats s
    where ${where}${inRange(sql`s.month`, range, "month")}
  )`;
}

export interface Counts {
  views: number;
  clicks: number;
}

/** An ad's counts per website (through the spaces that showed it). */
export async function adCountsByWebsite(executor: Executor, adId: string, range: ReportRange = {}) {
  return selectRows<Counts & { websiteId: string; name: string }>(
    executor,
    sql`select w.id as "websiteId", w.name, coalesce(sum(t.views), 0)::int as views, coalesce(sum(t.clicks), 0)::int as clicks
        from ${statsRows(sql`s.ad_id = ${adId}`, range)} t
        join spaces sp on sp.id = t.space_id join websites w on w.id = sp.website_id
        group by w.id, w.name order by w.name`,
  );
}

/** An ad's counts per period, oldest first: days from daily rows, months from rolled-up ones. */
export async function adCountsByPeriod(executor: Executor, adId: string, range: ReportRange = {}) {
  return countsByPeriod(executor, sql`s.ad_id = ${adId}`, range);
}

/** The website's counts per period (all its spaces), oldest first. */
export async function websiteCountsByPeriod(executor: Executor, websiteId: string, range: ReportRange = {}) {
  // `= any(array(…))`: the website's few space ids first, then the (space, day) index for each.
  return countsByPeriod(
    executor,
    sql`s.space_id = any(array(select id from spaces where website_id = ${websiteId}))`,
    range,
  );
}

async function countsByPeriod(executor: Executor, where: SQL, range: ReportRange) {
  const rows = await selectRows<Counts & { day: string; isMonth: boolean }>(
    executor,
    sql`select period::text as day, false as "isMonth", sum(views)::int as views, sum(clicks)::int as clicks
        from (select s.day as period, s.views, s.clicks from daily_stats s
              where ${where}${inRange(sql`s.day`, range, "day")}) d group by period
        union all
        select period::text, true, sum(views)::int, sum(clicks)::int
        from (select s.month as period, s.views, s.clicks from monthly_stats s
              where ${where}${inRange(sql`s.month`, range, "month")}) m group by period
        order by 1`,
  );
  return rows;
}

/** Every space of a website with its counts in the range (zero when it showed no ad). */
export async function websiteCountsBySpace(executor: Executor, websiteId: string, range: ReportRange = {}) {
  return selectRows<Counts & { spaceId: string; name: string }>(
    executor,
    sql`select sp.id as "spaceId", sp.name,
               coalesce((select sum(t.views) from ${statsRows(sql`s.space_id = sp.id`, range)} t), 0)::int as views,
               coalesce((select sum(t.clicks) from ${statsRows(sql`s.space_id = sp.id`, range)} t), 0)::int as clicks
        from spaces sp where sp.website_id = ${websiteId} order by sp.created_at`,
  );
}

const refused = {
  bot: sql<number>`coalesce(sum(${dailyRefusals.bot}), 0)::int`,
  tooFast: sql<number>`coalesce(sum(${dailyRefusals.tooFast}), 0)::int`,
  replay: sql<number>`coalesce(sum(${dailyRefusals.replay}), 0)::int`,
  otherClient: sql<number>`coalesce(sum(${dailyRefusals.otherClient}), 0)::int`,
  overLimit: sql<number>`coalesce(sum(${dailyRefusals.overLimit}), 0)::int`,
};

function withTotal(row: Omit<NotCounted, "total"> | undefined): NotCounted {
  const reasons = row ?? { bot: 0, tooFast: 0, replay: 0, otherClient: 0, overLimit: 0 };
  return { total: REFUSAL_REASONS.reduce((sum, reason) => sum + reasons[reason], 0), ...reasons };
}

const refusedIn = (range: ReportRange) => [
  range.from ? sql`${dailyRefusals.day} >= ${range.from}::date` : undefined,
  range.to ? sql`${dailyRefusals.day} <= ${range.to}::date` : undefined,
];

/** The views and clicks of an ad that delivery refused (in the range), per reason. */
export async function adRefusals(executor: Executor, adId: string, range: ReportRange = {}) {
  const [row] = await executor
    .select(refused)
    .from(dailyRefusals)
    .where(and(eq(dailyRefusals.adId, adId), ...refusedIn(range)));
  return withTotal(row);
}

/** The views and clicks on a website's spaces that delivery refused (in the range), per reason. */
export async function websiteRefusals(executor: Executor, websiteId: string, range: ReportRange = {}) {
  const [row] = await executor
    .select(refused)
    .from(dailyRefusals)
    .innerJoin(spaces, eq(spaces.id, dailyRefusals.spaceId))
    .where(and(eq(spaces.websiteId, websiteId), ...refusedIn(range)));
  return withTotal(row);
}

import { AD_REPORT_WEBSITES_MAX, type NotCounted, REFUSAL_REASONS, type ReportRange } from "@placard/shared/reports";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, selectRows } from "../../db/client.js";

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
  const rows = await selectRows<Counts & { websiteId: string; name: string; total: number }>(
    executor,
    sql`select w.id as "websiteId", w.name, coalesce(sum(t.views), 0)::int as views, coalesce(sum(t.clicks), 0)::int as clicks,
               count(*) over ()::int as total
        from ${statsRows(sql`s.ad_id = ${adId}`, range)} t
        join spaces sp on sp.id = t.space_id join websites w on w.id = sp.website_id
        group by w.id, w.name order by views desc, w.name, w.id limit ${AD_REPORT_WEBSITES_MAX}`,
  );
  return {
    websites: rows.map(({ total: _total, ...row }) => row),
    websitesCount: rows[0]?.total ?? 0,
  };
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

/**
 * Refusals live in two tables like the counts: `daily_refusals` and the months rolled up
 * from it into `monthly_refusals`, with the same cut. Rows of both, filtered by `where`
 * (on alias r) and the range.
 */
function refusalRows(where: SQL, range: ReportRange): SQL {
  const columns = sql`r.bot, r.too_fast, r.replay, r.other_client, r.over_limit`;
  return sql`(
    select ${columns} from daily_refusals r where ${where}${inRange(sql`r.day`, range, "day")}
    union all
    select ${columns} from monthly_refusals r where ${where}${inRange(sql`r.month`, range, "month")}
  )`;
}

async function refusals(executor: Executor, where: SQL, range: ReportRange): Promise<NotCounted> {
  const [row] = await selectRows<Omit<NotCounted, "total">>(
    executor,
    sql`select coalesce(sum(bot), 0)::int as bot, coalesce(sum(too_fast), 0)::int as "tooFast",
          coalesce(sum(replay), 0)::int as replay, coalesce(sum(other_client), 0)::int as "otherClient",
          coalesce(sum(over_limit), 0)::int as "overLimit"
        from ${refusalRows(where, range)} t`,
  );
  const reasons = row ?? { bot: 0, tooFast: 0, replay: 0, otherClient: 0, overLimit: 0 };
  return { total: REFUSAL_REASONS.reduce((sum, reason) => sum + reasons[reason], 0), ...reasons };
}

/** The views and clicks of an ad that delivery refused (in the range), per reason. */
export async function adRefusals(executor: Executor, adId: string, range: ReportRange = {}) {
  return refusals(executor, sql`r.ad_id = ${adId}`, range);
}

/** The views and clicks on a website's spaces that delivery refused (in the range), per reason. */
export async function websiteRefusals(executor: Executor, websiteId: string, range: ReportRange = {}) {
  return refusals(executor, sql`r.space_id = any(array(select id from spaces where website_id = ${websiteId}))`, range);
}

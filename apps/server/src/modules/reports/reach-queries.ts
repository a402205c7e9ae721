import type { ReportRange } from "@placard/shared/reports";
import { type ReachDimension, type ReachRow, decodeReachCursor, encodeReachCursor } from "@placard/shared/reach";
import type { Page } from "@placard/shared/pagination";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, selectRows } from "../../db/client.js";
import { csvLine } from "../../lib/csv.js";

/**
 * Reach breakdowns (decision 0059): counted views and clicks per country, device or page of
 * one ad or one website, from `daily_reach` and the months rolled up into `monthly_reach`
 * (decision 0028: a range takes its days and every rolled-up month it touches).
 */
function reachRows(where: SQL, dimension: ReachDimension, range: ReportRange): SQL {
  const day = sql`${range.from ? sql` and r.day >= ${range.from}::date` : sql``}${range.to ? sql` and r.day <= ${range.to}::date` : sql``}`;
  const month = sql`${range.from ? sql` and r.month >= date_trunc('month', ${range.from}::date)::date` : sql``}${range.to ? sql` and r.month <= ${range.to}::date` : sql``}`;
  return sql`(
    select r.value, r.views, r.clicks from daily_reach r where ${where} and r.dimension = ${dimension}${day}
    union all
    select r.value, r.views, r.clicks from monthly_reach r where ${where} and r.dimension = ${dimension}${month}
  )`;
}

/** Whose reach: one ad's (all websites) or one website's (all ads). */
export type ReachOf = { adId: string } | { websiteId: string };
const whereOf = (of: ReachOf) => ("adId" in of ? sql`r.ad_id = ${of.adId}` : sql`r.website_id = ${of.websiteId}`);

/** One page of a breakdown, most views first (then by value), after the cursor's row. */
export async function reachPage(
  executor: Executor,
  of: ReachOf,
  query: ReportRange & { dimension: ReachDimension; cursor?: string; limit: number },
): Promise<Page<ReachRow>> {
  const after = query.cursor ? decodeReachCursor(query.cursor) : undefined;
  const having = after
    ? sql` having (sum(t.views) < ${after.views} or (sum(t.views) = ${after.views} and t.value > ${after.value}))`
    : sql``;
  const rows = await selectRows<ReachRow>(
    executor,
    sql`select t.value, sum(t.views)::int as views, sum(t.clicks)::int as clicks
        from ${reachRows(whereOf(of), query.dimension, query)} t
        group by t.value${having}
        order by views desc, t.value limit ${query.limit + 1}`,
  );
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > query.limit && last ? encodeReachCursor(last.views, last.value) : null };
}

const CSV_BATCH = 500;

/** A breakdown as CSV, streamed a page at a time (the export holds one page in memory). */
export async function* reachCsv(
  executor: Executor,
  of: ReachOf,
  query: ReportRange & { dimension: ReachDimension },
  label: string,
) {
  yield `${csvLine([label, "Views", "Clicks"])}\r\n`;
  let cursor: string | undefined;
  do {
    const page = await reachPage(executor, of, { ...query, cursor, limit: CSV_BATCH });
    if (page.items.length > 0)
      yield page.items.map((row) => `${csvLine([row.value, row.views, row.clicks])}\r\n`).join("");
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** The operator's overview: the countries with the most counted views from `from` to `to` (UTC days). */
export async function topCountries(executor: Executor, from: string, to: string, limit = 10) {
  return selectRows<ReachRow>(
    executor,
    sql`select t.value, sum(t.views)::int as views, sum(t.clicks)::int as clicks
        from ${reachRows(sql`true`, "country", { from, to })} t
        group by t.value order by views desc, t.value limit ${limit}`,
  );
}

import type { ReportRange } from "@placard/shared/reports";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, selectRows } from "../../db/client.js";
import { csvLine } from "../../lib/csv.js";

/** Rows read per query: the export holds one batch in memory, whatever its length. */
const BATCH = 500;

interface CsvRow {
  period: string;
  key: string;
  name: string;
  views: number;
  clicks: number;
}

/**
 * One table's counts per (period, key) in order, a batch at a time by keyset on
 * (period, key): `daily_stats` by day, then `monthly_stats` by month first (older).
 */
async function* batches(
  executor: Executor,
  table: "daily_stats" | "monthly_stats",
  query: (unit: SQL, after: (key: SQL) => SQL) => SQL,
): AsyncGenerator<CsvRow[]> {
  const unit = table === "daily_stats" ? sql`s.day` : sql`s.month`;
  let last: CsvRow | undefined;
  for (;;) {
    const position = last;
    // On the raw rows, before grouping: each batch reads only the rows from its position on.
    const after = (key: SQL) =>
      position ? sql` and (${unit}, ${key}) > (${position.period}::date, ${position.key})` : sql``;
    const rows = await selectRows<CsvRow>(executor, query(unit, after));
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < BATCH) return;
    last = rows.at(-1);
  }
}

function rangeOf(unit: SQL, range: ReportRange, isMonth: boolean): SQL {
  const from = range.from
    ? isMonth
      ? sql` and ${unit} >= date_trunc('month', ${range.from}::date)::date`
      : sql` and ${unit} >= ${range.from}::date`
    : sql``;
  return range.to ? sql`${from} and ${unit} <= ${range.to}::date` : from;
}

async function* reportCsv(
  executor: Executor,
  header: string[],
  query: (table: SQL, unit: SQL, range: SQL, after: (key: SQL) => SQL) => SQL,
  range: ReportRange,
) {
  yield `${csvLine(header)}\r\n`;
  for (const table of ["monthly_stats", "daily_stats"] as const) {
    const isMonth = table === "monthly_stats";
    const period = isMonth ? "month" : "day";
    for await (const rows of batches(executor, table, (unit, after) =>
      query(sql.raw(table), unit, rangeOf(unit, range, isMonth), after),
    )) {
      yield rows.map((row) => `${csvLine([row.period, period, row.name, row.views, row.clicks])}\r\n`).join("");
    }
  }
}

/** An ad's views and clicks per website and day (or month, once rolled up), as CSV. */
export function adReportCsv(executor: Executor, adId: string, range: ReportRange) {
  return reportCsv(
    executor,
    ["Date", "Period", "Website", "Views", "Clicks"],
    (table, unit, inRange, after) => sql`
      select ${unit}::text as period, sp.website_id as key, min(w.name) as name,
             sum(s.views)::int as views, sum(s.clicks)::int as clicks
      from ${table} s join spaces sp on sp.id = s.space_id join websites w on w.id = sp.website_id
      where s.ad_id = ${adId}${inRange}${after(sql`sp.website_id`)}
      group by ${unit}, sp.website_id
      order by ${unit}, sp.website_id limit ${BATCH}`,
    range,
  );
}

/** A website's impressions and clicks per space and day (or month, once rolled up), as CSV. */
export function websiteReportCsv(executor: Executor, websiteId: string, range: ReportRange) {
  return reportCsv(
    executor,
    ["Date", "Period", "Space", "Impressions", "Clicks"],
    (table, unit, inRange, after) => sql`
      select ${unit}::text as period, s.space_id as key, min(sp.name) as name,
             sum(s.views)::int as views, sum(s.clicks)::int as clicks
      from ${table} s join spaces sp on sp.id = s.space_id
      where sp.website_id = ${websiteId}${inRange}${after(sql`s.space_id`)}
      group by ${unit}, s.space_id
      order by ${unit}, s.space_id limit ${BATCH}`,
    range,
  );
}

import { type ChartGranularity, DAY_CHART_MAX_DAYS, type ReportRange } from "@placard/shared/reports";

interface PeriodRow {
  day: string;
  isMonth: boolean;
  views: number;
  clicks: number;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The chart's points (decision 0028): by day when the range spans at most DAY_CHART_MAX_DAYS
 * and none of it is rolled up into months; otherwise by month, the days summed into theirs.
 */
export function toSeries(rows: PeriodRow[], range: ReportRange, today = new Date()) {
  const first = range.from ?? rows[0]?.day;
  const last = range.to ?? today.toISOString().slice(0, 10);
  const isLong = first !== undefined && daysBetween(first, last) > DAY_CHART_MAX_DAYS;
  const granularity: ChartGranularity = isLong || rows.some((row) => row.isMonth) ? "month" : "day";
  if (granularity === "day") {
    return { granularity, daily: rows.map(({ day, views, clicks }) => ({ day, views, clicks })) };
  }
  const byMonth = new Map<string, { day: string; views: number; clicks: number }>();
  for (const row of rows) {
    const month = `${row.day.slice(0, 7)}-01`;
    const point = byMonth.get(month) ?? { day: month, views: 0, clicks: 0 };
    point.views += row.views;
    point.clicks += row.clicks;
    byMonth.set(month, point);
  }
  return { granularity, daily: [...byMonth.values()].sort((a, b) => a.day.localeCompare(b.day)) };
}

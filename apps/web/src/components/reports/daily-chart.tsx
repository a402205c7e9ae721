import type { AdStats, ChartGranularity } from "@placard/shared/reports";
import { activeLocale, useTranslation } from "@/lib/i18n";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/** "Nov 22" and "Nov 2026" in English (en-US, as before), the locale's short forms in the others. */
const tagOf = (locale: string) => (locale === "en" ? "en-US" : locale);
const shortDate = (locale: string) =>
  new Intl.DateTimeFormat(tagOf(locale), { month: "short", day: "numeric", timeZone: "UTC" });
const shortMonth = (locale: string) =>
  new Intl.DateTimeFormat(tagOf(locale), { month: "short", year: "numeric", timeZone: "UTC" });

/** Views (or impressions) and clicks per day or per month (Recharts; loaded only where a report shows). */
export function DailyChart({
  daily,
  granularity = "day",
  viewsLabel,
}: {
  daily: AdStats["daily"];
  granularity?: ChartGranularity;
  viewsLabel?: string;
}) {
  const { t } = useTranslation();
  const views = viewsLabel ?? t("campaigns.stats.views");
  const clicks = t("campaigns.stats.clicks");
  const format = (granularity === "month" ? shortMonth : shortDate)(activeLocale());
  const data = daily.map((entry) => ({ ...entry, label: format.format(new Date(`${entry.day}T00:00:00Z`)) }));
  return (
    <div
      className="h-64 w-full"
      role="img"
      aria-label={t("campaigns.chart.label", { views, granularity })}
      data-testid="stats-chart"
      data-granularity={granularity}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 0, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          {/* Clicks are a small fraction of views: each has its own axis, or clicks lie flat on zero (#15.13). */}
          <YAxis yAxisId="views" allowDecimals={false} tick={{ fontSize: 12, fill: "#4338ca" }} />
          <YAxis
            yAxisId="clicks"
            orientation="right"
            allowDecimals={false}
            tick={{ fontSize: 12, fill: "#047857" }}
            width={40}
          />
          <Tooltip />
          <Legend />
          <Line
            yAxisId="views"
            type="monotone"
            dataKey="views"
            name={views}
            stroke="#4f46e5"
            strokeWidth={2}
            dot={false}
          />
          <Line
            yAxisId="clicks"
            type="monotone"
            dataKey="clicks"
            name={clicks}
            stroke="#059669"
            strokeWidth={2}
            dot={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

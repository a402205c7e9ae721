import type { OverviewDay } from "@placard/shared/admin";
import { formatDollars } from "@placard/shared/money";
import { activeLocale, formatNumber, useTranslation } from "@/lib/i18n";

const HEIGHT = 120;

/**
 * Gross payments per day as bars, with each bar's day and amount in its tooltip and the
 * whole series as a table for screen readers (the chart alone says nothing to them).
 */
export function DailyChart({ days }: { days: OverviewDay[] }) {
  const max = Math.max(1, ...days.map((day) => day.grossCents));
  const width = Math.max(days.length, 1) * 12;
  const { t } = useTranslation();
  const money = (cents: number) => formatDollars(cents, activeLocale());
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4">
      <figcaption className="text-sm font-semibold text-slate-800">{t("admin.chart.title")}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-3 h-32 w-full"
        aria-hidden="true"
        focusable="false"
      >
        {days.map((day, index) => {
          const height = Math.round((day.grossCents / max) * (HEIGHT - 4));
          return (
            <rect
              key={day.date}
              x={index * 12 + 2}
              y={HEIGHT - height}
              width={8}
              height={height}
              className="fill-brand-600"
            >
              <title>{`${day.date}: ${money(day.grossCents)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{days[0]?.date}</span>
        <span>{days.at(-1)?.date}</span>
      </div>
      {/* The wrapper hides it: a table ignores sr-only's 1 px width and overflow, and would
          stretch a phone's page to its full width (#34.10). */}
      <div className="sr-only">
        <table>
          <caption>{t("admin.chart.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("admin.chart.day")}</th>
              <th scope="col">{t("admin.chart.gross")}</th>
              <th scope="col">{t("admin.overview.fees")}</th>
              <th scope="col">{t("admin.overview.refunds")}</th>
              <th scope="col">{t("admin.chart.reports")}</th>
              <th scope="col">{t("admin.chart.support")}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                <td>{money(day.grossCents)}</td>
                <td>{money(day.feesCents)}</td>
                <td>{money(day.refundsCents)}</td>
                <td>{formatNumber(day.reports)}</td>
                <td>{formatNumber(day.supportMessages)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

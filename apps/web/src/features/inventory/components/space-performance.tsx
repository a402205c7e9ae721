import { formatCount } from "@placard/shared/format";
import { lazy, Suspense } from "react";
import { ReachBreakdown } from "@/components/reports/reach-breakdown";
import { ReportRangeBar, useReportRange } from "@/components/reports/report-range";
import { CountsTable } from "@/components/ui/counts-table";
import { NotCountedLine } from "@/components/ui/not-counted";
import { Spinner } from "@/components/ui/spinner";
import { formatCompact, useTranslation } from "@/lib/i18n";
import { useWebsiteStats, websiteStatsCsvUrl } from "../api/get-website-stats";

const DailyChart = lazy(() =>
  import("@/components/reports/daily-chart").then((module) => ({ default: module.DailyChart })),
);

/**
 * Impressions and clicks on each space of the website, as delivery counted them, in a date
 * range kept in the URL, with a chart by day (or month) and a CSV export of the same range.
 */
export function SpacePerformance({ websiteId }: { websiteId: string }) {
  const { range, query, isOutOfOrder, setDate } = useReportRange();
  const stats = useWebsiteStats(websiteId, query);
  const { t } = useTranslation();
  if (!stats.data) return null;
  return (
    <section aria-label={t("inventory.performance.title")} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 className="text-lg font-semibold">{t("inventory.performance.title")}</h2>
      <p className="text-sm text-slate-500">
        {t("inventory.performance.impressions", {
          count: stats.data.views,
          shown: formatCompact(stats.data.views, formatCount),
        })}{" "}
        ·{" "}
        {t("inventory.performance.clicks", {
          count: stats.data.clicks,
          shown: formatCompact(stats.data.clicks, formatCount),
        })}{" "}
        {range.from || range.to ? t("inventory.performance.in_dates") : t("inventory.performance.in_all")}
      </p>
      <NotCountedLine notCounted={stats.data.notCounted} />
      <div className="mt-3">
        <ReportRangeBar
          range={range}
          isOutOfOrder={isOutOfOrder}
          onChange={setDate}
          csvUrl={websiteStatsCsvUrl(websiteId, query)}
        />
      </div>
      <div className="mt-3">
        <CountsTable
          caption={t("inventory.performance.caption")}
          nameHeader={t("inventory.performance.space")}
          viewsHeader={t("inventory.performance.impressions_header")}
          rowTestId="space-stats"
          rows={stats.data.spaces.map((space) => ({ ...space, id: space.spaceId }))}
        />
      </div>
      {stats.data.daily.length > 0 && (
        <div className="mt-4">
          <Suspense fallback={<Spinner />}>
            <DailyChart
              daily={stats.data.daily}
              granularity={stats.data.granularity}
              viewsLabel={t("inventory.performance.impressions_header")}
            />
          </Suspense>
        </div>
      )}
      <div className="mt-5">
        <ReachBreakdown
          base={`/api/websites/${encodeURIComponent(websiteId)}`}
          range={query}
          viewsHeader={t("inventory.performance.impressions_header")}
        />
      </div>
    </section>
  );
}

import { countOf, formatCount } from "@placard/shared/format";
import { lazy, Suspense } from "react";
import { ReachBreakdown } from "@/components/reports/reach-breakdown";
import { ReportRangeBar, useReportRange } from "@/components/reports/report-range";
import { CountsTable } from "@/components/ui/counts-table";
import { NotCountedLine } from "@/components/ui/not-counted";
import { Spinner } from "@/components/ui/spinner";
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
  if (!stats.data) return null;
  return (
    <section aria-label="Impressions and clicks" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 className="text-lg font-semibold">Impressions and clicks</h2>
      <p className="text-sm text-slate-500">
        {countOf(stats.data.views, "impression", "impressions", formatCount)} ·{" "}
        {countOf(stats.data.clicks, "click", "clicks", formatCount)}{" "}
        {range.from || range.to ? "in these dates" : "in all"}
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
          caption="Impressions and clicks per space"
          nameHeader="Space"
          viewsHeader="Impressions"
          rowTestId="space-stats"
          rows={stats.data.spaces.map((space) => ({ ...space, id: space.spaceId }))}
        />
      </div>
      {stats.data.daily.length > 0 && (
        <div className="mt-4">
          <Suspense fallback={<Spinner />}>
            <DailyChart daily={stats.data.daily} granularity={stats.data.granularity} viewsLabel="Impressions" />
          </Suspense>
        </div>
      )}
      <div className="mt-5">
        <ReachBreakdown
          base={`/api/websites/${encodeURIComponent(websiteId)}`}
          range={query}
          viewsHeader="Impressions"
        />
      </div>
    </section>
  );
}

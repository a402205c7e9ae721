import { formatCount } from "@placard/shared/format";
import { clickThroughRate } from "@placard/shared/reports";
import { Eye, MousePointerClick, Percent } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { Alert } from "@/components/ui/alert";
import { CountsTable } from "@/components/ui/counts-table";
import { NotCountedLine } from "@/components/ui/not-counted";
import { Spinner } from "@/components/ui/spinner";
import { ReachBreakdown } from "@/components/reports/reach-breakdown";
import { ReportRangeBar, useReportRange } from "@/components/reports/report-range";
import { formatCompact, formatNumber, useTranslation } from "@/lib/i18n";
import { adStatsCsvUrl, useAdStats } from "../api/get-ad-stats";

const DailyChart = lazy(() =>
  import("@/components/reports/daily-chart").then((module) => ({ default: module.DailyChart })),
);

/**
 * The ad's performance as delivery counted it: views, clicks and CTR in total and per
 * website, and a chart by day (or month, for long ranges), in a date range kept in the URL,
 * with a CSV export of the same range. Until the report loads, the totals of the ad itself show.
 */
export function AdPerformance({ adId, views, clicks }: { adId: string; views: number; clicks: number }) {
  const { t } = useTranslation();
  const { range, query, isOutOfOrder, setDate } = useReportRange();
  const stats = useAdStats(adId, query);
  const totals = stats.data ?? { views, clicks };
  return (
    <section aria-label={t("campaigns.stats.performance")} className="flex flex-col gap-4">
      <ReportRangeBar
        range={range}
        isOutOfOrder={isOutOfOrder}
        onChange={setDate}
        csvUrl={adStatsCsvUrl(adId, query)}
      />
      <dl className="grid grid-cols-3 gap-4 sm:max-w-xl">
        <Stat label={t("campaigns.stats.views")} icon={<Eye className="size-4" aria-hidden="true" />} testId="views">
          {formatCompact(totals.views, formatCount)}
        </Stat>
        <Stat
          label={t("campaigns.stats.clicks")}
          icon={<MousePointerClick className="size-4" aria-hidden="true" />}
          testId="clicks"
        >
          {formatCompact(totals.clicks, formatCount)}
        </Stat>
        <Stat label={t("campaigns.stats.ctr")} icon={<Percent className="size-4" aria-hidden="true" />} testId="ctr">
          {t("campaigns.stats.ctr_value", { rate: clickThroughRate(totals.views, totals.clicks) })}
        </Stat>
      </dl>
      {stats.data && <NotCountedLine notCounted={stats.data.notCounted} />}
      {stats.error && <Alert>{stats.error.message}</Alert>}
      {stats.data && stats.data.websites.length > 0 && (
        <div className="max-w-xl">
          <CountsTable
            caption={t("campaigns.stats.per_website")}
            nameHeader={t("campaigns.payment.website")}
            rowTestId="website-stats"
            rows={stats.data.websites.map((website) => ({ ...website, id: website.websiteId }))}
          />
          {stats.data.websitesCount > stats.data.websites.length && (
            <p className="mt-2 text-xs text-slate-500" data-testid="websites-shown">
              {t("campaigns.stats.websites_shown", {
                shown: formatNumber(stats.data.websites.length),
                total: formatNumber(stats.data.websitesCount),
              })}
            </p>
          )}
        </div>
      )}
      {stats.data && stats.data.daily.length > 0 && (
        <Suspense fallback={<Spinner />}>
          <DailyChart daily={stats.data.daily} granularity={stats.data.granularity} />
        </Suspense>
      )}
      <div className="max-w-2xl">
        <ReachBreakdown base={`/api/ads/${encodeURIComponent(adId)}`} range={query} />
      </div>
    </section>
  );
}

function Stat({
  label,
  icon,
  testId,
  children,
}: {
  label: string;
  icon: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="flex items-center gap-1.5 text-sm text-slate-500">
        {icon} {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

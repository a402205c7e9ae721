import { formatCount } from "@placard/shared/format";
import {
  REACH_DIMENSIONS,
  REACH_LABELS,
  REACH_OTHER,
  REACH_UNKNOWN,
  type ReachDimension,
  type ReachRow,
  reachPageSchema,
} from "@placard/shared/reach";
import { clickThroughRate, type ReportRange } from "@placard/shared/reports";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { ChipGroup } from "@/components/ui/chip-group";
import { LoadMore } from "@/components/ui/load-more";
import { api } from "@/lib/api-client";
import { rangeSearch } from "./report-range";

const regions = new Intl.DisplayNames(["en"], { type: "region" });

/** What a row is called: a country's English name, "Unknown", or the device or page as kept. */
export function reachName(dimension: ReachDimension, value: string): string {
  if (value === REACH_UNKNOWN) return "Unknown";
  if (value === REACH_OTHER) return dimension === "page" ? "Other pages" : "Other";
  if (dimension === "country") {
    try {
      return regions.of(value) ?? value;
    } catch {
      return value;
    }
  }
  if (dimension === "device") return value.charAt(0).toUpperCase() + value.slice(1);
  return value;
}

/** `base`: `/api/ads/:id` or `/api/websites/:id`; its `/reach` and `/reach.csv`. */
const reachSearch = (dimension: ReachDimension, range: ReportRange) => {
  const search = rangeSearch(range);
  return `${search ? `${search}&` : "?"}dimension=${dimension}`;
};

export const reachQuery = (base: string, dimension: ReachDimension, range: ReportRange) =>
  infiniteQueryOptions({
    queryKey: ["reach", base, dimension, range.from ?? "", range.to ?? ""],
    queryFn: async ({ pageParam, signal }) => {
      const cursor = pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : "";
      return reachPageSchema.parse(await api.get(`${base}/reach${reachSearch(dimension, range)}${cursor}`, signal));
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/**
 * Where an ad was seen, or a website's ads (decision 0059): views and clicks by country,
 * device or page in the report's date range, most views first, with a bar per row and a
 * CSV of the same breakdown. Only sums per day are kept: nothing about a person.
 */
export function ReachBreakdown({
  base,
  range,
  viewsHeader = "Views",
}: {
  base: string;
  range: ReportRange;
  viewsHeader?: string;
}) {
  const [dimension, setDimension] = useState<ReachDimension>("country");
  const reach = useInfiniteQuery(reachQuery(base, dimension, range));
  const rows: ReachRow[] = reach.data?.pages.flatMap((page) => page.items) ?? [];
  const most = Math.max(1, ...rows.map((row) => row.views));
  return (
    <section aria-label="Reach" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-base font-semibold">Where and on what</h3>
        <a
          href={`${base}/reach.csv${reachSearch(dimension, range)}`}
          download
          className="inline-flex items-center gap-2 text-sm font-semibold text-slate-700 hover:underline"
        >
          <Download className="size-4" aria-hidden="true" /> {REACH_LABELS[dimension]} CSV
        </a>
      </div>
      <ChipGroup
        label="Break down by"
        options={REACH_DIMENSIONS.map((value) => ({ value, label: REACH_LABELS[value] }))}
        value={dimension}
        onChange={setDimension}
      />
      {reach.error && <Alert>{reach.error.message}</Alert>}
      {reach.data && rows.length === 0 && <p className="text-sm text-slate-500">Nothing counted in these dates yet.</p>}
      {rows.length > 0 && (
        <table className="w-full text-left text-sm" data-testid={`reach-${dimension}`}>
          <caption className="sr-only">{`${viewsHeader} and clicks by ${REACH_LABELS[dimension].toLowerCase()}`}</caption>
          <thead className="text-slate-500">
            <tr>
              <th className="py-1 font-medium">{REACH_LABELS[dimension]}</th>
              <th className="hidden py-1 font-medium sm:table-cell">
                <span className="sr-only">Share of {viewsHeader.toLowerCase()}</span>
              </th>
              <th className="py-1 text-right font-medium">{viewsHeader}</th>
              <th className="py-1 text-right font-medium">Clicks</th>
              <th className="py-1 text-right font-medium">CTR</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.value} className="border-t border-slate-100" data-testid="reach-row">
                <td className="max-w-48 truncate py-1.5 font-medium text-slate-900" title={row.value}>
                  {reachName(dimension, row.value)}
                </td>
                <td className="hidden w-1/3 py-1.5 sm:table-cell" aria-hidden="true">
                  <div className="h-2 rounded-full bg-indigo-500" style={{ width: `${(row.views / most) * 100}%` }} />
                </td>
                <td className="py-1.5 text-right">{formatCount(row.views)}</td>
                <td className="py-1.5 text-right">{formatCount(row.clicks)}</td>
                <td className="py-1.5 text-right">{clickThroughRate(row.views, row.clicks)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <LoadMore
        hasMore={reach.hasNextPage}
        isLoading={reach.isFetchingNextPage}
        onLoadMore={() => void reach.fetchNextPage()}
      />
    </section>
  );
}

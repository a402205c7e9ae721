import { formatCount } from "@placard/shared/format";
import {
  REACH_DIMENSIONS,
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
import { activeLocale, formatCompact, i18n, useTranslation } from "@/lib/i18n";
import { rangeSearch } from "./report-range";

/** The catalog key of each breakdown's name (English: `REACH_LABELS`, word for word). */
export const DIMENSION_KEYS: Record<ReachDimension, string> = {
  country: "components.reach.dimension.country",
  device: "components.reach.dimension.device",
  page: "components.reach.dimension.page",
};

/** The catalog key of each device class (English: the class with a capital, as before). */
export const DEVICE_KEYS: Record<string, string> = {
  desktop: "components.reach.device.desktop",
  phone: "components.reach.device.phone",
  tablet: "components.reach.device.tablet",
};

/** A country's name from its ISO code, in the reader's language ("Rwanda" in English, as before). */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames([activeLocale()], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** What a row is called: a country's name, "Unknown", or the device or page as kept. */
export function reachName(dimension: ReachDimension, value: string): string {
  if (value === REACH_UNKNOWN) return i18n.t("components.reach.unknown");
  if (value === REACH_OTHER)
    return i18n.t(dimension === "page" ? "components.reach.other_pages" : "components.reach.other");
  if (dimension === "country") return countryName(value);
  const device = dimension === "device" ? DEVICE_KEYS[value] : undefined;
  if (device) return i18n.t(device);
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
  viewsHeader: viewsLabel,
}: {
  base: string;
  range: ReportRange;
  viewsHeader?: string;
}) {
  const { t } = useTranslation();
  const viewsHeader = viewsLabel ?? t("components.counts.views");
  const label = (value: ReachDimension) => t(DIMENSION_KEYS[value]);
  const lower = (text: string) => text.toLocaleLowerCase(activeLocale());
  const [dimension, setDimension] = useState<ReachDimension>("country");
  const reach = useInfiniteQuery(reachQuery(base, dimension, range));
  const rows: ReachRow[] = reach.data?.pages.flatMap((page) => page.items) ?? [];
  const most = Math.max(1, ...rows.map((row) => row.views));
  return (
    <section aria-label={t("components.reach.label")} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-base font-semibold">{t("components.reach.title")}</h3>
        <a
          href={`${base}/reach.csv${reachSearch(dimension, range)}`}
          download
          className="inline-flex items-center gap-2 text-sm font-semibold text-slate-700 hover:underline"
        >
          <Download className="size-4" aria-hidden="true" />{" "}
          {t("components.reach.csv", { dimension: label(dimension) })}
        </a>
      </div>
      <ChipGroup
        label={t("components.reach.break_down")}
        options={REACH_DIMENSIONS.map((value) => ({ value, label: label(value) }))}
        value={dimension}
        onChange={setDimension}
      />
      {reach.error && <Alert>{reach.error.message}</Alert>}
      {reach.data && rows.length === 0 && <p className="text-sm text-slate-500">{t("components.reach.empty")}</p>}
      {rows.length > 0 && (
        <table className="w-full text-left text-sm" data-testid={`reach-${dimension}`}>
          <caption className="sr-only">
            {t("components.reach.caption", { views: viewsHeader, dimension: lower(label(dimension)) })}
          </caption>
          <thead className="text-slate-500">
            <tr>
              <th className="py-1 font-medium">{label(dimension)}</th>
              <th className="hidden py-1 font-medium sm:table-cell">
                <span className="sr-only">{t("components.reach.share", { views: lower(viewsHeader) })}</span>
              </th>
              <th className="py-1 text-right font-medium">{viewsHeader}</th>
              <th className="py-1 text-right font-medium">{t("components.counts.clicks")}</th>
              <th className="py-1 text-right font-medium">{t("components.counts.ctr")}</th>
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
                <td className="py-1.5 text-right">{formatCompact(row.views, formatCount)}</td>
                <td className="py-1.5 text-right">{formatCompact(row.clicks, formatCount)}</td>
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

import type { ReportRange, WebsiteStats } from "@placard/shared/reports";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { rangeSearch } from "@/components/reports/report-range";
import { api } from "@/lib/api-client";
import { inventoryKeys } from "./keys";

/** GET /api/websites/:websiteId/stats — impressions and clicks per space and per day or month, in a range. */
export const websiteStatsQuery = (websiteId: string, range: ReportRange = {}) =>
  queryOptions({
    queryKey: [...inventoryKeys.stats(websiteId), range.from ?? "", range.to ?? ""],
    queryFn: ({ signal }) =>
      api.get<WebsiteStats>(`/api/websites/${encodeURIComponent(websiteId)}/stats${rangeSearch(range)}`, signal),
    staleTime: 30_000,
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });

export function useWebsiteStats(websiteId: string, range: ReportRange = {}) {
  return useQuery(websiteStatsQuery(websiteId, range));
}

/** The same report as a CSV download (streamed by the server): per space and day. */
export const websiteStatsCsvUrl = (websiteId: string, range: ReportRange) =>
  `/api/websites/${encodeURIComponent(websiteId)}/stats.csv${rangeSearch(range)}`;

import type { AdStats, ReportRange } from "@placard/shared/reports";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { rangeSearch } from "@/components/reports/report-range";
import { api } from "@/lib/api-client";
import { campaignKeys } from "./keys";

/** GET /api/ads/:adId/stats — views and clicks in total, per website and per day or month, in a range. */
export const adStatsQuery = (id: string, range: ReportRange = {}) =>
  queryOptions({
    queryKey: [...campaignKeys.adStats(id), range.from ?? "", range.to ?? ""],
    queryFn: ({ signal }) => api.get<AdStats>(`/api/ads/${encodeURIComponent(id)}/stats${rangeSearch(range)}`, signal),
    // Counts move while the ad runs: read them fresh on each visit.
    staleTime: 30_000,
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });

export function useAdStats(id: string, range: ReportRange = {}) {
  return useQuery(adStatsQuery(id, range));
}

/** The same report as a CSV download (streamed by the server): per website and day. */
export const adStatsCsvUrl = (id: string, range: ReportRange) =>
  `/api/ads/${encodeURIComponent(id)}/stats.csv${rangeSearch(range)}`;

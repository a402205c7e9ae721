import type { AdStats } from "@placard/shared/reports";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { campaignKeys } from "./keys";

/** GET /api/ads/:adId/stats — views and clicks in total, per website and per day. */
export const adStatsQuery = (id: string) =>
  queryOptions({
    queryKey: campaignKeys.adStats(id),
    queryFn: ({ signal }) => api.get<AdStats>(`/api/ads/${encodeURIComponent(id)}/stats`, signal),
    // Counts move while the ad runs: read them fresh on each visit.
    staleTime: 30_000,
    refetchOnMount: "always",
  });

export function useAdStats(id: string) {
  return useQuery(adStatsQuery(id));
}

import type { WebsiteStats } from "@placard/shared/reports";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { inventoryKeys } from "./keys";

/** GET /api/websites/:websiteId/stats — impressions and clicks per space. */
export const websiteStatsQuery = (websiteId: string) =>
  queryOptions({
    queryKey: inventoryKeys.stats(websiteId),
    queryFn: ({ signal }) => api.get<WebsiteStats>(`/api/websites/${encodeURIComponent(websiteId)}/stats`, signal),
    staleTime: 30_000,
    refetchOnMount: "always",
  });

export function useWebsiteStats(websiteId: string) {
  return useQuery(websiteStatsQuery(websiteId));
}

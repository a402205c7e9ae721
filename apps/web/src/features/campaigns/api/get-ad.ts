import type { Ad } from "@placard/shared/ads";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { campaignKeys } from "./keys";

export const adQuery = (id: string) =>
  queryOptions({
    queryKey: campaignKeys.ad(id),
    queryFn: ({ signal }) => api.get<Ad>(`/api/ads/${encodeURIComponent(id)}`, signal),
  });

export function useAd(id: string) {
  return useQuery(adQuery(id));
}

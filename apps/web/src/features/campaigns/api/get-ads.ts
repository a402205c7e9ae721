import type { Ad } from "@placard/shared/ads";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { campaignKeys } from "./keys";

export const adsQuery = queryOptions({
  queryKey: campaignKeys.ads,
  queryFn: ({ signal }) => api.get<{ ads: Ad[] }>("/api/ads", signal).then((body) => body.ads),
});

/** The advertiser's published ads, newest first. */
export function useAds() {
  return useQuery(adsQuery);
}

import { type AdListFilter, adWebsitePageSchema, adWebsiteSchema } from "@placard/shared/ads";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { campaignKeys } from "./keys";

/**
 * GET /api/ads/{adId}/websites — the ad's websites with their spaces, newest first, a page
 * at a time (decision 0047); `state` keeps those in that state (the rejected ones to resubmit).
 */
export const adWebsitesQuery = (adId: string, state?: AdListFilter) =>
  infiniteQueryOptions({
    queryKey: campaignKeys.adWebsites(adId, state),
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (state) params.set("state", state);
      if (pageParam) params.set("cursor", pageParam);
      const search = params.toString();
      return adWebsitePageSchema.parse(
        await api.get(`/api/ads/${encodeURIComponent(adId)}/websites${search ? `?${search}` : ""}`, signal),
      );
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useAdWebsites(adId: string, state?: AdListFilter) {
  return useInfiniteQuery(adWebsitesQuery(adId, state));
}

/** GET /api/ads/{adId}/websites/{requestId} — one website of the ad (the renewal reminder's `?renew=`). */
export function useAdWebsite(adId: string, requestId: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: campaignKeys.adWebsite(adId, requestId ?? ""),
      queryFn: async ({ signal }) =>
        adWebsiteSchema.parse(
          await api.get(`/api/ads/${encodeURIComponent(adId)}/websites/${encodeURIComponent(requestId ?? "")}`, signal),
        ),
    }),
    enabled: requestId !== null,
  });
}

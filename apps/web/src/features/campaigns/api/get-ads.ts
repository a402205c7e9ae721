import { type AdListQuery, adPageSchema, adTotalsSchema } from "@placard/shared/ads";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { campaignKeys } from "./keys";

/** `?q=&state=` with only what is set (and the page position, if any). */
export function adSearch(filter: AdListQuery, page: { cursor?: string; limit?: number } = {}): string {
  const params = new URLSearchParams();
  if (filter.q?.trim()) params.set("q", filter.q.trim());
  if (filter.state) params.set("state", filter.state);
  if (page.cursor) params.set("cursor", page.cursor);
  if (page.limit) params.set("limit", String(page.limit));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** GET /api/ads — the advertiser's published ads, newest first, a page at a time (search and filter on the server). */
export const adsQuery = (filter: AdListQuery = {}) =>
  infiniteQueryOptions({
    queryKey: campaignKeys.adPages(filter),
    queryFn: async ({ pageParam, signal }) =>
      adPageSchema.parse(await api.get(`/api/ads${adSearch(filter, { cursor: pageParam })}`, signal)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // Changing the search keeps the last cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useAds(filter: AdListQuery = {}) {
  return useInfiniteQuery(adsQuery(filter));
}

/** GET /api/ads/totals — how many ads match, counted by the database (not the loaded pages). */
export const adTotalsQuery = (filter: AdListQuery = {}) =>
  queryOptions({
    queryKey: campaignKeys.adCount(filter),
    queryFn: async ({ signal }) => adTotalsSchema.parse(await api.get(`/api/ads/totals${adSearch(filter)}`, signal)),
    placeholderData: keepPreviousData,
  });

export function useAdTotals(filter: AdListQuery = {}) {
  return useQuery(adTotalsQuery(filter));
}

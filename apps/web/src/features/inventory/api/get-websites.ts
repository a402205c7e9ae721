import { type WebsiteListFilter, websitePageSchema, websiteTotalsSchema } from "@placard/shared/websites";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { inventoryKeys } from "./keys";

/** `?q=&status=` with only what is set (and the page position, if any). */
export function websiteSearch(filter: WebsiteListFilter, cursor?: string): string {
  const params = new URLSearchParams();
  if (filter.q?.trim()) params.set("q", filter.q.trim());
  if (filter.status) params.set("status", filter.status);
  if (cursor) params.set("cursor", cursor);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** GET /api/websites — the signed-in owner's websites, newest first, a page at a time. */
export const websitesQuery = (filter: WebsiteListFilter = {}) =>
  infiniteQueryOptions({
    queryKey: inventoryKeys.websitePages(filter),
    queryFn: async ({ pageParam, signal }) =>
      websitePageSchema.parse(await api.get(`/api/websites${websiteSearch(filter, pageParam)}`, signal)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export function useWebsites(filter: WebsiteListFilter = {}) {
  return useInfiniteQuery(websitesQuery(filter));
}

/** GET /api/websites/totals — how many websites match, counted by the database. */
export const websiteTotalsQuery = (filter: WebsiteListFilter = {}) =>
  queryOptions({
    queryKey: inventoryKeys.websiteCount(filter),
    queryFn: async ({ signal }) =>
      websiteTotalsSchema.parse(await api.get(`/api/websites/totals${websiteSearch(filter)}`, signal)),
    placeholderData: keepPreviousData,
  });

export function useWebsiteTotals(filter: WebsiteListFilter = {}) {
  return useQuery(websiteTotalsQuery(filter));
}

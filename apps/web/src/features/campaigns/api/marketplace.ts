import {
  MARKETPLACE_IDS_MAX,
  type PublicSpace,
  type PublicWebsite,
  publicWebsitePageSchema,
  type SpaceSort,
} from "@placard/shared/ads";
import { cheapestSpacePageSchema } from "@placard/shared/marketplace";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { campaignKeys } from "./keys";

/** GET /api/marketplace/websites — websites you can advertise on, newest first, a page at a time (search on the server). */
export function useMarketplaceWebsites(q: string) {
  return useInfiniteQuery({
    queryKey: campaignKeys.marketplaceWebsites(q),
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (q) params.set("q", q);
      if (pageParam) params.set("cursor", pageParam);
      const search = params.toString();
      return publicWebsitePageSchema.parse(
        await api.get(`/api/marketplace/websites${search ? `?${search}` : ""}`, signal),
      );
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // Typing a search keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/marketplace/websites?ids= — the named websites (the draft's choice), whatever page they were on. */
export function useMarketplaceWebsitesByIds(websiteIds: string[]) {
  const ids = [...websiteIds].sort().slice(0, MARKETPLACE_IDS_MAX);
  return useQuery({
    queryKey: campaignKeys.marketplaceWebsitesByIds(ids),
    queryFn: async ({ signal }) =>
      publicWebsitePageSchema.parse(
        await api.get(
          `/api/marketplace/websites?limit=${MARKETPLACE_IDS_MAX}&ids=${ids.map(encodeURIComponent).join(",")}`,
          signal,
        ),
      ).items,
    enabled: ids.length > 0,
  });
}

/**
 * GET /api/marketplace/spaces — the chosen websites' spaces, with availability and measured
 * traffic (always fresh), as listed or cheapest per 1,000 measured views first.
 */
export function useMarketplaceSpaces(websiteIds: string[], sort: SpaceSort = "listed") {
  return useQuery({
    queryKey: campaignKeys.marketplaceSpaces(websiteIds, sort),
    queryFn: ({ signal }) =>
      api
        .get<{ spaces: PublicSpace[] }>(
          `/api/marketplace/spaces?websiteIds=${websiteIds.map(encodeURIComponent).join(",")}&sort=${sort}`,
          signal,
        )
        .then((body) => body.spaces),
    // Changing the order keeps the list on screen until the new one arrives.
    placeholderData: (previous) => previous,
    enabled: websiteIds.length > 0,
    staleTime: 0,
    refetchOnMount: "always",
  });
}

/** GET /api/marketplace/spaces/:id — one space and its website (the direct ad screen). */
export function useMarketplaceSpace(websiteId: string | null, spaceId: string | null) {
  return useQuery({
    queryKey: campaignKeys.marketplaceSpace(spaceId ?? ""),
    queryFn: ({ signal }) =>
      api.get<{ website: PublicWebsite; space: PublicSpace }>(
        `/api/marketplace/spaces/${encodeURIComponent(spaceId ?? "")}?websiteId=${encodeURIComponent(websiteId ?? "")}`,
        signal,
      ),
    enabled: Boolean(websiteId && spaceId),
    retry: false,
  });
}

/**
 * GET /api/marketplace/cheapest-spaces — every measured space of the marketplace, cheapest
 * per 1,000 measured views first, a page at a time (decision 0050); read once asked for.
 */
export function useCheapestSpaces(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: campaignKeys.cheapestSpaces,
    queryFn: async ({ pageParam, signal }) =>
      cheapestSpacePageSchema.parse(
        await api.get(
          `/api/marketplace/cheapest-spaces?limit=20${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`,
          signal,
        ),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    enabled,
  });
}

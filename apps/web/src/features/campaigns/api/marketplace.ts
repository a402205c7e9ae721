import type { PublicSpace, PublicWebsite, SpaceSort } from "@placard/shared/ads";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { campaignKeys } from "./keys";

/** GET /api/marketplace/websites — websites you can advertise on. */
export function useMarketplaceWebsites(q: string) {
  return useQuery({
    queryKey: campaignKeys.marketplaceWebsites(q),
    queryFn: ({ signal }) =>
      api
        .get<{ websites: PublicWebsite[] }>(`/api/marketplace/websites?q=${encodeURIComponent(q)}`, signal)
        .then((body) => body.websites),
    // Typing a search keeps the last list on screen until the new one arrives.
    placeholderData: (previous) => previous,
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

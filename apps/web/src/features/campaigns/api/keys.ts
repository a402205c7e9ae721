import type { AdListFilter, AdListQuery } from "@placard/shared/ads";

export const campaignKeys = {
  draft: ["ads", "draft"] as const,
  /** Every page and count of the advertiser's ad list (invalidate this after a change). */
  ads: ["ads", "list"] as const,
  adPages: (filter: AdListQuery) => ["ads", "list", "pages", filter.q?.trim() ?? "", filter.state ?? ""] as const,
  adCount: (filter: AdListQuery) => ["ads", "list", "count", filter.q?.trim() ?? "", filter.state ?? ""] as const,
  /** The ad and its websites: invalidating this prefix reloads both. */
  ad: (id: string) => ["ads", "detail", id] as const,
  adWebsites: (id: string, state?: AdListFilter) => ["ads", "detail", id, "websites", state ?? ""] as const,
  adWebsite: (id: string, requestId: string) => ["ads", "detail", id, "website", requestId] as const,
  adStats: (id: string) => ["ads", "stats", id] as const,
  marketplaceWebsites: (q: string) => ["marketplace", "websites", "pages", q] as const,
  marketplaceWebsitesByIds: (ids: string[]) => ["marketplace", "websites", "ids", ids.join(",")] as const,
  marketplaceSpaces: (websiteIds: string[], sort = "listed") =>
    ["marketplace", "spaces", [...websiteIds].sort().join(","), sort] as const,
  marketplaceSpace: (spaceId: string) => ["marketplace", "space", spaceId] as const,
  cheapestSpaces: ["marketplace", "cheapest-spaces"] as const,
};

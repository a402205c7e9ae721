export const campaignKeys = {
  draft: ["ads", "draft"] as const,
  ads: ["ads", "list"] as const,
  ad: (id: string) => ["ads", "detail", id] as const,
  adStats: (id: string) => ["ads", "stats", id] as const,
  marketplaceWebsites: (q: string) => ["marketplace", "websites", q] as const,
  marketplaceSpaces: (websiteIds: string[]) => ["marketplace", "spaces", [...websiteIds].sort().join(",")] as const,
  marketplaceSpace: (spaceId: string) => ["marketplace", "space", spaceId] as const,
};

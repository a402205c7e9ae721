import type { WebsiteListFilter } from "@placard/shared/websites";

/** Query keys of the inventory feature; mutations invalidate what they change. */
export const inventoryKeys = {
  websites: ["websites"] as const,
  /** Every page and count of the owner's website list (invalidate this after a change). */
  websiteLists: ["websites", "list"] as const,
  websitePages: (filter: WebsiteListFilter) =>
    ["websites", "list", "pages", filter.q?.trim() ?? "", filter.status ?? ""] as const,
  websiteCount: (filter: WebsiteListFilter) =>
    ["websites", "list", "count", filter.q?.trim() ?? "", filter.status ?? ""] as const,
  website: (id: string) => ["websites", id] as const,
  spaces: (websiteId: string) => ["websites", websiteId, "spaces"] as const,
  stats: (websiteId: string) => ["websites", websiteId, "stats"] as const,
  integration: (spaceId: string) => ["spaces", spaceId, "integration"] as const,
};

/** Query keys of the inventory feature; mutations invalidate what they change. */
export const inventoryKeys = {
  websites: ["websites"] as const,
  website: (id: string) => ["websites", id] as const,
  spaces: (websiteId: string) => ["websites", websiteId, "spaces"] as const,
  stats: (websiteId: string) => ["websites", websiteId, "stats"] as const,
  integration: (spaceId: string) => ["spaces", spaceId, "integration"] as const,
};

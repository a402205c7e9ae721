import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { mediaObjects, spaces, websites } from "../../db/schema/inventory.js";
import { afterCursor, cursorTime } from "../../lib/pagination.js";
import { heldSlotsSql } from "../spaces/index.js";
import { websiteMatches, websiteSpaceCount } from "../websites/index.js";

/** Public fields only: never the owner, their email, or the verification token. */
const publicWebsiteColumns = {
  id: websites.id,
  name: websites.name,
  url: websites.url,
  status: websites.status,
  thumbnailKey: mediaObjects.thumbnailKey,
  spaceCount: websiteSpaceCount,
};

/**
 * A page of the websites with at least one space, other than the viewer's own, newest first:
 * `limit + 1` rows after `cursor` (keyset on created_at, id; websites_created_idx). Search and
 * the `ids` filter are SQL conditions.
 */
export async function listMarketplaceWebsites(
  executor: Executor,
  viewerId: string,
  options: { q?: string; ids?: string[]; cursor?: string; limit: number },
) {
  const conditions = [
    ne(websites.ownerId, viewerId),
    sql`exists (select 1 from spaces s where s.website_id = "websites"."id")`,
    options.q ? websiteMatches(options.q) : undefined,
    options.ids ? sql`${websites.id} = any(${sql.param(options.ids)}::text[])` : undefined,
    afterCursor(websites.createdAt, websites.id, options.cursor),
  ];
  return executor
    .select({ ...publicWebsiteColumns, cursorAt: cursorTime(websites.createdAt) })
    .from(websites)
    .leftJoin(mediaObjects, eq(mediaObjects.id, websites.logoMediaId))
    .where(and(...conditions))
    .orderBy(desc(websites.createdAt), desc(websites.id))
    .limit(options.limit + 1);
}

export async function findMarketplaceWebsite(executor: Executor, id: string) {
  const [row] = await executor
    .select({ ...publicWebsiteColumns, ownerId: websites.ownerId })
    .from(websites)
    .leftJoin(mediaObjects, eq(mediaObjects.id, websites.logoMediaId))
    .where(eq(websites.id, id));
  return row;
}

/** A space's public fields and the slots held now (capacity.ts: paid bookings and open payment windows). */
export const publicSpaceColumns = () => ({
  id: spaces.id,
  websiteId: spaces.websiteId,
  placementKey: spaces.placementKey,
  name: spaces.name,
  description: spaces.description,
  instructions: spaces.instructions,
  priceCents: spaces.priceCents,
  capacity: spaces.capacity,
  tier: spaces.tier,
  visitorMin: spaces.visitorMin,
  visitorMax: spaces.visitorMax,
  createdAt: spaces.createdAt,
  held: heldSlotsSql(new Date()),
});

export type MarketplaceSpaceRow = Awaited<ReturnType<typeof listMarketplaceSpaces>>[number];

export async function listMarketplaceSpaces(executor: Executor, websiteIds: string[]) {
  if (websiteIds.length === 0) return [];
  return executor
    .select(publicSpaceColumns())
    .from(spaces)
    .where(sql`${spaces.websiteId} in ${websiteIds}`)
    .orderBy(spaces.createdAt, spaces.id);
}

/** The spaces of these websites, for their measured traffic (spaces_website_idx). */
export async function listSpaceAges(executor: Executor, websiteIds: string[]) {
  if (websiteIds.length === 0) return [];
  return executor
    .select({ id: spaces.id, websiteId: spaces.websiteId, createdAt: spaces.createdAt })
    .from(spaces)
    .where(sql`${spaces.websiteId} = any(${sql.param(websiteIds)}::text[])`);
}

export async function findMarketplaceSpace(executor: Executor, spaceId: string) {
  const [row] = await executor.select(publicSpaceColumns()).from(spaces).where(eq(spaces.id, spaceId));
  return row;
}

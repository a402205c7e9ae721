import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ads, dailyStats, placementRequestSpaces, placementRequests } from "../../db/schema/campaigns.js";
import { mediaObjects, spaces, websites } from "../../db/schema/inventory.js";

export type AdRow = typeof ads.$inferSelect;
export type MediaRow = typeof mediaObjects.$inferSelect;

export async function insertAd(executor: Executor, row: typeof ads.$inferInsert): Promise<AdRow> {
  const [inserted] = await executor.insert(ads).values(row).returning();
  if (!inserted) throw new Error("insert into ads returned nothing");
  return inserted;
}

/** The advertiser's ad (with its creative), or undefined: someone else's ad is as missing as none. */
export async function findOwnAd(executor: Executor, advertiserId: string, adId: string, status?: AdRow["status"]) {
  const conditions = [eq(ads.id, adId), eq(ads.advertiserId, advertiserId)];
  if (status) conditions.push(eq(ads.status, status));
  const [row] = await executor
    .select({ ad: ads, creative: mediaObjects })
    .from(ads)
    .leftJoin(mediaObjects, eq(mediaObjects.id, ads.creativeMediaId))
    .where(and(...conditions));
  return row;
}

export async function findLatestDraft(executor: Executor, advertiserId: string) {
  const [row] = await executor
    .select({ ad: ads, creative: mediaObjects })
    .from(ads)
    .leftJoin(mediaObjects, eq(mediaObjects.id, ads.creativeMediaId))
    .where(and(eq(ads.advertiserId, advertiserId), eq(ads.status, "draft")))
    .orderBy(desc(ads.createdAt))
    .limit(1);
  return row;
}

/** Older drafts of the advertiser, with their creatives' storage keys (to remove the files too). */
export async function deleteDrafts(executor: Executor, advertiserId: string, exceptId: string) {
  return executor
    .delete(ads)
    .where(and(eq(ads.advertiserId, advertiserId), eq(ads.status, "draft"), sql`${ads.id} <> ${exceptId}`))
    .returning({ creativeMediaId: ads.creativeMediaId });
}

export async function updateAd(executor: Executor, adId: string, changes: Partial<typeof ads.$inferInsert>) {
  await executor.update(ads).set(changes).where(eq(ads.id, adId));
}

export async function listOwnSubmittedAds(executor: Executor, advertiserId: string) {
  return executor
    .select({ ad: ads, creative: mediaObjects })
    .from(ads)
    .leftJoin(mediaObjects, eq(mediaObjects.id, ads.creativeMediaId))
    .where(and(eq(ads.advertiserId, advertiserId), eq(ads.status, "submitted")))
    .orderBy(desc(ads.submittedAt), desc(ads.id));
}

/** The requests of these ads with website and chosen spaces; only one owner's websites when given. */
export async function listRequestsOfAds(executor: Executor, adIds: string[], ownerId?: string) {
  if (adIds.length === 0) return [];
  return executor
    .select({
      request: placementRequests,
      websiteName: websites.name,
      websiteUrl: websites.url,
      spaceId: spaces.id,
      spaceName: spaces.name,
      priceCents: spaces.priceCents,
    })
    .from(placementRequests)
    .innerJoin(websites, eq(websites.id, placementRequests.websiteId))
    .innerJoin(placementRequestSpaces, eq(placementRequestSpaces.requestId, placementRequests.id))
    .innerJoin(spaces, eq(spaces.id, placementRequestSpaces.spaceId))
    .where(and(inArray(placementRequests.adId, adIds), ownerId ? eq(websites.ownerId, ownerId) : undefined))
    .orderBy(placementRequests.createdAt, websites.name, spaces.createdAt);
}

export async function sumStatsOfAds(executor: Executor, adIds: string[]) {
  if (adIds.length === 0) return [];
  return executor
    .select({
      adId: dailyStats.adId,
      views: sql<number>`coalesce(sum(${dailyStats.views}), 0)::int`,
      clicks: sql<number>`coalesce(sum(${dailyStats.clicks}), 0)::int`,
    })
    .from(dailyStats)
    .where(inArray(dailyStats.adId, adIds))
    .groupBy(dailyStats.adId);
}

export async function insertRequest(executor: Executor, adId: string, websiteId: string, spaceIds: string[]) {
  const [request] = await executor.insert(placementRequests).values({ adId, websiteId }).returning();
  if (!request) throw new Error("insert into placement_requests returned nothing");
  await executor.insert(placementRequestSpaces).values(spaceIds.map((spaceId) => ({ requestId: request.id, spaceId })));
  return request;
}

export async function findWebsitesByIds(executor: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return executor
    .select({ id: websites.id, ownerId: websites.ownerId })
    .from(websites)
    .where(inArray(websites.id, ids));
}

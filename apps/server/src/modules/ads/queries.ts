import type { AdListFilter, AdListQuery } from "@placard/shared/ads";
import { type SQL, and, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { type Executor, selectRows, textArray } from "../../db/client.js";
import { ads, placementRequestSpaces, placementRequests } from "../../db/schema/campaigns.js";
import { mediaObjects, websites } from "../../db/schema/inventory.js";
import { afterCursor, cursorTime } from "../../lib/pagination.js";
import { likePattern } from "../websites/index.js";

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

/** The request condition each /dashboard filter stands for (adWebsiteState's rule, in SQL). */
export function requestInState(state: AdListFilter, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const lapsed = sql`pr.hold_expires_at is not null and pr.hold_expires_at <= ${at}`;
  switch (state) {
    case "approved":
      return sql`pr.review_status = 'approved'`;
    case "pending":
      return sql`pr.review_status = 'pending'`;
    case "rejected":
      return sql`pr.review_status = 'rejected'`;
    case "expired":
      return sql`pr.review_status = 'expired'`;
    case "awaitingPayment":
      return sql`pr.review_status = 'approved' and pr.payment_status = 'unpaid' and not (${lapsed})`;
    case "approvalLapsed":
      return sql`pr.review_status = 'approved' and pr.payment_status = 'unpaid' and ${lapsed}`;
    case "scheduled":
      return sql`pr.review_status = 'approved' and pr.payment_status = 'paid' and pr.starts_at > ${at} and (pr.ends_at is null or pr.ends_at > ${at})`;
    case "running":
      return sql`pr.review_status = 'approved' and pr.payment_status = 'paid' and (pr.starts_at is null or pr.starts_at <= ${at}) and (pr.ends_at is null or pr.ends_at > ${at})`;
    case "ended":
      return sql`pr.review_status = 'approved' and (pr.payment_status = 'refunded' or (pr.payment_status = 'paid' and pr.ends_at <= ${at}))`;
  }
}

/** The advertiser's published ads matching the search and filter, all in SQL. */
function submittedAdConditions(advertiserId: string, filter: AdListQuery, now: Date): (SQL | undefined)[] {
  return [
    eq(ads.advertiserId, advertiserId),
    eq(ads.status, "submitted"),
    filter.q
      ? or(ilike(ads.businessName, likePattern(filter.q)), ilike(ads.description, likePattern(filter.q)))
      : undefined,
    filter.state
      ? sql`exists (select 1 from placement_requests pr where pr.ad_id = ${ads.id} and ${requestInState(filter.state, now)})`
      : undefined,
  ];
}

/**
 * A page of the advertiser's published ads, newest submitted first: `limit + 1` rows after
 * `cursor` (keyset on submitted_at, id; index ads_advertiser_submitted_idx).
 */
export async function listOwnSubmittedAds(
  executor: Executor,
  advertiserId: string,
  options: AdListQuery & { cursor?: string; limit: number; now?: Date },
) {
  return executor
    .select({ ad: ads, creative: mediaObjects, cursorAt: cursorTime(ads.submittedAt) })
    .from(ads)
    .leftJoin(mediaObjects, eq(mediaObjects.id, ads.creativeMediaId))
    .where(
      and(
        ...submittedAdConditions(advertiserId, options, options.now ?? new Date()),
        afterCursor(ads.submittedAt, ads.id, options.cursor),
      ),
    )
    .orderBy(desc(ads.submittedAt), desc(ads.id))
    .limit(options.limit + 1);
}

/** How many of the advertiser's published ads match (the dashboard's count; never the loaded rows). */
export async function countOwnSubmittedAds(
  executor: Executor,
  advertiserId: string,
  filter: AdListQuery,
  now = new Date(),
) {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(ads)
    .where(and(...submittedAdConditions(advertiserId, filter, now)));
  return row?.count ?? 0;
}

type RequestWithWebsite = { request: typeof placementRequests.$inferSelect; websiteName: string; websiteUrl: string };

/**
 * The requests of these ads with website and chosen spaces (one row per space); only one
 * owner's websites when given. Two statements, each by index: the requests by ad (then their
 * websites), then the chosen spaces by request id. One join of the four tables let the planner
 * hash a sequential scan of every request's spaces for a page of ads (#19).
 */
export async function listRequestsOfAds(executor: Executor, adIds: string[], ownerId?: string) {
  if (adIds.length === 0) return [];
  const requests = await executor
    .select({ request: placementRequests, websiteName: websites.name, websiteUrl: websites.url })
    .from(placementRequests)
    .innerJoin(websites, eq(websites.id, placementRequests.websiteId))
    .where(and(inArray(placementRequests.adId, adIds), ownerId ? eq(websites.ownerId, ownerId) : undefined))
    .orderBy(placementRequests.createdAt, websites.name);
  return withChosenSpaces(executor, requests);
}

/** These requests (in their order), one row per chosen space. */
export async function withChosenSpaces(executor: Executor, requests: RequestWithWebsite[]) {
  if (requests.length === 0) return [];
  // Per request, its spaces by the primary key (request_id, space_id) and spaces_pkey: a lateral
  // subquery (kept apart by OFFSET 0) so the planner cannot trade a page's few hundred probes for
  // hashing every request's spaces and every space, as it did at 10^5 rows. Spaces created
  // together (one created_at) keep the order they were written in (their row order).
  // One array parameter, not one bound parameter per request (500 for a page of 50 ads × 10).
  const chosen = await selectRows<{ requestId: string; spaceId: string; spaceName: string; priceCents: number }>(
    executor,
    sql`select r.request_id as "requestId", c.id as "spaceId", c.name as "spaceName", c.price_cents as "priceCents"
        from unnest(${textArray(requests.map(({ request }) => request.id))}::text[]) as r(request_id)
        cross join lateral (
          select s.id, s.name, s.price_cents, s.created_at, s.ctid as made
          from placement_request_spaces prs join spaces s on s.id = prs.space_id
          where prs.request_id = r.request_id
          offset 0
        ) c
        order by c.created_at, c.made`,
  );
  const spacesByRequest = new Map<string, typeof chosen>();
  for (const row of chosen) {
    const list = spacesByRequest.get(row.requestId);
    if (list) list.push(row);
    else spacesByRequest.set(row.requestId, [row]);
  }
  return requests.flatMap(({ request, websiteName, websiteUrl }) =>
    (spacesByRequest.get(request.id) ?? []).map(({ spaceId, spaceName, priceCents }) => ({
      request,
      websiteName,
      websiteUrl,
      spaceId,
      spaceName,
      priceCents,
    })),
  );
}

/**
 * A page of one ad's websites, newest first by (created_at, id) on
 * placement_requests_ad_created_idx (decision 0047): `limit + 1` requests after `cursor`,
 * then their chosen spaces.
 */
export async function listAdRequestsPage(
  executor: Executor,
  adId: string,
  options: { cursor?: string; limit: number; state?: AdListFilter; requestId?: string; now: Date },
) {
  const rows = await executor
    .select({
      request: placementRequests,
      websiteName: websites.name,
      websiteUrl: websites.url,
      cursorAt: cursorTime(placementRequests.createdAt),
    })
    .from(placementRequests)
    .innerJoin(websites, eq(websites.id, placementRequests.websiteId))
    .where(
      and(
        eq(placementRequests.adId, adId),
        options.requestId ? eq(placementRequests.id, options.requestId) : undefined,
        options.state
          ? sql`exists (select 1 from placement_requests pr where pr.id = ${placementRequests.id} and ${requestInState(options.state, options.now)})`
          : undefined,
        afterCursor(placementRequests.createdAt, placementRequests.id, options.cursor),
      ),
    )
    .orderBy(desc(placementRequests.createdAt), desc(placementRequests.id))
    .limit(options.limit + 1);
  const pageRows = rows.slice(0, options.limit);
  return { pageRows, hasMore: rows.length > options.limit, chosen: await withChosenSpaces(executor, pageRows) };
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

/** Which of these websites the ad already asks (by the (ad_id, website_id) unique index), with their names. */
export async function findAdWebsites(executor: Executor, adId: string, websiteIds: string[]) {
  if (websiteIds.length === 0) return [];
  return executor
    .select({ id: websites.id, name: websites.name })
    .from(placementRequests)
    .innerJoin(websites, eq(websites.id, placementRequests.websiteId))
    .where(and(eq(placementRequests.adId, adId), inArray(placementRequests.websiteId, websiteIds)));
}

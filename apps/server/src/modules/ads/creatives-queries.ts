import type { DateRange } from "@placard/shared/pagination";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { type Executor, selectRows } from "../../db/client.js";
import { ads, placementRequests } from "../../db/schema/campaigns.js";
import { adCreativeReviews, adCreatives } from "../../db/schema/creatives.js";
import { mediaObjects, websites } from "../../db/schema/inventory.js";
import { afterCursor, cursorTime } from "../../lib/pagination.js";

/** An ad's creatives with their media, lowest number first (at most three rows). */
export function listCreativesOfAd(executor: Executor, adId: string) {
  return executor
    .select({ creative: adCreatives, media: mediaObjects })
    .from(adCreatives)
    .innerJoin(mediaObjects, eq(mediaObjects.id, adCreatives.mediaId))
    .where(eq(adCreatives.adId, adId))
    .orderBy(asc(adCreatives.number));
}

/** The range's counted views and clicks per creative: days from the daily rows, rolled-up months touched (0028). */
export function countsPerCreative(executor: Executor, adId: string, range: DateRange) {
  const days = sql`${range.from ? sql` and day >= ${range.from}::date` : sql``}${range.to ? sql` and day <= ${range.to}::date` : sql``}`;
  const months = sql`${range.from ? sql` and month >= date_trunc('month', ${range.from}::date)::date` : sql``}${range.to ? sql` and month <= ${range.to}::date` : sql``}`;
  return selectRows<{ number: number; views: number; clicks: number }>(
    executor,
    sql`select number, sum(views)::int as views, sum(clicks)::int as clicks from (
          select number, views, clicks from daily_creative_stats where ad_id = ${adId}${days}
          union all
          select number, views, clicks from monthly_creative_stats where ad_id = ${adId}${months}
        ) t group by number`,
  );
}

/** The websites reviewing an ad's creatives again (added after they approved the ad). */
export function listCreativeReviewsOfAd(executor: Executor, adId: string) {
  return executor
    .select({
      number: adCreativeReviews.number,
      requestId: adCreativeReviews.requestId,
      status: adCreativeReviews.status,
      websiteId: websites.id,
      websiteName: websites.name,
    })
    .from(adCreativeReviews)
    .innerJoin(placementRequests, eq(placementRequests.id, adCreativeReviews.requestId))
    .innerJoin(websites, eq(websites.id, placementRequests.websiteId))
    .where(eq(adCreativeReviews.adId, adId))
    .orderBy(asc(adCreativeReviews.number), asc(websites.name));
}

/** The ad's requests (one per website) and their review: who reviews a creative added now. */
export function listRequestsOfAd(executor: Executor, adId: string) {
  return executor
    .select({
      id: placementRequests.id,
      reviewStatus: placementRequests.reviewStatus,
      websiteId: placementRequests.websiteId,
    })
    .from(placementRequests)
    .where(eq(placementRequests.adId, adId));
}

/**
 * Websites of the ad that would show no creative if `number` were paused: approved there,
 * and no other active creative reviewed with the ad or approved there since.
 */
export async function requestsLeftWithout(executor: Executor, adId: string, number: number) {
  return selectRows<{ id: string }>(
    executor,
    sql`select pr.id from placement_requests pr
        where pr.ad_id = ${adId} and pr.review_status = 'approved' and not exists (
          select 1 from ad_creatives c
          left join ad_creative_reviews r on r.ad_id = c.ad_id and r.number = c.number and r.request_id = pr.id
          where c.ad_id = pr.ad_id and c.number <> ${number} and c.status = 'active'
            and (r.status is null or r.status = 'approved')
        )`,
  );
}

/** The creatives waiting for this owner's review, newest first, `limit + 1` after `cursor` (decision 0061). */
export function listPendingCreativeReviews(
  executor: Executor,
  ownerId: string,
  cursor: string | undefined,
  limit: number,
) {
  const position = sql<string>`${adCreativeReviews.requestId} || ':' || ${adCreativeReviews.number}`;
  return (
    executor
      .select({
        adId: adCreativeReviews.adId,
        number: adCreativeReviews.number,
        requestId: adCreativeReviews.requestId,
        websiteId: websites.id,
        websiteName: websites.name,
        businessName: ads.businessName,
        media: mediaObjects,
        createdAt: adCreativeReviews.createdAt,
        cursorAt: cursorTime(adCreativeReviews.createdAt),
        position,
      })
      .from(adCreativeReviews)
      // From the owner's websites (websites_owner_created_idx) to their pending rows
      // (ad_creative_reviews_pending_idx on website_id, created_at): never every owner's rows.
      .innerJoin(websites, and(eq(websites.id, adCreativeReviews.websiteId), eq(websites.ownerId, ownerId)))
      .innerJoin(ads, eq(ads.id, adCreativeReviews.adId))
      .innerJoin(
        adCreatives,
        and(eq(adCreatives.adId, adCreativeReviews.adId), eq(adCreatives.number, adCreativeReviews.number)),
      )
      .innerJoin(mediaObjects, eq(mediaObjects.id, adCreatives.mediaId))
      .where(and(eq(adCreativeReviews.status, "pending"), afterCursor(adCreativeReviews.createdAt, position, cursor)))
      .orderBy(desc(adCreativeReviews.createdAt), desc(position))
      .limit(limit + 1)
  );
}

/** One creative review on the owner's website, row-locked; undefined for anyone else's. */
export async function lockOwnerCreativeReview(executor: Executor, ownerId: string, requestId: string, number: number) {
  const [row] = await executor
    .select({ review: adCreativeReviews, advertiserId: ads.advertiserId, businessName: ads.businessName })
    .from(adCreativeReviews)
    .innerJoin(placementRequests, eq(placementRequests.id, adCreativeReviews.requestId))
    .innerJoin(websites, and(eq(websites.id, placementRequests.websiteId), eq(websites.ownerId, ownerId)))
    .innerJoin(ads, eq(ads.id, adCreativeReviews.adId))
    .where(and(eq(adCreativeReviews.requestId, requestId), eq(adCreativeReviews.number, number)))
    .for("update", { of: adCreativeReviews });
  return row;
}

/** Whether the owner has a website the ad asked for (so they may see its creatives). */
export async function ownerReviewsAd(executor: Executor, ownerId: string, adId: string) {
  const [row] = await executor
    .select({ id: placementRequests.id })
    .from(placementRequests)
    .innerJoin(websites, and(eq(websites.id, placementRequests.websiteId), eq(websites.ownerId, ownerId)))
    .innerJoin(ads, and(eq(ads.id, placementRequests.adId), eq(ads.status, "submitted")))
    .where(eq(placementRequests.adId, adId))
    .limit(1);
  return row !== undefined;
}

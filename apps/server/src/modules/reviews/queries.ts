import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ads, placementRequests } from "../../db/schema/campaigns.js";
import { mediaObjects, websites } from "../../db/schema/inventory.js";

/** Submitted ads with a request on one of the owner's websites (optionally one ad, or only pending). */
export async function listOwnerReviewAds(
  executor: Executor,
  ownerId: string,
  options: { adId?: string; onlyPending?: boolean } = {},
) {
  const conditions = [
    eq(ads.status, "submitted"),
    sql`exists (select 1 from placement_requests pr join websites w on w.id = pr.website_id
      where pr.ad_id = "ads"."id" and w.owner_id = ${ownerId}
      ${options.onlyPending ? sql`and pr.review_status = 'pending'` : sql``})`,
  ];
  if (options.adId) conditions.push(eq(ads.id, options.adId));
  return executor
    .select({ ad: ads, creative: mediaObjects })
    .from(ads)
    .leftJoin(mediaObjects, eq(mediaObjects.id, ads.creativeMediaId))
    .where(and(...conditions))
    .orderBy(desc(ads.submittedAt), desc(ads.id));
}

/** One request on the owner's website, row-locked, with its ad's advertiser and name. */
export async function lockOwnerRequest(executor: Executor, ownerId: string, requestId: string) {
  await executor.execute(
    sql`select 1 from ${placementRequests} where ${placementRequests.id} = ${requestId} for update`,
  );
  const [row] = await executor
    .select({ request: placementRequests, advertiserId: ads.advertiserId, businessName: ads.businessName })
    .from(placementRequests)
    .innerJoin(websites, eq(websites.id, placementRequests.websiteId))
    .innerJoin(ads, eq(ads.id, placementRequests.adId))
    .where(and(eq(placementRequests.id, requestId), eq(websites.ownerId, ownerId), eq(ads.status, "submitted")));
  return row;
}

/** Sets the review; an approval also opens its payment window (`holdExpiresAt`). */
export async function setReview(
  executor: Executor,
  requestId: string,
  review: {
    reviewStatus: "approved" | "rejected";
    rejectionReason?: string | null;
    holdExpiresAt?: Date;
    /** The day an approval's window holds its slot from (decision 0025); null: from now. */
    holdsFrom?: Date | null;
  },
) {
  await executor
    .update(placementRequests)
    .set({
      reviewStatus: review.reviewStatus,
      rejectionReason: review.rejectionReason ?? null,
      ...(review.holdExpiresAt
        ? { holdExpiresAt: review.holdExpiresAt, holdsFrom: review.holdsFrom ?? null, lapsedAt: null }
        : {}),
    })
    .where(eq(placementRequests.id, requestId));
}

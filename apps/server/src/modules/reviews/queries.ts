import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { type Executor, selectRows } from "../../db/client.js";
import { ads, placementRequests } from "../../db/schema/campaigns.js";
import { mediaObjects, websites } from "../../db/schema/inventory.js";
import { afterCursor, cursorTime } from "../../lib/pagination.js";

/**
 * The ad ids with a request on one of the owner's websites (only pending ones, with
 * `onlyPending`): from the owner's websites (websites_owner_created_idx) to their requests
 * (placement_requests_pending_idx when pending), never a scan of every ad (#29.5).
 */
const ownerRequestAdIds = (ownerId: string, onlyPending: boolean) =>
  sql`(select pr.ad_id from placement_requests pr join websites w on w.id = pr.website_id
       where w.owner_id = ${ownerId} ${onlyPending ? sql`and pr.review_status = 'pending'` : sql``})`;

/**
 * Submitted ads with a request on one of the owner's websites (optionally one ad, or only
 * pending), newest submitted first: `limit + 1` after `cursor` when paged.
 */
export async function listOwnerReviewAds(
  executor: Executor,
  ownerId: string,
  options: { adId?: string; onlyPending?: boolean; cursor?: string; limit?: number } = {},
) {
  const query = executor
    .select({ ad: ads, creative: mediaObjects, cursorAt: cursorTime(ads.submittedAt) })
    .from(ads)
    .leftJoin(mediaObjects, eq(mediaObjects.id, ads.creativeMediaId))
    .where(
      and(
        eq(ads.status, "submitted"),
        sql`${ads.id} in ${ownerRequestAdIds(ownerId, options.onlyPending ?? false)}`,
        options.adId ? eq(ads.id, options.adId) : undefined,
        afterCursor(ads.submittedAt, ads.id, options.cursor),
      ),
    )
    .orderBy(desc(ads.submittedAt), desc(ads.id));
  return options.limit === undefined ? query : query.limit(options.limit + 1);
}

/** How many submitted ads wait for this owner's answer on at least one website (the nav's count). */
export async function countOwnerPendingAds(executor: Executor, ownerId: string) {
  const [row] = await selectRows<{ n: number }>(
    executor,
    sql`select count(*)::int as n from ads where status = 'submitted' and id in ${ownerRequestAdIds(ownerId, true)}`,
  );
  return row?.n ?? 0;
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

/** A request waiting for its owner's answer, as the answer window's sweep claims it (decision 0058). */
export interface WaitingRequest {
  id: string;
  adId: string;
  websiteId: string;
  websiteName: string;
  ownerId: string;
  advertiserId: string;
  businessName: string;
  pendingSince: Date;
}

/**
 * Up to `limit` requests still pending since `since` or earlier (only those not yet reminded,
 * with `unreminded`), oldest first, row-locked for the caller's transaction and skipping the
 * rows another sweep holds: two servers never take the same request. Reads one of the partial
 * indexes on `pending_since` (placement_requests_unreminded_idx / _pending_since_idx).
 */
export function claimWaitingStatement(options: { since: Date; unreminded: boolean; limit: number }) {
  return sql`select pr.id, pr.ad_id as "adId", pr.website_id as "websiteId", w.name as "websiteName",
      w.owner_id as "ownerId", a.advertiser_id as "advertiserId", a.business_name as "businessName",
      pr.pending_since as "pendingSince"
    from placement_requests pr
    join websites w on w.id = pr.website_id
    join ads a on a.id = pr.ad_id
    where pr.review_status = 'pending' ${options.unreminded ? sql`and pr.reminded_at is null` : sql``}
      and pr.pending_since <= ${options.since.toISOString()}::timestamptz
    order by pr.pending_since
    limit ${options.limit}
    for update of pr skip locked`;
}

export async function claimWaitingRequests(
  tx: Executor,
  options: { since: Date; unreminded: boolean; limit: number },
): Promise<WaitingRequest[]> {
  const rows = await selectRows<Omit<WaitingRequest, "pendingSince"> & { pendingSince: string | Date }>(
    tx,
    claimWaitingStatement(options),
  );
  return rows.map((row) => ({ ...row, pendingSince: new Date(row.pendingSince) }));
}

export async function markReminded(tx: Executor, requestIds: string[], now: Date) {
  if (requestIds.length === 0) return;
  await tx
    .update(placementRequests)
    .set({ remindedAt: now })
    .where(and(inArray(placementRequests.id, requestIds), eq(placementRequests.reviewStatus, "pending")));
}

export async function markExpired(tx: Executor, requestIds: string[], now: Date) {
  if (requestIds.length === 0) return;
  await tx
    .update(placementRequests)
    .set({ reviewStatus: "expired", expiredAt: now })
    .where(and(inArray(placementRequests.id, requestIds), eq(placementRequests.reviewStatus, "pending")));
}

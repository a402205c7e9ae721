import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ads, placementRequests } from "../../db/schema/campaigns.js";
import { websites } from "../../db/schema/inventory.js";

async function lockRequestRow(executor: Executor, requestId: string) {
  await executor.execute(
    sql`select 1 from ${placementRequests} where ${placementRequests.id} = ${requestId} for update`,
  );
}

/** A request, row-locked, with its ad's advertiser and name (for the lapse job). */
export async function lockRequestHold(executor: Executor, requestId: string) {
  await lockRequestRow(executor, requestId);
  const [row] = await executor
    .select({
      request: placementRequests,
      adId: ads.id,
      advertiserId: ads.advertiserId,
      businessName: ads.businessName,
    })
    .from(placementRequests)
    .innerJoin(ads, eq(ads.id, placementRequests.adId))
    .where(eq(placementRequests.id, requestId));
  return row;
}

/** The advertiser's own request on their submitted ad, row-locked, with the website's owner. */
export async function lockAdvertiserRequest(executor: Executor, advertiserId: string, adId: string, requestId: string) {
  await lockRequestRow(executor, requestId);
  const [row] = await executor
    .select({ request: placementRequests, ownerId: websites.ownerId, businessName: ads.businessName })
    .from(placementRequests)
    .innerJoin(ads, eq(ads.id, placementRequests.adId))
    .innerJoin(websites, eq(websites.id, placementRequests.websiteId))
    .where(
      and(
        eq(placementRequests.id, requestId),
        eq(placementRequests.adId, adId),
        eq(ads.advertiserId, advertiserId),
        eq(ads.status, "submitted"),
      ),
    );
  return row;
}

/**
 * Approvals whose payment window closed before `now` and whose advertiser was not told yet,
 * oldest first. Matches the partial index `placement_requests_hold_expires_idx`.
 */
export async function listClosedUntoldWindows(executor: Executor, now: Date, limit: number) {
  const rows = await executor
    .select({ id: placementRequests.id })
    .from(placementRequests)
    .where(
      and(
        // Literal, as in the index's predicate, so the planner can use it.
        sql`${placementRequests.reviewStatus} = 'approved' and ${placementRequests.paymentStatus} = 'unpaid'`,
        isNull(placementRequests.lapsedAt),
        lte(placementRequests.holdExpiresAt, now),
      ),
    )
    .orderBy(placementRequests.holdExpiresAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function markLapsed(executor: Executor, requestId: string, now: Date) {
  await executor.update(placementRequests).set({ lapsedAt: now }).where(eq(placementRequests.id, requestId));
}

/** Back to the owner's review: pending, no payment window. */
export async function reopenRequest(executor: Executor, requestId: string) {
  await executor
    .update(placementRequests)
    // A new wait for the owner's answer (decision 0058): a new window, a new reminder.
    .set({
      reviewStatus: "pending",
      holdExpiresAt: null,
      holdsFrom: null,
      lapsedAt: null,
      pendingSince: new Date(),
      remindedAt: null,
    })
    .where(eq(placementRequests.id, requestId));
}

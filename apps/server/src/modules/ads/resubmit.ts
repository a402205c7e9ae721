import { text } from "@placard/shared/messages";
import type { Ad, businessDetailsSchema } from "@placard/shared/ads";
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Executor } from "../../db/client.js";
import { placementRequests } from "../../db/schema/campaigns.js";
import { websites } from "../../db/schema/inventory.js";
import { AppError, notFound } from "../../lib/app-error.js";
import type { Notifier } from "../notifications/index.js";
import { findOwnAd, updateAd } from "./queries.js";
import { getAd } from "./service.js";

/** Resubmitting an ad an owner rejected (#15.2): edited, it goes back to their review. */

export const RESUBMIT_REFUSED = text("errors.ads.resubmit_refused");
export const EDIT_APPROVED_REFUSED = text("errors.ads.edit_approved_refused");

/** The ad's requests, row-locked in id order (the order approval locks them in: decision 0016). */
async function lockRequestsOfAd(executor: Executor, adId: string) {
  await executor.execute(
    sql`select 1 from ${placementRequests} where ${placementRequests.adId} = ${adId} order by ${placementRequests.id} for update`,
  );
  return executor
    .select({ request: placementRequests, ownerId: websites.ownerId })
    .from(placementRequests)
    .innerJoin(websites, eq(websites.id, placementRequests.websiteId))
    .where(eq(placementRequests.adId, adId))
    .orderBy(asc(placementRequests.id));
}

/**
 * Back to the owner's review as if new: pending, unpaid, no booking or payment window. The
 * rejection reason stays, so both sides still see what was asked for.
 */
async function reopenRejected(executor: Executor, requestId: string) {
  await executor
    .update(placementRequests)
    .set({
      reviewStatus: "pending",
      paymentStatus: "unpaid",
      startsAt: null,
      endsAt: null,
      holdExpiresAt: null,
      holdsFrom: null,
      lapsedAt: null,
      // A new wait for the owner's answer (decision 0058): a new window, a new reminder.
      pendingSince: new Date(),
      remindedAt: null,
    })
    .where(and(eq(placementRequests.id, requestId), eq(placementRequests.reviewStatus, "rejected")));
}

const DETAIL_FIELDS = ["businessName", "businessLink", "businessLocation", "description"] as const;

/**
 * The advertiser's ad, rejected on at least one website, with edited business details: every
 * rejected request goes back to its owner's review (`newPendingAd`). The details belong to the
 * whole ad, so they may change only while no website has approved it; resubmitting unchanged
 * is always allowed. All or nothing.
 */
export async function resubmitAd(
  db: Db,
  notifier: Notifier,
  advertiserId: string,
  adId: string,
  details: z.output<typeof businessDetailsSchema>,
): Promise<Ad> {
  const reopened = await db.transaction(async (tx) => {
    const row = await findOwnAd(tx, advertiserId, adId, "submitted");
    if (!row) throw notFound("errors.not_found.ad");
    const requests = await lockRequestsOfAd(tx, adId);
    const rejected = requests.filter(({ request }) => request.reviewStatus === "rejected");
    if (rejected.length === 0) throw new AppError("conflict", RESUBMIT_REFUSED);
    const changed = DETAIL_FIELDS.some((field) => row.ad[field] !== details[field]);
    if (changed && requests.some(({ request }) => request.reviewStatus === "approved")) {
      throw new AppError("conflict", EDIT_APPROVED_REFUSED);
    }
    if (changed) await updateAd(tx, adId, details);
    for (const { request } of rejected) await reopenRejected(tx, request.id);
    return { owners: [...new Set(rejected.map(({ ownerId }) => ownerId))], businessName: details.businessName };
  });
  await notifier.notify(
    reopened.owners.map((userId) => ({
      userId,
      type: "newPendingAd" as const,
      businessName: reopened.businessName,
      adId,
    })),
  );
  return getAd(db, advertiserId, adId);
}

import { text } from "@placard/shared/messages";
import type { Page } from "@placard/shared/pagination";
import {
  type AdminAd,
  type AdminAdsQuery,
  CONTENT_REASON_LABELS,
  type TakeDownResult,
  takeDownSchema,
} from "@placard/shared/trust";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { eq } from "drizzle-orm";
import { ads } from "../../db/schema/campaigns.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { toPage } from "../../lib/pagination.js";
import { toCreative } from "../ads/index.js";
import { type AuditActor, recordAudit } from "../audit/index.js";
import type { NotificationInput } from "../notifications/index.js";
import {
  paymentPeriods,
  refundPartInTx,
  unusedCents,
  lockSucceededPayments,
  updateRequestBooking,
} from "../payments/index.js";
import { closeReportsOfAd, listAdminAds, lockAd, lockAdRequests } from "./queries.js";

type TakeDown = z.output<typeof takeDownSchema>;

export async function listAdsForOperator(db: Db, query: AdminAdsQuery): Promise<Page<AdminAd>> {
  const rows = await listAdminAds(db, query);
  return toPage(
    rows,
    query.limit,
    (row) => ({ at: row.cursorAt, id: row.ad.id }),
    (row): AdminAd => ({
      id: row.ad.id,
      businessName: row.ad.businessName,
      businessLink: row.ad.businessLink,
      description: row.ad.description,
      state: row.ad.takenDownAt ? "taken_down" : row.ad.status,
      advertiser: row.advertiser,
      creative: toCreative(row.creative),
      websites: row.websites,
      liveBookings: row.liveBookings,
      openReports: row.openReports,
      takedown: row.ad.takenDownAt
        ? {
            at: row.ad.takenDownAt.toISOString(),
            reason: takeDownSchema.shape.reason.parse(row.ad.takedownReason),
            note: row.ad.takedownNote ?? "",
          }
        : null,
      createdAt: row.ad.createdAt.toISOString(),
    }),
  );
}

export interface TakeDownOutcome {
  result: TakeDownResult;
  /** For after commit: the delivery cache reload and the notifications. */
  requestIds: string[];
  notifications: NotificationInput[];
}

/**
 * Takes an ad down (decision 0029), in one transaction: the ad row is locked and marked,
 * paid bookings still running end now with their unused days refunded (the request row,
 * then its succeeded payments in id order, then balances: decision 0016), unpaid requests
 * are rejected with the reason, open reports close, and the audit line is written. The
 * caller reloads delivery for `requestIds` and sends `notifications` after commit.
 */
export async function takeDownAd(
  db: Db,
  operator: AuditActor,
  adId: string,
  input: TakeDown,
): Promise<TakeDownOutcome> {
  const label = CONTENT_REASON_LABELS[input.reason];
  const why = input.note ? `${label}: ${input.note}` : label;
  return db.transaction(async (tx) => {
    const ad = await lockAd(tx, adId);
    if (!ad) throw notFound("errors.not_found.ad");
    if (ad.takenDownAt) throw new AppError("conflict", text("errors.content.already_taken_down"));
    const now = new Date();
    await tx
      .update(ads)
      .set({ takenDownAt: now, takedownReason: input.reason, takedownNote: input.note })
      .where(eq(ads.id, adId));

    const requests = await lockAdRequests(tx, adId);
    let endedBookings = 0;
    let rejectedRequests = 0;
    let refundedCents = 0;
    const refunds: { paymentId: string; cents: number }[] = [];
    const owners = new Map<string, string>();
    for (const { request, ownerId, websiteName } of requests) {
      const isRunning = request.paymentStatus === "paid" && request.endsAt !== null && request.endsAt > now;
      if (isRunning) {
        const paid = await lockSucceededPayments(tx, request.id);
        const periods = paymentPeriods(request, paid);
        for (const payment of paid) {
          const period = periods.get(payment.id);
          const cents = period
            ? Math.min(unusedCents(payment.amountCents, period, now), payment.amountCents - payment.refundedCents)
            : 0;
          if (cents <= 0) continue;
          await refundPartInTx(tx, payment, cents, {
            key: `takedown:${payment.id}`,
            description: `Refund of the unused days: the ad was taken down (${label})`,
          });
          refunds.push({ paymentId: payment.id, cents });
          refundedCents += cents;
        }
        await updateRequestBooking(tx, request.id, { paymentStatus: "refunded", endsAt: now });
        endedBookings += 1;
        owners.set(ownerId, websiteName);
      } else if (request.paymentStatus === "unpaid" && request.reviewStatus !== "rejected") {
        await updateRequestBooking(tx, request.id, {
          reviewStatus: "rejected",
          rejectionReason: `Taken down by Placard: ${why}`,
          holdExpiresAt: null,
        });
        rejectedRequests += 1;
        owners.set(ownerId, websiteName);
      }
    }
    const closedReports = await closeReportsOfAd(tx, adId, operator.id, now);
    await recordAudit(tx, {
      actor: operator,
      action: "ad.take_down",
      targetType: "ad",
      targetId: adId,
      reason: input.reason,
      details: { note: input.note, endedBookings, rejectedRequests, refundedCents, refunds, closedReports },
    });

    const message = `Taken down by Placard: ${why}`;
    // The advertiser's names the ad (their page of it); an owner's names none of theirs to open.
    const notifications: NotificationInput[] = [
      { userId: ad.advertiserId, type: "adTakenDown", businessName: ad.businessName, adId, reason: message },
      ...[...owners.keys()]
        .filter((ownerId) => ownerId !== ad.advertiserId)
        .map((ownerId) => ({
          userId: ownerId,
          type: "adTakenDown" as const,
          businessName: ad.businessName,
          adId: null,
          reason: message,
        })),
    ];
    return {
      result: { adId, endedBookings, rejectedRequests, refundedCents, closedReports },
      requestIds: requests.map((row) => row.request.id),
      notifications,
    };
  });
}

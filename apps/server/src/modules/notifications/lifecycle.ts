import { and, eq } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.js";
import { ads, placementRequests } from "../../db/schema/campaigns.js";
import { websites } from "../../db/schema/inventory.js";
import { payments } from "../../db/schema/money.js";
import { enqueueJob, type JobOutcome } from "../../lib/jobs/queue.js";
import { type NotificationInput, recordNotifications } from "./service.js";

/**
 * The money events people hear of (issue #17), raised in the transaction that makes them
 * true, so each is told exactly when it happened, and once (decision 0023): the payment
 * (both sides), the reminder 3 days before a booking ends, the release of earnings, a
 * payout's end.
 */
export const LIFECYCLE_JOBS = { bookingEnding: "booking-ending-email" } as const;

const REMINDER_MS = 3 * 24 * 60 * 60 * 1000;

/** Inside the event's own transaction: in-app notices are pushed live once it commits. */
const record = (tx: Executor, inputs: NotificationInput[]) => recordNotifications(tx, inputs, { pushLater: true });

export interface PaidBooking {
  paymentId: string;
  requestId: string;
  adId: string;
  advertiserId: string;
  ownerId: string;
  businessName: string;
  websiteName: string;
  amountCents: number;
  earningsCents: number;
  endsAt: Date;
}

/** A settled payment: the advertiser's receipt, the owner's news, and the reminder before the end. */
export async function raisePaymentReceived(tx: Executor, booking: PaidBooking) {
  const common = {
    businessName: booking.businessName,
    adId: booking.adId,
    eventKey: booking.paymentId,
  };
  const details = { websiteName: booking.websiteName, endsAt: booking.endsAt.toISOString() };
  await record(tx, [
    {
      ...common,
      userId: booking.advertiserId,
      type: "paymentReceived",
      details: { ...details, amountCents: booking.amountCents },
    },
    {
      ...common,
      userId: booking.ownerId,
      type: "bookingPaid",
      details: { ...details, amountCents: booking.earningsCents },
    },
  ]);
  await scheduleBookingEnding(tx, booking.requestId, booking.endsAt);
}

/** Due 3 days before the booking ends (at once for a shorter booking); one per end date. */
export async function scheduleBookingEnding(tx: Executor, requestId: string, endsAt: Date) {
  await enqueueJob(
    tx,
    LIFECYCLE_JOBS.bookingEnding,
    { requestId, endsAt: endsAt.toISOString() },
    {
      runAt: new Date(Math.max(Date.now(), endsAt.getTime() - REMINDER_MS)),
      dedupeKey: `booking-ending:${requestId}:${endsAt.toISOString()}`,
    },
  );
}

/**
 * The reminder job: tells the advertiser, with the Renew link, unless the booking has
 * changed since (renewed to a later end: that end has its own reminder; refunded or ended).
 */
export async function remindBookingEnding(db: Db, requestId: string, endsAtIso: string): Promise<JobOutcome> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        request: placementRequests,
        adId: ads.id,
        advertiserId: ads.advertiserId,
        businessName: ads.businessName,
        websiteName: websites.name,
      })
      .from(placementRequests)
      .innerJoin(ads, eq(ads.id, placementRequests.adId))
      .innerJoin(websites, eq(websites.id, placementRequests.websiteId))
      .where(and(eq(placementRequests.id, requestId), eq(placementRequests.paymentStatus, "paid")));
    const endsAt = row?.request.endsAt;
    if (!row || !endsAt || endsAt.toISOString() !== endsAtIso || endsAt <= new Date()) return;
    await record(tx, [
      {
        userId: row.advertiserId,
        type: "bookingEnding",
        businessName: row.businessName,
        adId: row.adId,
        eventKey: `${requestId}:${endsAtIso}`,
        details: { websiteName: row.websiteName, endsAt: endsAtIso, requestId, autoRenew: row.request.autoRenew },
      },
    ]);
  });
}

/** Held earnings became withdrawable (called where the release is posted, once). */
export async function raiseEarningsReleased(
  tx: Executor,
  release: { paymentId: string; ownerId: string; earningsCents: number },
) {
  const [row] = await tx
    .select({ adId: ads.id, businessName: ads.businessName, websiteName: websites.name })
    .from(payments)
    .innerJoin(placementRequests, eq(placementRequests.id, payments.requestId))
    .innerJoin(ads, eq(ads.id, placementRequests.adId))
    .innerJoin(websites, eq(websites.id, placementRequests.websiteId))
    .where(eq(payments.id, release.paymentId));
  await record(tx, [
    {
      userId: release.ownerId,
      type: "earningsReleased",
      businessName: row?.businessName ?? "",
      adId: row?.adId ?? null,
      eventKey: release.paymentId,
      details: { amountCents: release.earningsCents, websiteName: row?.websiteName ?? "" },
    },
  ]);
}

/** A payout reached its end: completed, or failed (and its money returned). */
export async function raisePayoutFinished(
  tx: Executor,
  withdrawal: { id: string; ownerId: string; amountCents: number; phoneNumber: string },
  outcome: { status: "completed" } | { status: "failed"; reason: string },
) {
  await record(tx, [
    {
      userId: withdrawal.ownerId,
      type: outcome.status === "completed" ? "payoutCompleted" : "payoutFailed",
      businessName: withdrawal.phoneNumber,
      reason: outcome.status === "failed" ? outcome.reason : null,
      eventKey: withdrawal.id,
      details: { amountCents: withdrawal.amountCents, phoneNumber: withdrawal.phoneNumber },
    },
  ]);
}

import type { PaymentResultStatus } from "@placard/shared/payments";
import { enqueueJob } from "../../lib/jobs/queue.js";
import { raisePaymentReceived } from "../notifications/index.js";
import { DAY_MS, PAYMENT_JOBS, type PaymentDeps, splitPayment } from "./deps.js";
import { postEarningsReleased, postPaymentReceived, postPaymentRefunded } from "./earnings.js";
import type { VerifiedTransaction } from "./providers/provider.js";
import { assignReceiptNumber } from "./receipt-number.js";
import { scheduleBookingWebhooks } from "../webhooks/index.js";
import { BOOKING_MS, bookingStart, firstFullInWindow, spaceIntervalsForRequest } from "../spaces/index.js";
import { lockPayment, lockRequestForBooking, type PaymentRow, updatePayment, updateRequestBooking } from "./queries.js";

/**
 * Settles our payment from what the provider says about it — never from what a redirect
 * or a webhook claims. Exactly once, in one transaction: the request is marked paid, the
 * 30-day booking starts (on the chosen start date, or now; or extends, for a renewal), the
 * ledger records the money and the payment gets its receipt number.
 * A confirmation that finds no free slot (capacity.ts), or arrives after the owner
 * rejected the ad, is recorded and refunded. Any number of calls, in any order, settle once.
 */
export async function settlePayment(
  deps: PaymentDeps,
  payment: PaymentRow,
  verified: VerifiedTransaction | null,
): Promise<PaymentResultStatus> {
  if (!verified) return "payment-not-found";
  if (verified.txRef !== payment.txRef) {
    deps.log.warn({ paymentId: payment.id, verifiedTxRef: verified.txRef }, "transaction belongs to another payment");
    return "invalid-txref";
  }
  if (verified.status === "pending") return "payment-not-found";
  if (verified.status === "failed") return markFailed(deps, payment, verified);
  if (verified.amountCents !== payment.amountCents || verified.currency !== payment.currency) {
    deps.log.warn(
      {
        paymentId: payment.id,
        expected: [payment.amountCents, payment.currency],
        got: [verified.amountCents, verified.currency],
      },
      "payment amount or currency does not match",
    );
    return "amount-mismatch";
  }

  const outcome = await deps.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, payment.id);
    if (!locked) return { result: "payment-not-found" as const };
    if (locked.status === "succeeded") return { result: "success" as const };
    if (locked.status === "refunded") return { result: "failed" as const };

    const booking = await lockRequestForBooking(tx, locked.requestId);
    if (!booking) return { result: "payment-not-found" as const };
    const now = new Date();
    // Slots held by the others over the 30 days bought: paid bookings and open payment
    // windows (decisions 0015, 0025). A renewal runs on from the running booking's end;
    // anything else from the chosen start date (or now).
    const spaces = await spaceIntervalsForRequest(tx, locked.requestId, { now, lock: true });
    const isRunning =
      booking.request.paymentStatus === "paid" && booking.request.endsAt !== null && booking.request.endsAt > now;
    const from = isRunning && booking.request.endsAt ? booking.request.endsAt : bookingStart(locked.startsOn, now);
    const endsAt = new Date(from.getTime() + BOOKING_MS);
    const isRejected = booking.request.reviewStatus !== "approved";
    const isOverfilled = firstFullInWindow(booking.request, spaces, from.getTime(), now) !== undefined;
    const settled = {
      ...locked,
      providerTransactionId: verified.id,
      raw: verified.raw,
      confirmedAt: now,
    };
    await postPaymentReceived(tx, settled, booking, splitPayment(locked.amountCents, deps.config.PLATFORM_FEE_PERCENT));

    if (isRejected || isOverfilled) {
      const reason = isRejected ? "rejected" : "overfilled";
      await updatePayment(tx, locked.id, { ...settled, status: "refunded", failureReason: reason });
      await postPaymentRefunded(
        tx,
        settled,
        isRejected ? "Refund: the owner rejected the ad" : "Refund: the space was fully booked",
      );
      await enqueueJob(tx, PAYMENT_JOBS.sendRefund, { paymentId: locked.id }, { dedupeKey: `refund:${locked.id}` });
      return { result: "failed" as const, changed: true };
    }

    const availableAt = new Date(now.getTime() + deps.config.EARNINGS_HOLD_DAYS * DAY_MS);
    const succeeded = {
      ...settled,
      status: "succeeded" as const,
      availableAt,
      failureReason: null,
      bookedFrom: from,
      bookedUntil: endsAt,
    };
    await updatePayment(tx, locked.id, succeeded);
    const startsAt = isRunning && booking.request.startsAt ? booking.request.startsAt : from;
    await updateRequestBooking(tx, locked.requestId, { paymentStatus: "paid", startsAt, endsAt });
    await raisePaymentReceived(tx, {
      paymentId: locked.id,
      requestId: locked.requestId,
      adId: booking.adId,
      advertiserId: booking.advertiserId,
      ownerId: booking.ownerId,
      businessName: booking.businessName,
      websiteName: booking.websiteName,
      amountCents: locked.amountCents,
      earningsCents: splitPayment(locked.amountCents, deps.config.PLATFORM_FEE_PERCENT).earningsCents,
      endsAt,
    });
    await scheduleBookingWebhooks(tx, locked.requestId, startsAt, endsAt);
    if (availableAt <= now) await postEarningsReleased(tx, succeeded);
    else {
      await enqueueJob(
        tx,
        PAYMENT_JOBS.releaseEarnings,
        { paymentId: locked.id },
        { runAt: availableAt, dedupeKey: `release:${locked.id}` },
      );
    }
    await enqueueJob(
      tx,
      PAYMENT_JOBS.expireBooking,
      { requestId: locked.requestId },
      { runAt: endsAt, dedupeKey: `expire:${locked.requestId}:${endsAt.toISOString()}` },
    );
    // Last, so the counter row is locked only until the commit (decision 0024).
    await assignReceiptNumber(tx, locked.id);
    return { result: "success" as const, changed: true };
  });

  if ("changed" in outcome) {
    deps.bookingEvents.emit("changed", payment.requestId);
    deps.jobs.wake();
  }
  return outcome.result;
}

async function markFailed(deps: PaymentDeps, payment: PaymentRow, verified: VerifiedTransaction) {
  return deps.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, payment.id);
    if (locked?.status === "succeeded") return "success" as const;
    if (locked?.status === "pending" || locked?.status === "cancelled") {
      await updatePayment(tx, payment.id, {
        status: "failed",
        providerTransactionId: verified.id,
        raw: verified.raw,
        failureReason: "declined",
      });
    }
    return "failed" as const;
  });
}

/** The payer cancelled on the checkout: nothing was charged. */
export async function markCancelled(deps: PaymentDeps, payment: PaymentRow) {
  await deps.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, payment.id);
    if (locked?.status === "pending") await updatePayment(tx, payment.id, { status: "cancelled" });
  });
}

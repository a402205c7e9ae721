import { randomBytes } from "node:crypto";
import { BOOKING_DAYS, PAYMENT_CURRENCY, PAYMENT_LINK_FAILED, type PaymentLink } from "@placard/shared/payments";
import { APPROVAL_LAPSED_MESSAGE, NO_ROOM_TO_PAY_MESSAGE } from "@placard/shared/ads";
import { AppError, notFound } from "../../lib/app-error.js";
import { firstFullFor, isLapsed, type SlotHolder, slotsForRequest } from "../spaces/capacity.js";
import { enqueueJob } from "../../lib/jobs/queue.js";
import { PAYMENT_JOBS, type PaymentDeps } from "./deps.js";
import { findPayableRequest, findUserName, insertPayment, updatePayment } from "./queries.js";

/** How long after creating a payment we ask the provider ourselves, if nobody told us. */
export const FIRST_CHECK_DELAY_MS = 10 * 60 * 1000;

const newTxRef = () => `PLC-${randomBytes(12).toString("hex")}`;

/**
 * Pay Now's capacity rule (decision 0015): a running booking may always renew; a lapsed
 * approval must be asked again; anything else needs room now (capacity.ts `firstFullFor`).
 * The confirmation checks again, under locks.
 */
async function assertMayTakeSlot(deps: PaymentDeps, request: SlotHolder & { id: string }) {
  const now = new Date();
  if (request.paymentStatus === "paid" && request.endsAt && request.endsAt > now) return;
  if (isLapsed(request, now)) throw new AppError("conflict", APPROVAL_LAPSED_MESSAGE);
  const full = firstFullFor(request, await slotsForRequest(deps.db, request.id, { now }), now);
  if (full) throw new AppError("conflict", NO_ROOM_TO_PAY_MESSAGE(full.name), { spaceId: full.id });
}

/**
 * Starts paying for one approved website of the advertiser's own ad (or renewing its
 * booking): the server prices it, records a pending payment and asks the provider for a
 * hosted checkout link. A background check is queued in case no redirect or webhook comes.
 */
export async function startPayment(
  deps: PaymentDeps,
  advertiserId: string,
  input: { requestId: string; email: string },
): Promise<PaymentLink> {
  const row = await findPayableRequest(deps.db, advertiserId, input.requestId);
  if (!row) throw notFound("Request");
  if (row.request.reviewStatus !== "approved") {
    throw new AppError("conflict", "The website owner has not approved this ad yet.");
  }
  if (row.request.paymentStatus === "refunded") {
    throw new AppError("conflict", "This placement was refunded and can no longer be paid for.");
  }
  if (row.request.endsAt && row.request.endsAt.getTime() - Date.now() > BOOKING_DAYS * 24 * 60 * 60 * 1000) {
    throw new AppError("conflict", "This placement is already paid for the next 30 days.");
  }
  if (row.amountCents <= 0) throw new AppError("conflict", "There is nothing to pay for this website.");
  await assertMayTakeSlot(deps, row.request);

  const payment = await deps.db.transaction(async (tx) => {
    const created = await insertPayment(tx, {
      requestId: row.request.id,
      advertiserId,
      provider: deps.provider.name,
      txRef: newTxRef(),
      amountCents: row.amountCents,
      currency: PAYMENT_CURRENCY,
      email: input.email,
    });
    await enqueueJob(
      tx,
      PAYMENT_JOBS.checkPayment,
      { paymentId: created.id },
      { runAt: new Date(Date.now() + FIRST_CHECK_DELAY_MS), dedupeKey: `check-payment:${created.id}` },
    );
    return created;
  });

  const payer = await findUserName(deps.db, advertiserId);
  try {
    const { link } = await deps.provider.createPaymentLink({
      txRef: payment.txRef,
      amountCents: payment.amountCents,
      currency: payment.currency,
      email: input.email,
      customerName: payer?.name ?? input.email,
      redirectUrl: `${deps.config.publicUrl}/api/payments/return`,
      title: `${row.businessName} on ${row.websiteName}`,
      description: `${BOOKING_DAYS} days of ad placement on ${row.websiteName}`,
    });
    await updatePayment(deps.db, payment.id, { paymentLink: link });
    return { paymentLink: link, txRef: payment.txRef, amountCents: payment.amountCents, currency: payment.currency };
  } catch (error) {
    deps.log.error({ err: error, paymentId: payment.id }, "payment link creation failed");
    await updatePayment(deps.db, payment.id, { status: "failed", failureReason: "link-failed" });
    throw new AppError("unavailable", PAYMENT_LINK_FAILED);
  }
}

import { text } from "@placard/shared/messages";
import { randomBytes } from "node:crypto";
import {
  type Availability,
  BOOKING_DAYS,
  NO_ROOM_FROM_MESSAGE,
  PAYMENT_CURRENCY,
  PAYMENT_LINK_FAILED,
  type PaymentLink,
  START_DATE_RANGE_MESSAGE,
} from "@placard/shared/payments";
import { APPROVAL_LAPSED_MESSAGE, NO_ROOM_TO_PAY_MESSAGE } from "@placard/shared/ads";
import { AppError, notFound } from "../../lib/app-error.js";
import {
  isLapsed,
  type SlotHolder,
  bookingStart,
  firstFullInWindow,
  lastStartDate,
  nextFreeStart,
  spaceIntervalsForRequest,
  utcDate,
} from "../spaces/index.js";
import { enqueueJob } from "../../lib/jobs/queue.js";
import { PAYMENT_JOBS, type PaymentDeps } from "./deps.js";
import { findPayableRequest, findUserName, insertPayment, updatePayment } from "./queries.js";

/** How long after creating a payment we ask the provider ourselves, if nobody told us. */
export const FIRST_CHECK_DELAY_MS = 10 * 60 * 1000;

const newTxRef = () => `PLC-${randomBytes(12).toString("hex")}`;

/** A booking that is paid and has not ended renews from its end (no start date to choose). */
const isRunning = (request: SlotHolder, now: Date) =>
  request.paymentStatus === "paid" && request.endsAt !== null && request.endsAt > now;

/**
 * Pay Now's capacity rule (decisions 0015 and 0025): a lapsed approval must be asked again;
 * the 30 days the payment would buy — from the chosen start date, or from the end of a
 * running booking it renews — need room on every space (`firstFullInWindow`); when they have
 * none, the first free start date is offered. The confirmation checks again, under locks.
 */
async function assertMayTakeSlot(
  deps: PaymentDeps,
  request: SlotHolder & { id: string },
  startDate: string | undefined,
) {
  const now = new Date();
  if (startDate && (startDate < utcDate(now) || startDate > lastStartDate(now))) {
    throw new AppError("validation_failed", START_DATE_RANGE_MESSAGE, {
      fields: { startDate: [START_DATE_RANGE_MESSAGE] },
    });
  }
  if (isLapsed(request, now)) throw new AppError("conflict", APPROVAL_LAPSED_MESSAGE);
  const slots = await spaceIntervalsForRequest(deps.db, request.id, { now });
  const running = isRunning(request, now);
  const from = running && request.endsAt ? request.endsAt : bookingStart(startDate, now);
  const full = firstFullInWindow(request, slots, from.getTime(), now);
  if (!full) return;
  if (running) throw new AppError("conflict", NO_ROOM_TO_PAY_MESSAGE(full.name), { spaceId: full.id });
  const next = nextFreeStart(request, slots, now);
  const nextFreeDate = next ? utcDate(next) : null;
  throw new AppError("conflict", NO_ROOM_FROM_MESSAGE(full.name, nextFreeDate), { spaceId: full.id, nextFreeDate });
}

/** When a booking of the advertiser's request could start: for the payment dialog's date. */
export async function getAvailability(
  deps: PaymentDeps,
  advertiserId: string,
  requestId: string,
): Promise<Availability> {
  const row = await findPayableRequest(deps.db, advertiserId, requestId);
  if (!row) throw notFound("errors.not_found.request");
  const now = new Date();
  const renewsFrom = isRunning(row.request, now) && row.request.endsAt ? row.request.endsAt.toISOString() : null;
  const next = nextFreeStart(row.request, await spaceIntervalsForRequest(deps.db, requestId, { now }), now);
  return { nextFreeDate: next ? utcDate(next) : null, lastStartDate: lastStartDate(now), renewsFrom };
}

/**
 * Starts paying for one approved website of the advertiser's own ad (or renewing its
 * booking): the server prices it, records a pending payment and asks the provider for a
 * hosted checkout link. A background check is queued in case no redirect or webhook comes.
 */
export async function startPayment(
  deps: PaymentDeps,
  advertiserId: string,
  input: { requestId: string; email: string; startDate?: string },
): Promise<PaymentLink> {
  const row = await findPayableRequest(deps.db, advertiserId, input.requestId);
  if (!row) throw notFound("errors.not_found.request");
  if (row.request.reviewStatus !== "approved") {
    throw new AppError("conflict", text("errors.payments.not_approved"));
  }
  if (row.request.paymentStatus === "refunded") {
    throw new AppError("conflict", text("errors.payments.refunded"));
  }
  if (row.request.endsAt && row.request.endsAt.getTime() - Date.now() > BOOKING_DAYS * 24 * 60 * 60 * 1000) {
    throw new AppError("conflict", text("errors.payments.already_paid"));
  }
  if (row.amountCents <= 0) throw new AppError("conflict", text("errors.payments.nothing_to_pay"));
  await assertMayTakeSlot(deps, row.request, input.startDate);

  const payment = await deps.db.transaction(async (tx) => {
    const created = await insertPayment(tx, {
      requestId: row.request.id,
      advertiserId,
      ownerId: row.ownerId,
      provider: deps.provider.name,
      txRef: newTxRef(),
      amountCents: row.amountCents,
      currency: PAYMENT_CURRENCY,
      email: input.email,
      startsOn: isRunning(row.request, new Date()) ? null : (input.startDate ?? null),
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

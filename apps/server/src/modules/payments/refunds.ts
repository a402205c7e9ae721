import { text } from "@placard/shared/messages";
import type { Executor } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { enqueueJob } from "../../lib/jobs/queue.js";
import { withdrawnFromPayment } from "../ledger/index.js";
import { PAYMENT_JOBS } from "./deps.js";
import { postPaymentRefunded } from "./earnings.js";
import { findPayment, lockSucceededPayments, updatePayment, updateRequestBooking } from "./queries.js";
import type { PaymentDeps } from "./deps.js";

/**
 * Inside the caller's transaction (the owner rejecting a paid request): every succeeded
 * payment of the request is refunded, its ledger reversed, and the booking ends now. The
 * provider is called after commit by a job. Earnings already withdrawn cannot be taken
 * back automatically, so such a rejection is refused.
 *
 * The payments are row-locked (in id order) before anything is read about their money,
 * and a withdrawal, a release or a payout reversal of the same payment takes the same
 * lock first (docs/decisions/0016-money-lock-order.md): so "nothing withdrawn yet" and
 * "not released yet" stay true until this transaction commits.
 */
export async function refundRequestInTx(executor: Executor, requestId: string): Promise<number> {
  const paid = await lockSucceededPayments(executor, requestId);
  for (const payment of paid) {
    if ((await withdrawnFromPayment(executor, payment.id)) > 0) {
      throw new AppError("conflict", text("errors.payments.earnings_withdrawn"));
    }
  }
  for (const payment of paid) {
    await postPaymentRefunded(executor, payment, "Refund: the owner rejected the ad");
    await updatePayment(executor, payment.id, { status: "refunded", failureReason: "rejected" });
    await enqueueJob(
      executor,
      PAYMENT_JOBS.sendRefund,
      { paymentId: payment.id },
      { dedupeKey: `refund:${payment.id}` },
    );
  }
  if (paid.length > 0)
    await updateRequestBooking(executor, requestId, { paymentStatus: "refunded", endsAt: new Date() });
  return paid.length;
}

/** The job that asks the provider to return the money (retried until it answers). */
export async function sendRefund(deps: PaymentDeps, paymentId: string) {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment || payment.status !== "refunded" || !payment.providerTransactionId) return;
  const refund = await deps.provider.refund(payment.providerTransactionId, payment.amountCents);
  await updatePayment(deps.db, payment.id, {
    raw: { ...(payment.raw as object | null), refund },
  });
}

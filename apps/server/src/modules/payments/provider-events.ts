import type { PaymentResultStatus } from "@placard/shared/payments";
import type { JobOutcome } from "../../lib/jobs/queue.js";
import { markCancelled, settlePayment } from "./confirm.js";
import { DAY_MS, type PaymentDeps } from "./deps.js";
import type { VerifiedTransaction } from "./providers/provider.js";
import { findPayment, findPaymentByTxRef, updatePayment } from "./queries.js";

export interface ReturnQuery {
  status?: string;
  tx_ref?: string;
  transaction_id?: string;
}

/**
 * The payer's return from the provider's checkout (`status`, `tx_ref`, `transaction_id`).
 * The query is only a hint of which payment to look at: the provider is asked.
 */
export async function handleReturn(deps: PaymentDeps, query: ReturnQuery): Promise<PaymentResultStatus> {
  if (!query.status || !query.tx_ref) return "invalid-params";
  const payment = await findPaymentByTxRef(deps.db, query.tx_ref);
  if (!payment) return "invalid-txref";
  if (query.status === "cancelled" && !query.transaction_id) {
    await markCancelled(deps, payment);
    return "failed";
  }
  let verified: VerifiedTransaction | null;
  try {
    verified = query.transaction_id
      ? await deps.provider.verifyTransaction(query.transaction_id)
      : await deps.provider.verifyByReference(payment.txRef);
  } catch (error) {
    // The background check will settle it once the provider answers.
    deps.log.error({ err: error, paymentId: payment.id }, "could not verify a returning payment");
    return "error";
  }
  return settlePayment(deps, payment, verified);
}

/** A charge webhook, already authenticated: again, only the provider's own answer counts. */
export async function handleChargeWebhook(
  deps: PaymentDeps,
  event: { transactionId: string; txRef: string },
): Promise<PaymentResultStatus> {
  const payment = await findPaymentByTxRef(deps.db, event.txRef);
  if (!payment) return "invalid-txref";
  const verified = await deps.provider.verifyTransaction(event.transactionId);
  return settlePayment(deps, payment, verified);
}

/** After this long without an answer, a payment is given up as abandoned. */
export const PAYMENT_CHECK_GIVE_UP_MS = DAY_MS;
export const PAYMENT_CHECK_INTERVAL_MS = 15 * 60 * 1000;

/**
 * The background check for a payment nobody told us about: ask the provider by our
 * reference; settle it when it has an outcome, look again later while it has none.
 */
export async function checkPayment(deps: PaymentDeps, paymentId: string, now = new Date()): Promise<JobOutcome> {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment || payment.status !== "pending") return;
  const verified = await deps.provider.verifyByReference(payment.txRef);
  if (verified && verified.status !== "pending") {
    await settlePayment(deps, payment, verified);
    return;
  }
  if (now.getTime() - payment.createdAt.getTime() > PAYMENT_CHECK_GIVE_UP_MS) {
    await updatePayment(deps.db, payment.id, { status: "failed", failureReason: "abandoned" });
    return;
  }
  return { retryAt: new Date(now.getTime() + PAYMENT_CHECK_INTERVAL_MS) };
}

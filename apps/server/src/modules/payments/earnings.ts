import { and, eq, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.js";
import { ledgerEntries, payments } from "../../db/schema/money.js";
import { raiseEarningsReleased } from "../notifications/index.js";
import { postLedgerTransaction, paymentPosition } from "../ledger/index.js";
import { lockPayment, type PaymentRow } from "./queries.js";

/** Ledger movement keys of a payment's life. */
export const movementKey = {
  payment: (paymentId: string) => `payment:${paymentId}`,
  refund: (paymentId: string) => `refund:${paymentId}`,
  release: (paymentId: string) => `release:${paymentId}`,
};

/** Advertiser pays; the owner's share is held; Placard keeps its fee. */
export async function postPaymentReceived(
  executor: Executor,
  payment: PaymentRow,
  parties: { ownerId: string; businessName: string; websiteName: string },
  split: { feeCents: number; earningsCents: number },
) {
  await postLedgerTransaction(executor, {
    key: movementKey.payment(payment.id),
    description: `${parties.businessName} on ${parties.websiteName}`,
    paymentId: payment.id,
    lines: [
      { account: "advertiser", userId: payment.advertiserId, kind: "payment", amountCents: -payment.amountCents },
      { account: "owner_held", userId: parties.ownerId, kind: "earning", amountCents: split.earningsCents },
      { account: "platform_fees", userId: null, kind: "fee", amountCents: split.feeCents },
    ],
  });
}

/** The owner's and Placard's shares of a payment, read back from its ledger entries. */
export async function paymentShares(executor: Executor, paymentId: string) {
  const rows = await executor
    .select({ account: ledgerEntries.account, userId: ledgerEntries.userId, amount: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionKey, movementKey.payment(paymentId)));
  const owner = rows.find((row) => row.account === "owner_held");
  const fee = rows.find((row) => row.account === "platform_fees");
  return { ownerId: owner?.userId ?? null, earningsCents: owner?.amount ?? 0, feeCents: fee?.amount ?? 0 };
}

export async function isReleased(executor: Executor, paymentId: string) {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.transactionKey, movementKey.release(paymentId))));
  return (row?.count ?? 0) > 0;
}

/**
 * Held earnings of a succeeded payment become withdrawable (once). The caller holds the
 * payment's row lock (`lockPayment`), as for every movement of a payment's money
 * (docs/decisions/0016-money-lock-order.md), and passes the row read under it.
 */
export async function postEarningsReleased(executor: Executor, payment: PaymentRow) {
  // A payment partly refunded (a take-down, the operator) may be "refunded" with earnings left.
  if (payment.status !== "succeeded" && payment.status !== "refunded") return false;
  const shares = await paymentShares(executor, payment.id);
  // What is still held of this payment: its earnings less any part refund taken from them.
  const heldCents = (await paymentPosition(executor, payment.id)).heldCents;
  if (!shares.ownerId || heldCents <= 0) return false;
  const isPosted = await postLedgerTransaction(executor, {
    key: movementKey.release(payment.id),
    description: "Hold period over",
    paymentId: payment.id,
    lines: [
      { account: "owner_held", userId: shares.ownerId, kind: "internal", amountCents: -heldCents },
      { account: "owner_available", userId: shares.ownerId, kind: "release", amountCents: heldCents },
    ],
  });
  if (isPosted) {
    await raiseEarningsReleased(executor, {
      paymentId: payment.id,
      ownerId: shares.ownerId,
      earningsCents: heldCents,
    });
  }
  return isPosted;
}

/**
 * Releases one payment's held earnings in its own transaction: the payment row first,
 * then (through the ledger) the owner's balance row. For the release job and the lazy
 * release on reading a wallet.
 */
export async function releaseEarnings(db: Db, paymentId: string) {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) return false;
    const isPosted = await postEarningsReleased(tx, payment);
    // Released, or nothing left to release: the wallet's due check (payments_owner_unreleased_idx) skips it from now on.
    if (payment.status === "succeeded" || payment.status === "refunded") {
      await tx
        .update(payments)
        .set({ releasedAt: sql`now()` })
        .where(eq(payments.id, payment.id));
    }
    return isPosted;
  });
}

/**
 * Money back to the advertiser: the owner's share leaves wherever it sits (held, or
 * released) and Placard's fee is returned too. The caller holds the payment's row lock,
 * so a release or a withdrawal of the same payment cannot run in between.
 */
export async function postPaymentRefunded(executor: Executor, payment: PaymentRow, description: string) {
  const shares = await paymentShares(executor, payment.id);
  // What is left of the payment after any part refund (decision 0029): all of it, usually.
  const left = await paymentPosition(executor, payment.id);
  await postLedgerTransaction(executor, {
    key: movementKey.refund(payment.id),
    description,
    paymentId: payment.id,
    lines: [
      { account: "advertiser", userId: payment.advertiserId, kind: "refund", amountCents: left.paidCents },
      { account: "owner_held", userId: shares.ownerId, kind: "earning-reversed", amountCents: -left.heldCents },
      {
        account: "owner_available",
        userId: shares.ownerId,
        kind: "earning-reversed",
        amountCents: -left.availableCents,
      },
      { account: "platform_fees", userId: null, kind: "fee", amountCents: -left.feeCents },
    ],
  });
}

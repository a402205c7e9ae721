import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ledgerEntries, withdrawals } from "../../db/schema/money.js";

/** Where one payment's money sits now: the sums of its ledger entries per account. */
export interface PaymentPosition {
  /** What the advertiser has paid and not had back (a positive number). */
  paidCents: number;
  /** The owner's share still held, and released but not withdrawn. */
  heldCents: number;
  availableCents: number;
  /** Paid out (or on its way) to the owner. */
  withdrawnCents: number;
  /** Placard's fee still kept. */
  feeCents: number;
}

/**
 * Sums the payment's entries by account (every movement of a payment's money carries its
 * id: payment, release, refunds, withdrawals and their reversals). The caller holds the
 * payment's row lock when it moves money on what it reads (decision 0016).
 */
export async function paymentPosition(executor: Executor, paymentId: string): Promise<PaymentPosition> {
  const rows = await executor
    .select({ account: ledgerEntries.account, total: sql<number>`sum(${ledgerEntries.amountCents})::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.paymentId, paymentId))
    .groupBy(ledgerEntries.account);
  const of = (account: string) => Number(rows.find((row) => row.account === account)?.total ?? 0);
  return {
    paidCents: -of("advertiser"),
    heldCents: of("owner_held"),
    availableCents: of("owner_available"),
    withdrawnCents: of("owner_withdrawn"),
    feeCents: of("platform_fees"),
  };
}

/** What has left (or is leaving) for a mobile money wallet from one payment's earnings. */
export async function withdrawnFromPayment(executor: Executor, paymentId: string): Promise<number> {
  const [row] = await executor
    .select({ total: sql<number>`coalesce(sum(${withdrawals.amountCents}), 0)::int` })
    .from(withdrawals)
    .where(and(eq(withdrawals.paymentId, paymentId), notInArray(withdrawals.status, ["failed", "cancelled"])));
  return row?.total ?? 0;
}

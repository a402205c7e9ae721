import { formatLongDate } from "@placard/shared/format";
import { formatDollars } from "@placard/shared/money";
import {
  type EarningPayment,
  type Earnings,
  type Eligibility,
  RECENT_ACTIVITY_COUNT,
  type Wallet,
} from "@placard/shared/wallet";
import type { Executor } from "../../db/client.js";
import { notFound } from "../../lib/app-error.js";
import { postEarningsReleased } from "../payments/earnings.js";
import { listDueHeldPayments, listOwnerEarningPayments, listUserEntries, ownerTotals } from "./queries.js";

type EarningRow = Awaited<ReturnType<typeof listOwnerEarningPayments>>[number];

export function toEarningPayment(row: EarningRow): EarningPayment {
  const isRefunded = row.payment.status === "refunded";
  return {
    id: row.payment.id,
    reference: row.payment.txRef,
    businessName: row.businessName,
    businessLocation: row.businessLocation,
    businessLink: row.businessLink,
    advertiserEmail: row.payment.email,
    websiteName: row.websiteName,
    amountCents: row.earningsCents,
    withdrawnCents: row.withdrawnCents,
    remainingCents: isRefunded ? 0 : Math.max(row.earningsCents - row.withdrawnCents, 0),
    paidAt: (row.payment.confirmedAt ?? row.payment.createdAt).toISOString(),
    availableAt: (row.payment.availableAt ?? row.payment.createdAt).toISOString(),
    isRefunded,
  };
}

/**
 * Held earnings whose hold period is over become available. Run before reading or
 * spending a balance, so the answer never waits on the release job.
 */
export async function releaseDueEarnings(executor: Executor, ownerId: string, now = new Date()) {
  for (const { payment } of await listDueHeldPayments(executor, ownerId, now)) {
    await postEarningsReleased(executor, payment);
  }
}

export async function getWallet(executor: Executor, ownerId: string): Promise<Wallet> {
  await releaseDueEarnings(executor, ownerId);
  const totals = await ownerTotals(executor, ownerId);
  const recent = await listUserEntries(executor, ownerId, {
    kinds: ["earning", "withdrawal", "withdrawal-reversed", "earning-reversed"],
    limit: RECENT_ACTIVITY_COUNT,
  });
  return {
    ...totals,
    recentActivity: recent.map((entry) => ({
      id: String(entry.id),
      type: entry.amountCents >= 0 ? ("Deposit" as const) : ("Withdrawal" as const),
      amountCents: Math.abs(entry.amountCents),
      date: entry.createdAt.toISOString(),
    })),
  };
}

/** Earnings per business (SPEC §3 earnings response), each with its payments. */
export async function getEarnings(executor: Executor, ownerId: string): Promise<Earnings> {
  await releaseDueEarnings(executor, ownerId);
  const totals = await ownerTotals(executor, ownerId);
  const byBusiness = new Map<string, EarningPayment[]>();
  for (const row of await listOwnerEarningPayments(executor, ownerId)) {
    const payment = toEarningPayment(row);
    byBusiness.set(payment.businessName, [...(byBusiness.get(payment.businessName) ?? []), payment]);
  }
  return {
    totalBalanceCents: totals.availableCents,
    businesses: [...byBusiness].map(([businessName, list]) => ({
      businessName,
      totalCents: list.reduce((sum, payment) => sum + (payment.isRefunded ? 0 : payment.amountCents), 0),
      payments: list,
    })),
  };
}

/** Why a payment's earnings can or cannot be withdrawn now, with the amount that can. */
export function judgeEligibility(payment: EarningPayment, availableCents: number, now = new Date()): Eligibility {
  const no = (message: string) => ({ eligible: false, payment, message });
  if (payment.isRefunded) return no("This payment was refunded to the advertiser.");
  if (new Date(payment.availableAt) > now) {
    return no(`Earnings from this payment can be withdrawn from ${formatLongDate(payment.availableAt)}.`);
  }
  if (payment.remainingCents <= 0) return no("Everything from this payment has been withdrawn.");
  if (availableCents <= 0) return no("Your available balance is empty.");
  const max = Math.min(payment.remainingCents, availableCents);
  return { eligible: true, payment, message: `You can withdraw up to ${formatDollars(max)} from this payment.` };
}

export async function checkEligibility(executor: Executor, ownerId: string, paymentId: string): Promise<Eligibility> {
  await releaseDueEarnings(executor, ownerId);
  const [row] = await listOwnerEarningPayments(executor, ownerId, paymentId);
  if (!row) throw notFound("Payment");
  const totals = await ownerTotals(executor, ownerId);
  return judgeEligibility(toEarningPayment(row), totals.availableCents);
}

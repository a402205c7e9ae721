import { text } from "@placard/shared/messages";
import { formatLongDate } from "@placard/shared/format";
import { formatDollars } from "@placard/shared/money";
import type { Page, PageQuery } from "@placard/shared/pagination";
import {
  type EarningPayment,
  type EarningBusiness,
  type EarningPaymentPageQuery,
  type EarningsTotals,
  type Eligibility,
  RECENT_ACTIVITY_COUNT,
  type TransactionType,
  type Wallet,
  WALLET_MOVEMENT_TYPES,
} from "@placard/shared/wallet";
import type { Db, Executor } from "../../db/client.js";
import { notFound } from "../../lib/app-error.js";
import { toPage } from "../../lib/pagination.js";
import { ownerBalance } from "../ledger/index.js";
import { releaseEarnings } from "../payments/index.js";
import {
  listDueHeldPayments,
  listOwnerEarningPayments,
  listOwnerBusinessEarnings,
  listUserEntries,
  sumOwnerBusinessEarnings,
} from "./queries.js";

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
    remainingCents: isRefunded
      ? 0
      : Math.max(Math.min(row.earningsCents - row.withdrawnCents, Number(row.ownerLeftCents)), 0),
    paidAt: (row.payment.confirmedAt ?? row.payment.createdAt).toISOString(),
    availableAt: (row.payment.availableAt ?? row.payment.createdAt).toISOString(),
    isRefunded,
  };
}

/**
 * Held earnings whose hold period is over become available. Run before reading a
 * balance, so the answer never waits on the release job. Each release is its own
 * transaction that locks its payment first (docs/decisions/0016-money-lock-order.md),
 * so this must not run inside a transaction that already holds a balance row.
 */
export async function releaseDueEarnings(db: Db, ownerId: string, now = new Date()) {
  const due = (await listDueHeldPayments(db, ownerId, now)).sort();
  for (const paymentId of due) await releaseEarnings(db, paymentId);
}

/** The owner's balances from their maintained row: constant time, whatever their history. */
export async function walletTotals(executor: Executor, ownerId: string) {
  const balance = await ownerBalance(executor, ownerId);
  return {
    availableCents: balance.availableCents,
    heldCents: balance.heldCents,
    totalEarningsCents: balance.earnedCents,
  };
}

export async function getWallet(db: Db, ownerId: string): Promise<Wallet> {
  await releaseDueEarnings(db, ownerId);
  const totals = await walletTotals(db, ownerId);
  const recent = await listUserEntries(db, ownerId, {
    kinds: [...WALLET_MOVEMENT_TYPES],
    limit: RECENT_ACTIVITY_COUNT,
  });
  return {
    ...totals,
    // Each movement as /transactions shows it: its kind (named by TRANSACTION_TYPE_LABELS) and signed amount.
    recentActivity: recent.map((entry) => ({
      id: String(entry.id),
      type: entry.kind as TransactionType,
      description: entry.description,
      amountCents: entry.amountCents,
      date: entry.createdAt.toISOString(),
    })),
  };
}

/** One page of the owner's earnings per business (SPEC §3 earnings), from the maintained rows. */
export async function getEarnings(db: Db, ownerId: string, query: PageQuery): Promise<Page<EarningBusiness>> {
  await releaseDueEarnings(db, ownerId);
  const rows = await listOwnerBusinessEarnings(db, ownerId, { cursor: query.cursor, limit: query.limit + 1 });
  return toPage(
    rows,
    query.limit,
    (row) => ({ at: row.cursorAt, id: String(row.id) }),
    (row) => ({ businessName: row.businessName, totalCents: Number(row.totalCents), paymentCount: row.paymentCount }),
  );
}

/** The earnings page's totals: the available balance and the sums over every business. */
export async function getEarningsTotals(db: Db, ownerId: string): Promise<EarningsTotals> {
  await releaseDueEarnings(db, ownerId);
  const totals = await walletTotals(db, ownerId);
  return { totalBalanceCents: totals.availableCents, ...(await sumOwnerBusinessEarnings(db, ownerId)) };
}

/** One page of the payments that earned the owner money (of one business, if named), newest first. */
export async function listEarningPayments(
  db: Db,
  ownerId: string,
  query: EarningPaymentPageQuery,
): Promise<Page<EarningPayment>> {
  const rows = await listOwnerEarningPayments(db, ownerId, undefined, { ...query, limit: query.limit + 1 });
  return toPage(rows, query.limit, (row) => ({ at: row.cursorAt, id: String(row.entryId) }), toEarningPayment);
}

/**
 * One page of the payments whose earnings can be withdrawn now, newest first: what /wallet's
 * Withdraw offers from the available balance (#34.6), each withdrawn by the per-payment rules.
 */
export async function listWithdrawablePayments(
  db: Db,
  ownerId: string,
  query: PageQuery,
): Promise<Page<EarningPayment>> {
  await releaseDueEarnings(db, ownerId);
  const rows = await listOwnerEarningPayments(db, ownerId, undefined, {
    cursor: query.cursor,
    limit: query.limit + 1,
    withdrawableOnly: true,
  });
  return toPage(rows, query.limit, (row) => ({ at: row.cursorAt, id: String(row.entryId) }), toEarningPayment);
}

/** Why a payment's earnings can or cannot be withdrawn now, with the amount that can. */
export function judgeEligibility(payment: EarningPayment, availableCents: number, now = new Date()): Eligibility {
  const no = (message: string) => ({ eligible: false, payment, message });
  if (payment.isRefunded) return no(text("errors.wallet.refunded"));
  if (new Date(payment.availableAt) > now) {
    return no(text("errors.wallet.available_from", { date: formatLongDate(payment.availableAt) }));
  }
  if (payment.remainingCents <= 0) return no(text("errors.wallet.all_withdrawn"));
  if (availableCents <= 0) return no(text("errors.wallet.balance_empty"));
  const max = Math.min(payment.remainingCents, availableCents);
  return { eligible: true, payment, message: text("errors.wallet.withdraw_up_to", { amount: formatDollars(max) }) };
}

export async function checkEligibility(db: Db, ownerId: string, paymentId: string): Promise<Eligibility> {
  await releaseDueEarnings(db, ownerId);
  const [row] = await listOwnerEarningPayments(db, ownerId, paymentId);
  if (!row) throw notFound("errors.not_found.payment");
  const totals = await walletTotals(db, ownerId);
  return judgeEligibility(toEarningPayment(row), totals.availableCents);
}

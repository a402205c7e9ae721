import type { EarningPaymentFilter, TransactionFilter } from "@placard/shared/wallet";
import { and, desc, eq, gte, inArray, isNull, lte, notInArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ads, placementRequests } from "../../db/schema/campaigns.js";
import { websites } from "../../db/schema/inventory.js";
import {
  ledgerDayTotals,
  ledgerEntries,
  ownerBusinessEarnings,
  ownerEarningsTotals,
  payments,
  withdrawals,
} from "../../db/schema/money.js";
import { afterCursor, cursorTime, inDateRange } from "../../lib/pagination.js";

export type WithdrawalRow = typeof withdrawals.$inferSelect;

const earningEntry = (ownerId: string) =>
  and(eq(ledgerEntries.userId, ownerId), eq(ledgerEntries.account, "owner_held"), eq(ledgerEntries.kind, "earning"));

/** What has left (or is leaving) for mobile money from the payment of the row: payouts that did not fail. */
const withdrawnOfPayment = sql<number>`(
  select coalesce(sum(w.amount_cents), 0)::int from withdrawals w
  where w.payment_id = "payments"."id" and w.status not in ('failed', 'cancelled')
)`;

/**
 * The owner's share of the row's payment still in the wallet (held or available): less than
 * earned minus withdrawn once part of the payment was refunded (ledger_payment_idx).
 */
const ownerLeftOfPayment = sql<number>`(
  select coalesce(sum(le.amount_cents), 0)::int from ledger_entries le
  where le.payment_id = "payments"."id" and le.account in ('owner_held', 'owner_available')
)`;

/**
 * Earnings that can be withdrawn now (the rule of `judgeEligibility` short of the balance): a
 * settled payment whose hold is over, with earnings neither withdrawn nor refunded.
 */
const isWithdrawableNow = sql`${payments.status} = 'succeeded' and ${payments.availableAt} <= now()
  and least(${ledgerEntries.amountCents} - ${withdrawnOfPayment}, ${ownerLeftOfPayment}) > 0`;

/**
 * Payments that earned this owner money (their held-earnings entries), newest first: one
 * payment, or a page of them (`limit` after `cursor`), optionally of one business and dates, or
 * only those whose earnings can be withdrawn now (`withdrawableOnly`: /wallet's Withdraw).
 */
export async function listOwnerEarningPayments(
  executor: Executor,
  ownerId: string,
  paymentId?: string,
  options: EarningPaymentFilter & { cursor?: string; limit?: number; withdrawableOnly?: boolean } = {},
) {
  const query = executor
    .select({
      payment: payments,
      entryId: ledgerEntries.id,
      cursorAt: cursorTime(ledgerEntries.createdAt),
      earningsCents: ledgerEntries.amountCents,
      businessName: ads.businessName,
      businessLocation: ads.businessLocation,
      businessLink: ads.businessLink,
      websiteName: websites.name,
      withdrawnCents: withdrawnOfPayment,
      ownerLeftCents: ownerLeftOfPayment,
    })
    .from(ledgerEntries)
    .innerJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .innerJoin(placementRequests, eq(placementRequests.id, payments.requestId))
    .innerJoin(ads, eq(ads.id, placementRequests.adId))
    .innerJoin(websites, eq(websites.id, placementRequests.websiteId))
    .where(
      and(
        earningEntry(ownerId),
        paymentId ? eq(payments.id, paymentId) : undefined,
        options.business ? eq(ads.businessName, options.business) : undefined,
        options.withdrawableOnly ? isWithdrawableNow : undefined,
        ...inDateRange(ledgerEntries.createdAt, options),
        afterCursor(ledgerEntries.createdAt, ledgerEntries.id, options.cursor, "bigint"),
      ),
    )
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id));
  return options.limit ? query.limit(options.limit) : query;
}

/**
 * One page of the owner's earnings per advertiser's business, from the rows the ledger keeps
 * (`owner_business_earnings`, decision 0041): the business that first earned most recently
 * first, keyset on (first_earned_at, id) through owner_business_earnings_page_idx.
 */
export async function listOwnerBusinessEarnings(
  executor: Executor,
  ownerId: string,
  options: { cursor?: string; limit: number },
) {
  return executor
    .select({
      businessName: ownerBusinessEarnings.businessName,
      totalCents: ownerBusinessEarnings.totalCents,
      paymentCount: ownerBusinessEarnings.paymentCount,
      id: ownerBusinessEarnings.id,
      cursorAt: cursorTime(ownerBusinessEarnings.firstEarnedAt),
    })
    .from(ownerBusinessEarnings)
    .where(
      and(
        eq(ownerBusinessEarnings.ownerId, ownerId),
        afterCursor(ownerBusinessEarnings.firstEarnedAt, ownerBusinessEarnings.id, options.cursor, "bigint"),
      ),
    )
    .orderBy(desc(ownerBusinessEarnings.firstEarnedAt), desc(ownerBusinessEarnings.id))
    .limit(options.limit);
}

/**
 * How many businesses and payments earned the owner money, and the net sum: the owner's one
 * row of `owner_earnings_totals` (decision 0041), by primary key; none before the first earning.
 */
export async function sumOwnerBusinessEarnings(executor: Executor, ownerId: string) {
  const [row] = await executor
    .select({
      businessCount: ownerEarningsTotals.businessCount,
      paymentCount: ownerEarningsTotals.paymentCount,
      totalCents: ownerEarningsTotals.totalCents,
    })
    .from(ownerEarningsTotals)
    .where(eq(ownerEarningsTotals.ownerId, ownerId));
  return {
    businessCount: row?.businessCount ?? 0,
    paymentCount: Number(row?.paymentCount ?? 0),
    totalCents: Number(row?.totalCents ?? 0),
  };
}

/** At most this many releases on one wallet read; the release job does the rest. */
const DUE_BATCH = 100;

/**
 * The ids of the owner's succeeded payments whose hold is over but whose earnings are still
 * held (`released_at` null), oldest first: through the partial index
 * payments_owner_unreleased_idx (owner, end of hold; migration 0029), so the cost follows
 * what is due to this owner now (usually nothing: the release job runs for each payment when
 * its hold ends), never the owner's history nor what is due to others.
 */
export async function listDueHeldPayments(executor: Executor, ownerId: string, now: Date): Promise<string[]> {
  const rows = await executor
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.ownerId, ownerId),
        // Literal, as the partial index's predicate: the planner proves it matches.
        sql`${payments.status} in ('succeeded', 'refunded')`,
        isNull(payments.releasedAt),
        lte(payments.availableAt, now),
      ),
    )
    .orderBy(payments.availableAt)
    .limit(DUE_BATCH);
  return rows.map((row) => row.id);
}

const USER_FACING = (userId: string) => [
  eq(ledgerEntries.userId, userId),
  notInArray(ledgerEntries.kind, ["internal", "fee"]),
];

function entryConditions(userId: string, filter: TransactionFilter & { kinds?: string[] }) {
  const conditions = USER_FACING(userId);
  if (filter.type) conditions.push(eq(ledgerEntries.kind, filter.type));
  if (filter.kinds) conditions.push(inArray(ledgerEntries.kind, filter.kinds));
  conditions.push(...inDateRange(ledgerEntries.createdAt, filter));
  return conditions;
}

/**
 * The user's own ledger lines that mean something to them (not internal bookkeeping), newest
 * first: `limit` rows after `cursor` (keyset on created_at, id; index ledger_user_created_idx).
 */
export async function listUserEntries(
  executor: Executor,
  userId: string,
  filter: TransactionFilter & { kinds?: string[]; limit: number; cursor?: string },
) {
  return executor
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      amountCents: ledgerEntries.amountCents,
      description: ledgerEntries.description,
      transactionKey: ledgerEntries.transactionKey,
      txRef: payments.txRef,
      paymentId: ledgerEntries.paymentId,
      receiptNumber: payments.receiptNumber,
      withdrawalId: ledgerEntries.withdrawalId,
      createdAt: ledgerEntries.createdAt,
      cursorAt: cursorTime(ledgerEntries.createdAt),
    })
    .from(ledgerEntries)
    .leftJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .where(
      and(
        ...entryConditions(userId, filter),
        afterCursor(ledgerEntries.createdAt, ledgerEntries.id, filter.cursor, "bigint"),
      ),
    )
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(filter.limit);
}

/**
 * How many movements match the filter and what came in and went out, by kind, from the rows the
 * ledger keeps per (user, kind, UTC day) (`ledger_day_totals`, decision 0041): a range reads at
 * most one row per kind and day in it, never the user's movements. Ranges are whole UTC days.
 * `moneyInAndOut` (packages/shared/src/wallet.ts) turns the kinds into the page's totals.
 */
export async function sumUserEntries(executor: Executor, userId: string, filter: TransactionFilter) {
  const rows = await executor
    .select({
      kind: ledgerDayTotals.kind,
      count: sql<number>`coalesce(sum(${ledgerDayTotals.entryCount}), 0)::int`,
      inCents: sql<string>`coalesce(sum(${ledgerDayTotals.inCents}), 0)::bigint`,
      outCents: sql<string>`coalesce(sum(${ledgerDayTotals.outCents}), 0)::bigint`,
    })
    .from(ledgerDayTotals)
    .where(
      and(
        eq(ledgerDayTotals.userId, userId),
        notInArray(ledgerDayTotals.kind, ["internal", "fee"]),
        filter.type ? eq(ledgerDayTotals.kind, filter.type) : undefined,
        filter.from ? gte(ledgerDayTotals.day, filter.from) : undefined,
        filter.to ? lte(ledgerDayTotals.day, filter.to) : undefined,
      ),
    )
    .groupBy(ledgerDayTotals.kind);
  return rows.map((row) => ({
    kind: row.kind,
    count: Number(row.count),
    inCents: Number(row.inCents),
    outCents: Number(row.outCents),
  }));
}

export async function insertWithdrawal(executor: Executor, row: typeof withdrawals.$inferInsert) {
  const [inserted] = await executor.insert(withdrawals).values(row).returning();
  if (!inserted) throw new Error("insert into withdrawals returned nothing");
  return inserted;
}

/** The withdrawal without a lock: which payment to lock first (docs/decisions/0016). */
export async function findWithdrawal(executor: Executor, withdrawalId: string) {
  const [row] = await executor.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
  return row;
}

export async function lockWithdrawal(executor: Executor, withdrawalId: string) {
  const [row] = await executor.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId)).for("update");
  return row;
}

export async function findWithdrawalByTransfer(executor: Executor, transferId: string) {
  const [row] = await executor.select().from(withdrawals).where(eq(withdrawals.providerTransferId, transferId));
  return row;
}

export async function updateWithdrawal(executor: Executor, withdrawalId: string, changes: Partial<WithdrawalRow>) {
  await executor.update(withdrawals).set(changes).where(eq(withdrawals.id, withdrawalId));
}

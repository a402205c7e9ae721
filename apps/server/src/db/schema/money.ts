import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { user } from "./auth.js";
import { placementRequests } from "./campaigns.js";
import { createdAt, updatedAt } from "./columns.js";

/**
 * One attempt to pay for a placement request (ARCHITECTURE.md §3 "payment"). The amount
 * is the server's sum of the request's spaces; `tx_ref` is our reference at the provider.
 */
export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey().$defaultFn(randomUUID),
    requestId: text("request_id")
      .notNull()
      .references(() => placementRequests.id),
    advertiserId: text("advertiser_id")
      .notNull()
      .references(() => user.id),
    /** The website's owner, who earns from it: the wallet's due check finds the owner's payments by it. */
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id),
    provider: text("provider", { enum: ["sandbox", "flutterwave"] }).notNull(),
    txRef: text("tx_ref").notNull().unique(),
    providerTransactionId: text("provider_transaction_id"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    email: text("email").notNull(),
    paymentLink: text("payment_link"),
    status: text("status", { enum: ["pending", "succeeded", "failed", "cancelled", "refunded"] })
      .notNull()
      .default("pending"),
    failureReason: text("failure_reason"),
    /** The start date the advertiser chose (UTC day); null: as soon as it is paid (decision 0025). */
    startsOn: date("starts_on", { mode: "string" }),
    /** The 30 days this payment bought, set when it settles. */
    bookedFrom: timestamp("booked_from", { withTimezone: true }),
    bookedUntil: timestamp("booked_until", { withTimezone: true }),
    /** Gapless receipt number, given in the transaction that settles it (decision 0024). */
    receiptNumber: integer("receipt_number").unique(),
    /** Refunded so far (the operator's full or part refunds, take-downs); status 'refunded' once it is all. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** The provider's last answer about this payment, kept for audit. */
    raw: jsonb("raw"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** When the owner's earnings from it become withdrawable (end of the hold period). */
    availableAt: timestamp("available_at", { withTimezone: true }),
    /** When its held earnings were released (or found nothing left to release): the wallet's due check skips it. */
    releasedAt: timestamp("released_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("payments_request_idx").on(table.requestId),
    // An advertiser's payments, newest first (keyset pages).
    index("payments_advertiser_created_idx").on(table.advertiserId, table.createdAt, table.id),
    // An owner's paid payments whose earnings are still held, by the end of their hold: what a wallet read may release.
    index("payments_owner_unreleased_idx")
      .on(table.ownerId, table.availableAt)
      .where(sql`status in ('succeeded', 'refunded') and released_at is null`),
  ],
);

export const LEDGER_ACCOUNTS = [
  /** The advertiser's money paid in (negative) and refunded (positive). */
  "advertiser",
  /** Owner earnings inside the hold period. */
  "owner_held",
  /** Owner earnings that can be withdrawn. */
  "owner_available",
  /** What has left for the owner's mobile money wallet. */
  "owner_withdrawn",
  /** Placard's share (PLATFORM_FEE_PERCENT). */
  "platform_fees",
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/**
 * Double-entry ledger (ARCHITECTURE.md §3): every movement of money is a set of entries
 * with one `transaction_key` whose amounts sum to zero. Owners' balances are kept in
 * `account_balances` by the same writes. The key of each entry is unique, so writing a
 * movement twice writes it once.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    transactionKey: text("transaction_key").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    account: text("account", { enum: LEDGER_ACCOUNTS }).notNull(),
    userId: text("user_id").references(() => user.id),
    /** What the entry means to its user (/transactions), or "internal". */
    kind: text("kind").notNull(),
    amountCents: integer("amount_cents").notNull(),
    paymentId: text("payment_id").references(() => payments.id),
    withdrawalId: text("withdrawal_id"),
    description: text("description").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("ledger_user_account_idx").on(table.userId, table.account),
    index("ledger_transaction_idx").on(table.transactionKey),
    // A user's movements, newest first (/transactions' keyset pages, totals by date range).
    index("ledger_user_created_idx").on(table.userId, table.createdAt, table.id),
    // One payment's position (take-downs, refunds, the money desk) sums its own entries only.
    index("ledger_payment_idx").on(table.paymentId),
  ],
);

/**
 * One row per owner: the balances of their owner accounts, updated by the ledger in the
 * same transaction as the entries that change them (docs/decisions/0016-money-lock-order.md).
 * Each column equals the sum of the owner's entries in that account (`checkLedger` proves
 * it); `earned_cents` sums their `earning` and `earning-reversed` lines. The CHECKs make a
 * negative balance impossible inside the transaction, whatever a service checked before.
 * Advertiser and platform accounts are not kept here: no request reads them, and one
 * platform row would serialise every payment in the marketplace.
 */
export const accountBalances = pgTable(
  "account_balances",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id),
    heldCents: integer("held_cents").notNull().default(0),
    availableCents: integer("available_cents").notNull().default(0),
    withdrawnCents: integer("withdrawn_cents").notNull().default(0),
    earnedCents: integer("earned_cents").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("account_balances_held_not_negative", sql`${table.heldCents} >= 0`),
    check("account_balances_available_not_negative", sql`${table.availableCents} >= 0`),
    check("account_balances_withdrawn_not_negative", sql`${table.withdrawnCents} >= 0`),
  ],
);

/**
 * One row per (user, kind, UTC day) of the user's ledger lines: how many, and the money in
 * and out (docs/decisions/0041-maintained-ledger-aggregates.md). Written by the ledger in the
 * same transaction as the entries, so `/api/wallet/transactions/totals` sums at most one row
 * per kind and day of its range instead of the user's whole history; `checkLedger` proves
 * every row equals its entries.
 */
export const ledgerDayTotals = pgTable(
  "ledger_day_totals",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id),
    kind: text("kind").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    entryCount: integer("entry_count").notNull().default(0),
    inCents: bigint("in_cents", { mode: "number" }).notNull().default(0),
    outCents: bigint("out_cents", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ name: "ledger_day_totals_pk", columns: [table.userId, table.day, table.kind] })],
);

/**
 * One row per (owner, advertiser's business): the owner's net earnings from that business
 * (its `earning` and `earning-reversed` lines) and how many payments earned them, kept by the
 * ledger with the entries (decision 0041). `/api/wallet/earnings` pages these rows, newest
 * business first, instead of grouping the owner's whole history per request.
 */
export const ownerBusinessEarnings = pgTable(
  "owner_business_earnings",
  {
    /** The row's position in the list's keyset (with first_earned_at); the key is (owner, business). */
    id: bigserial("id", { mode: "number" }).notNull().unique(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id),
    businessName: text("business_name").notNull(),
    totalCents: bigint("total_cents", { mode: "number" }).notNull().default(0),
    paymentCount: integer("payment_count").notNull().default(0),
    /** The first earning from this business: the list's stable order (with the id). */
    firstEarnedAt: timestamp("first_earned_at", { withTimezone: true }).notNull(),
    lastEarnedAt: timestamp("last_earned_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: "owner_business_earnings_pk", columns: [table.ownerId, table.businessName] }),
    index("owner_business_earnings_page_idx").on(table.ownerId, table.firstEarnedAt, table.id),
  ],
);

/**
 * One row per owner who has earned: the sums of that owner's `owner_business_earnings` rows
 * (how many businesses, how many payments, the net earnings), kept in the same statement as
 * those rows (decision 0041), so the earnings page's totals read one row however many
 * businesses the owner has.
 */
export const ownerEarningsTotals = pgTable("owner_earnings_totals", {
  ownerId: text("owner_id")
    .primaryKey()
    .references(() => user.id),
  businessCount: integer("business_count").notNull().default(0),
  paymentCount: integer("payment_count").notNull().default(0),
  totalCents: bigint("total_cents", { mode: "number" }).notNull().default(0),
});

/**
 * Counters that must never skip or repeat a number (decision 0024): one row per series
 * ("receipts"), incremented in the transaction that uses the number, so a rollback gives it
 * back. A sequence would leave gaps.
 */
export const receiptCounters = pgTable("receipt_counters", {
  name: text("name").primaryKey(),
  lastNumber: integer("last_number").notNull().default(0),
});

/** An owner's payout of one payment's earnings to a mobile money number. */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: text("id").primaryKey().$defaultFn(randomUUID),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id),
    paymentId: text("payment_id")
      .notNull()
      .references(() => payments.id),
    amountCents: integer("amount_cents").notNull(),
    phoneNumber: text("phone_number").notNull(),
    network: text("network").notNull(),
    destinationCurrency: text("destination_currency").notNull(),
    status: text("status", { enum: ["pending", "processing", "completed", "failed", "cancelled"] })
      .notNull()
      .default("pending"),
    providerTransferId: text("provider_transfer_id"),
    failureReason: text("failure_reason"),
    raw: jsonb("raw"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("withdrawals_payment_idx").on(table.paymentId),
    index("withdrawals_owner_created_idx").on(table.ownerId, table.createdAt),
  ],
);

/** The sandbox provider's own records: what a real provider keeps on its side. */
export const sandboxTransactions = pgTable("sandbox_transactions", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  txRef: text("tx_ref").notNull().unique(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  email: text("email").notNull(),
  customerName: text("customer_name").notNull(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  redirectUrl: text("redirect_url").notNull(),
  status: text("status", { enum: ["pending", "successful", "failed", "cancelled"] })
    .notNull()
    .default("pending"),
  method: text("method"),
  refundedAt: timestamp("refunded_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const sandboxTransfers = pgTable("sandbox_transfers", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  reference: text("reference").notNull().unique(),
  amountCents: integer("amount_cents").notNull(),
  phoneNumber: text("phone_number").notNull(),
  network: text("network").notNull(),
  destinationCurrency: text("destination_currency").notNull(),
  destinationAmount: integer("destination_amount").notNull(),
  createdAt: createdAt(),
});

export const moneyTables = {
  payments,
  ledgerEntries,
  accountBalances,
  receiptCounters,
  withdrawals,
  sandboxTransactions,
  sandboxTransfers,
};

/** The job queue's table lives in jobs.ts (lib/jobs reads it); named here too for older imports. */
export { jobs } from "./jobs.js";

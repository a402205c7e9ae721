import { and, eq, sql } from "drizzle-orm";
import { type Executor, selectRows } from "../../db/client.js";
import { type LedgerAccount, ledgerEntries } from "../../db/schema/money.js";
import { type AggregateMismatch, addToLedgerAggregates, mismatchedAggregates } from "./aggregates.js";
import { applyBalanceChanges, balanceChanges } from "./balances.js";

export interface LedgerLine {
  account: LedgerAccount;
  userId: string | null;
  /** What the line means to its user on /transactions, or "internal". */
  kind: string;
  amountCents: number;
}

export interface LedgerTransaction {
  /** Names the movement, e.g. `payment:<id>`; writing the same key twice writes once. */
  key: string;
  description: string;
  paymentId?: string;
  withdrawalId?: string;
  lines: LedgerLine[];
}

/**
 * Writes one movement of money. Its lines must sum to zero (double entry) and be whole
 * cents; each line's idempotency key is the movement's key plus the line's account and
 * user, so a retried or concurrent write of the same movement adds nothing.
 * A new movement also updates the owners' balance rows (`account_balances`) and the ledger's
 * aggregates (`ledger_day_totals`, `owner_business_earnings`: decision 0041) in the same
 * transaction; one that would take a balance below zero fails there with a 409 and
 * nothing of it is written. Returns whether the movement was new.
 *
 * Callers moving a payment's money hold its row lock first (docs/decisions/0016).
 */
export async function postLedgerTransaction(executor: Executor, transaction: LedgerTransaction): Promise<boolean> {
  const sum = transaction.lines.reduce((total, line) => total + line.amountCents, 0);
  if (sum !== 0) throw new Error(`ledger transaction ${transaction.key} does not balance (${sum})`);
  if (transaction.lines.some((line) => !Number.isSafeInteger(line.amountCents))) {
    throw new Error(`ledger transaction ${transaction.key} has a fractional amount`);
  }
  const lines = transaction.lines.filter((line) => line.amountCents !== 0);
  if (lines.length === 0) return false;
  const inserted = await executor
    .insert(ledgerEntries)
    .values(
      lines.map((line) => ({
        transactionKey: transaction.key,
        idempotencyKey: `${transaction.key}:${line.account}:${line.userId ?? "-"}`,
        account: line.account,
        userId: line.userId,
        kind: line.kind,
        amountCents: line.amountCents,
        paymentId: transaction.paymentId,
        withdrawalId: transaction.withdrawalId,
        description: transaction.description,
      })),
    )
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
    .returning({ id: ledgerEntries.id });
  if (inserted.length !== 0 && inserted.length !== lines.length) {
    // Some lines existed and some did not: the key was reused for a different movement.
    throw new Error(`ledger transaction ${transaction.key} was partly written before`);
  }
  if (inserted.length === 0) return false;
  await applyBalanceChanges(executor, balanceChanges(lines));
  await addToLedgerAggregates(
    executor,
    inserted.map((row) => row.id),
    lines,
  );
  return true;
}

/** The balance of one user's account summed from its entries (the audit's view; the wallet reads `account_balances`). */
export async function accountBalance(executor: Executor, userId: string, account: LedgerAccount): Promise<number> {
  const [row] = await executor
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.account, account)));
  return row?.total ?? 0;
}

/** Movement keys whose lines do not sum to zero; empty when the ledger is sound. */
export async function unbalancedTransactions(executor: Executor) {
  return executor
    .select({ key: ledgerEntries.transactionKey, total: sql<number>`sum(${ledgerEntries.amountCents})::int` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionKey)
    .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
}

export interface LedgerCheck {
  ok: boolean;
  /** The sum of every entry in the ledger: 0 when sound. */
  totalCents: number;
  unbalanced: { key: string; total: number }[];
  /** Owners whose `account_balances` row differs from the sum of their entries. */
  mismatched: {
    userId: string;
    stored: { held: number; available: number; withdrawn: number; earned: number };
    entries: { held: number; available: number; withdrawn: number; earned: number };
  }[];
  /** Rows of the maintained aggregates (day totals, earnings per business) that differ from their entries. */
  aggregates: AggregateMismatch[];
}

/**
 * Proves the ledger at this moment: all entries sum to zero, every movement balances,
 * each owner's balance row equals the sum of its entries, and so does every row of the
 * maintained aggregates (`mismatchedAggregates`). A full scan, for audits
 * and the operator's overview, not for request paths.
 */
export async function checkLedger(executor: Executor): Promise<LedgerCheck> {
  const [total] = await selectRows<{ total: number }>(
    executor,
    sql`select coalesce(sum(amount_cents), 0)::float8 as total from ledger_entries`,
  );
  const unbalanced = await unbalancedTransactions(executor);
  const rows = await selectRows<{
    user_id: string;
    stored_held: number;
    stored_available: number;
    stored_withdrawn: number;
    stored_earned: number;
    held: number;
    available: number;
    withdrawn: number;
    earned: number;
  }>(
    executor,
    sql`with sums as (
      select user_id,
        coalesce(sum(amount_cents) filter (where account = 'owner_held'), 0)::int as held,
        coalesce(sum(amount_cents) filter (where account = 'owner_available'), 0)::int as available,
        coalesce(sum(amount_cents) filter (where account = 'owner_withdrawn'), 0)::int as withdrawn,
        coalesce(sum(amount_cents) filter (where kind in ('earning', 'earning-reversed')), 0)::int as earned
      from ledger_entries
      where account in ('owner_held', 'owner_available', 'owner_withdrawn') and user_id is not null
      group by user_id
    )
    select coalesce(s.user_id, b.user_id) as user_id,
      coalesce(b.held_cents, 0) as stored_held, coalesce(b.available_cents, 0) as stored_available,
      coalesce(b.withdrawn_cents, 0) as stored_withdrawn, coalesce(b.earned_cents, 0) as stored_earned,
      coalesce(s.held, 0) as held, coalesce(s.available, 0) as available,
      coalesce(s.withdrawn, 0) as withdrawn, coalesce(s.earned, 0) as earned
    from sums s full join account_balances b on b.user_id = s.user_id
    where coalesce(s.held, 0) <> coalesce(b.held_cents, 0)
      or coalesce(s.available, 0) <> coalesce(b.available_cents, 0)
      or coalesce(s.withdrawn, 0) <> coalesce(b.withdrawn_cents, 0)
      or coalesce(s.earned, 0) <> coalesce(b.earned_cents, 0)`,
  );
  const mismatched = rows.map((row) => ({
    userId: row.user_id,
    stored: {
      held: row.stored_held,
      available: row.stored_available,
      withdrawn: row.stored_withdrawn,
      earned: row.stored_earned,
    },
    entries: { held: row.held, available: row.available, withdrawn: row.withdrawn, earned: row.earned },
  }));
  const aggregates = await mismatchedAggregates(executor);
  const totalCents = Number(total?.total ?? 0);
  return {
    ok: totalCents === 0 && unbalanced.length === 0 && mismatched.length === 0 && aggregates.length === 0,
    totalCents,
    unbalanced,
    mismatched,
    aggregates,
  };
}

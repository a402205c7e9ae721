import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { type LedgerAccount, ledgerEntries } from "../../db/schema/money.js";

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
 * Returns whether the movement was new.
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
  return inserted.length > 0;
}

/** The balance of one user's account: the sum of its entries. */
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

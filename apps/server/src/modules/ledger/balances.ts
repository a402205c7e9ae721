import { text } from "@placard/shared/messages";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { accountBalances, type LedgerAccount } from "../../db/schema/money.js";
import { AppError } from "../../lib/app-error.js";

/**
 * Owners' balances, maintained by the ledger in the same transaction as the entries that
 * change them (docs/decisions/0016-money-lock-order.md): reading one is one row, never a
 * sum over history, and CHECK constraints make a negative held, available or withdrawn
 * balance impossible even for a race that slips past a service's own checks.
 */
export type OwnerBalance = { heldCents: number; availableCents: number; withdrawnCents: number; earnedCents: number };

const EMPTY: OwnerBalance = { heldCents: 0, availableCents: 0, withdrawnCents: 0, earnedCents: 0 };

/** The owner accounts that have a column in `account_balances`. */
const COLUMN_OF: Partial<Record<LedgerAccount, "heldCents" | "availableCents" | "withdrawnCents">> = {
  owner_held: "heldCents",
  owner_available: "availableCents",
  owner_withdrawn: "withdrawnCents",
};

/** Kinds of line that count towards an owner's lifetime earnings. */
export const EARNING_KINDS = ["earning", "earning-reversed"];

/** One owner's balances (zeros for an owner who never earned). */
export async function ownerBalance(executor: Executor, ownerId: string): Promise<OwnerBalance> {
  const [row] = await executor
    .select({
      heldCents: accountBalances.heldCents,
      availableCents: accountBalances.availableCents,
      withdrawnCents: accountBalances.withdrawnCents,
      earnedCents: accountBalances.earnedCents,
    })
    .from(accountBalances)
    .where(eq(accountBalances.userId, ownerId));
  return row ?? EMPTY;
}

/**
 * The owner's balance row, locked for the rest of the transaction (created empty if the
 * owner has none yet). Take it after the payment row(s), never before: see the lock order.
 */
export async function lockOwnerBalance(executor: Executor, ownerId: string): Promise<OwnerBalance> {
  await executor.insert(accountBalances).values({ userId: ownerId }).onConflictDoNothing();
  const [row] = await executor
    .select({
      heldCents: accountBalances.heldCents,
      availableCents: accountBalances.availableCents,
      withdrawnCents: accountBalances.withdrawnCents,
      earnedCents: accountBalances.earnedCents,
    })
    .from(accountBalances)
    .where(eq(accountBalances.userId, ownerId))
    .for("update");
  return row ?? EMPTY;
}

/** The changes a set of ledger lines makes to owners' balance rows, by owner. */
export function balanceChanges(
  lines: { account: LedgerAccount; userId: string | null; kind: string; amountCents: number }[],
) {
  const changes = new Map<string, OwnerBalance>();
  for (const line of lines) {
    const column = COLUMN_OF[line.account];
    if (!column || !line.userId) continue;
    const change = changes.get(line.userId) ?? { ...EMPTY };
    change[column] += line.amountCents;
    if (EARNING_KINDS.includes(line.kind)) change.earnedCents += line.amountCents;
    changes.set(line.userId, change);
  }
  // One order for every writer, so two movements never wait on each other's rows in a circle.
  return [...changes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

export const BALANCE_TOO_LOW_MESSAGE = text("errors.ledger.balance_too_low");

/**
 * Adds the changes to the owners' rows. A result below zero violates the table's CHECK
 * and becomes a clear 409: the whole transaction, its entries included, rolls back.
 */
export async function applyBalanceChanges(executor: Executor, changes: [string, OwnerBalance][]) {
  for (const [userId, change] of changes) {
    try {
      // The row first, then the addition: an INSERT ... ON CONFLICT would check its own
      // proposed (negative) row against the CHECKs before finding the existing one.
      await executor.insert(accountBalances).values({ userId }).onConflictDoNothing();
      await executor
        .update(accountBalances)
        .set({
          heldCents: sql`${accountBalances.heldCents} + ${change.heldCents}`,
          availableCents: sql`${accountBalances.availableCents} + ${change.availableCents}`,
          withdrawnCents: sql`${accountBalances.withdrawnCents} + ${change.withdrawnCents}`,
          earnedCents: sql`${accountBalances.earnedCents} + ${change.earnedCents}`,
        })
        .where(eq(accountBalances.userId, userId));
    } catch (error) {
      if (isNegativeBalance(error)) throw new AppError("conflict", BALANCE_TOO_LOW_MESSAGE);
      throw error;
    }
  }
}

/** A CHECK violation of `account_balances` (SQLSTATE 23514), however the driver wraps it. */
function isNegativeBalance(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === "object"; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint, message } = cause as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === "23514") {
      const name = typeof constraint === "string" ? constraint : typeof message === "string" ? message : "";
      return name.includes("account_balances");
    }
  }
  return false;
}

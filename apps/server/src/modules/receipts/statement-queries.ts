import { WALLET_MOVEMENT_TYPES } from "@placard/shared/wallet";
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ledgerDayTotals, ledgerEntries } from "../../db/schema/money.js";
import { cursorTime, inDateRange } from "../../lib/pagination.js";

/**
 * The kinds that change an owner's balance (on hold and available together): a release moves
 * money between the two (its `release` line is matched by an `internal` one), so it does not.
 */
const BALANCE_KINDS = WALLET_MOVEMENT_TYPES.filter((type) => type !== "release");

/**
 * The owner's balance (on hold and available) at the start of a UTC day, from the ledger's day
 * totals (decision 0041): at most one row per kind and day before it, never the movements.
 */
export async function balanceBefore(executor: Executor, ownerId: string, day: string): Promise<number> {
  const [row] = await executor
    .select({ cents: sql<string>`coalesce(sum(${ledgerDayTotals.inCents} - ${ledgerDayTotals.outCents}), 0)::bigint` })
    .from(ledgerDayTotals)
    .where(
      and(
        eq(ledgerDayTotals.userId, ownerId),
        lt(ledgerDayTotals.day, day),
        inArray(ledgerDayTotals.kind, BALANCE_KINDS),
      ),
    );
  return Number(row?.cents ?? 0);
}

/**
 * The owner's wallet movements of a date range, oldest first: `limit` lines after the line
 * `after` (keyset on created_at, id through ledger_user_created_idx).
 */
export async function listWalletLines(
  executor: Executor,
  ownerId: string,
  range: { from: string; to: string },
  page: { after?: { at: string; id: number }; limit: number },
) {
  return executor
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      amountCents: ledgerEntries.amountCents,
      description: ledgerEntries.description,
      createdAt: ledgerEntries.createdAt,
      // With microseconds, as the keyset needs (a Date keeps milliseconds only).
      cursorAt: cursorTime(ledgerEntries.createdAt),
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, ownerId),
        inArray(ledgerEntries.kind, [...WALLET_MOVEMENT_TYPES]),
        ...inDateRange(ledgerEntries.createdAt, range),
        page.after
          ? sql`(${ledgerEntries.createdAt}, ${ledgerEntries.id}) > (${page.after.at}::timestamptz, ${page.after.id}::bigint)`
          : undefined,
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id))
    .limit(page.limit);
}

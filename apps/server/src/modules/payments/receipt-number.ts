import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { payments, receiptCounters } from "../../db/schema/money.js";

/** The one counter row every receipt number comes from (decision 0024). */
export const RECEIPT_COUNTER = "receipts";

/**
 * Gives the payment the next receipt number, inside the transaction that settles it. The
 * counter row is incremented by one upsert, which locks the row until the transaction ends:
 * a second settlement waits, and a settlement that rolls back gives its number back. Unlike
 * a sequence, no number is ever skipped or used twice. The counter is the last lock a
 * settlement takes (after the payment, the request, the spaces and the owner's balance row:
 * decision 0016's order), so it is held only until the commit.
 */
export async function assignReceiptNumber(executor: Executor, paymentId: string): Promise<number> {
  const [row] = await executor
    .insert(receiptCounters)
    .values({ name: RECEIPT_COUNTER, lastNumber: 1 })
    .onConflictDoUpdate({ target: receiptCounters.name, set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` } })
    .returning({ lastNumber: receiptCounters.lastNumber });
  if (!row) throw new Error("receipt counter returned nothing");
  await executor.update(payments).set({ receiptNumber: row.lastNumber }).where(eq(payments.id, paymentId));
  return row.lastNumber;
}

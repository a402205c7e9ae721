import { type Page, PAGE_LIMIT_MAX } from "@placard/shared/pagination";
import {
  type MovementSums,
  moneyInAndOut,
  type Transaction,
  type TransactionFilter,
  type TransactionPageQuery,
  type TransactionTotals,
  TRANSACTION_TYPE_LABELS,
  type TransactionType,
} from "@placard/shared/wallet";
import { formatReceiptNumber } from "@placard/shared/receipts";
import type { Executor } from "../../db/client.js";
import { csvAmount, csvCell } from "../../lib/csv.js";
import { toPage } from "../../lib/pagination.js";
import { listUserEntries, sumUserEntries } from "./queries.js";

type EntryRow = Awaited<ReturnType<typeof listUserEntries>>[number];

export function toTransaction(row: EntryRow): Transaction {
  return {
    id: String(row.id),
    type: row.kind as TransactionType,
    description: row.description,
    reference: row.txRef ?? row.withdrawalId ?? row.transactionKey,
    amountCents: row.amountCents,
    date: row.createdAt.toISOString(),
    receipt:
      row.kind === "payment" && row.paymentId && row.receiptNumber !== null
        ? { paymentId: row.paymentId, number: formatReceiptNumber(row.receiptNumber) }
        : null,
  };
}

/** One page of the user's movements, newest first (ledger lines that mean something to them). */
export async function listTransactions(
  executor: Executor,
  userId: string,
  query: TransactionPageQuery,
): Promise<Page<Transaction>> {
  const rows = await listUserEntries(executor, userId, { ...query, limit: query.limit + 1 });
  return toPage(rows, query.limit, (row) => ({ at: row.cursorAt, id: String(row.id) }), toTransaction);
}

/** The filter's totals: how many movements, and the money in and out by the rule of `moneyInAndOut` (decision 0044). */
export async function getTransactionTotals(
  executor: Executor,
  userId: string,
  filter: TransactionFilter,
): Promise<TransactionTotals> {
  const rows = await sumUserEntries(executor, userId, filter);
  const sums: MovementSums = {};
  for (const row of rows) sums[row.kind as TransactionType] = { inCents: row.inCents, outCents: row.outCents };
  return { count: rows.reduce((total, row) => total + row.count, 0), ...moneyInAndOut(sums) };
}

/** Every movement matching the filter, read page by page from the keyset cursor. */
export async function* eachTransaction(executor: Executor, userId: string, filter: TransactionFilter) {
  let cursor: string | undefined;
  do {
    const page = await listTransactions(executor, userId, { ...filter, cursor, limit: PAGE_LIMIT_MAX });
    yield* page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

const CSV_HEADER = ["Date", "Type", "Description", "Reference", "Amount (USD)"];

function csvLine(item: Transaction) {
  return [item.date, TRANSACTION_TYPE_LABELS[item.type], item.description, item.reference, csvAmount(item.amountCents)]
    .map(csvCell)
    .join(",");
}

/**
 * The CSV of the filtered movements as a stream: one page of rows in memory at a time, so
 * an export of any size costs the server constant memory.
 */
export async function* transactionsCsv(executor: Executor, userId: string, filter: TransactionFilter) {
  yield `${CSV_HEADER.map(csvCell).join(",")}\r\n`;
  let chunk: string[] = [];
  for await (const item of eachTransaction(executor, userId, filter)) {
    chunk.push(csvLine(item));
    if (chunk.length === PAGE_LIMIT_MAX) {
      yield `${chunk.join("\r\n")}\r\n`;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield `${chunk.join("\r\n")}\r\n`;
}

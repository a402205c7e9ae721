import {
  type Transaction,
  type TransactionFilter,
  TRANSACTION_TYPE_LABELS,
  type TransactionType,
} from "@placard/shared/wallet";
import type { Executor } from "../../db/client.js";
import { listUserEntries } from "./queries.js";

/** Every movement of the user's money, newest first (ledger lines that mean something to them). */
export async function listTransactions(executor: Executor, userId: string, filter: TransactionFilter) {
  const rows = await listUserEntries(executor, userId, filter);
  return rows.map((row): Transaction => ({
    id: String(row.id),
    type: row.kind as TransactionType,
    description: row.description,
    reference: row.txRef ?? row.withdrawalId ?? row.transactionKey,
    amountCents: row.amountCents,
    date: row.createdAt.toISOString(),
  }));
}

/** A CSV cell: quoted, quotes doubled, and formula-looking text defused for spreadsheets. */
function csvCell(value: string | number) {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === "string") text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(transactions: Transaction[]) {
  const header = ["Date", "Type", "Description", "Reference", "Amount (USD)"];
  const lines = transactions.map((item) =>
    [
      item.date,
      TRANSACTION_TYPE_LABELS[item.type],
      item.description,
      item.reference,
      (item.amountCents / 100).toFixed(2),
    ]
      .map(csvCell)
      .join(","),
  );
  return `${[header.map(csvCell).join(","), ...lines].join("\r\n")}\r\n`;
}

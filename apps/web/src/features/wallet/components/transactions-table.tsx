import { formatLongDate } from "@placard/shared/format";
import { formatDollars } from "@placard/shared/money";
import { TRANSACTION_TYPE_LABELS, type Transaction } from "@placard/shared/wallet";
import { clsx } from "clsx";

/** Money in is positive and green, money out negative and red (from the account's point of view). */
export function formatSignedAmount(cents: number) {
  return cents > 0 ? `+${formatDollars(cents)}` : formatDollars(cents);
}

export function TransactionsTable({ transactions }: { transactions: Transaction[] }) {
  return (
    // Scrolls sideways on narrow screens: focusable so keyboard users can scroll it too.
    <div
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white"
      role="region"
      aria-label="Transactions"
      tabIndex={0}
    >
      <table className="w-full min-w-[640px] text-left text-sm">
        <caption className="sr-only">Transactions</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Date
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Type
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Description
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Reference
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {transactions.map((transaction) => (
            <tr key={transaction.id} data-testid="transaction-row">
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatLongDate(transaction.date)}</td>
              <td className="whitespace-nowrap px-4 py-3 font-medium text-slate-900">
                {TRANSACTION_TYPE_LABELS[transaction.type]}
              </td>
              <td className="px-4 py-3 text-slate-700">{transaction.description}</td>
              <td className="px-4 py-3 font-mono text-xs text-slate-600">{transaction.reference}</td>
              <td
                className={clsx(
                  "whitespace-nowrap px-4 py-3 text-right font-semibold tabular-nums",
                  transaction.amountCents > 0 && "text-emerald-700",
                  transaction.amountCents < 0 && "text-red-700",
                )}
              >
                {formatSignedAmount(transaction.amountCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { Transaction } from "@placard/shared/wallet";
import { formatLongDay, useTranslation } from "@/lib/i18n";
import { useTransactionTypeLabel } from "../hooks/use-transaction-type-label";
import { clsx } from "clsx";
import { SECONDARY_COLUMN, TableFrame } from "@/components/ui/table-frame";
import { MovementAmount } from "./movement-amount";

export function TransactionsTable({
  transactions,
  onReceipt,
}: {
  transactions: Transaction[];
  /** Opens a payment's receipt on screen (decision 0024). */
  onReceipt?: (paymentId: string) => void;
}) {
  const { t } = useTranslation();
  const typeLabel = useTransactionTypeLabel();
  return (
    <TableFrame label={t("wallet.transactions.title")}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("wallet.transactions.title")}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
              {t("wallet.column.date")}
            </th>
            <th scope="col" className={clsx(SECONDARY_COLUMN, "px-3 py-3 sm:px-4 font-semibold")}>
              {t("wallet.column.type")}
            </th>
            <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
              {t("wallet.column.description")}
            </th>
            <th scope="col" className={clsx(SECONDARY_COLUMN, "px-3 py-3 sm:px-4 font-semibold")}>
              {t("wallet.column.reference")}
            </th>
            <th scope="col" className="px-3 py-3 sm:px-4 text-right font-semibold">
              {t("wallet.column.amount")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {transactions.map((transaction) => (
            <tr key={transaction.id} data-testid="transaction-row">
              <td className="px-3 py-3 text-slate-700 sm:whitespace-nowrap sm:px-4">
                {formatLongDay(transaction.date)}
              </td>
              <td className={clsx(SECONDARY_COLUMN, "whitespace-nowrap px-3 py-3 sm:px-4 font-medium text-slate-900")}>
                {typeLabel(transaction.type)}
              </td>
              <td className="px-3 py-3 sm:px-4 text-slate-700">
                {/* On a phone the type column is hidden: its label leads the description. */}
                <span className="block font-medium text-slate-900 sm:hidden">{typeLabel(transaction.type)}</span>
                <span className="break-words">{transaction.description}</span>
                {transaction.receipt && onReceipt && (
                  <button
                    type="button"
                    onClick={() => transaction.receipt && onReceipt(transaction.receipt.paymentId)}
                    className="mt-1 block text-xs font-semibold text-brand-700 underline hover:no-underline"
                  >
                    {t("wallet.transactions.receipt", { number: transaction.receipt.number })}
                  </button>
                )}
              </td>
              <td className={clsx(SECONDARY_COLUMN, "px-3 py-3 sm:px-4 font-mono text-xs text-slate-600")}>
                {transaction.reference}
              </td>
              <td className="whitespace-nowrap px-3 py-3 text-right sm:px-4">
                <MovementAmount cents={transaction.amountCents} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

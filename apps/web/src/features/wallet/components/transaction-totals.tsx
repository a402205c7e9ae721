import { formatDollars, formatSignedDollars } from "@placard/shared/money";
import type { TransactionTotals } from "@placard/shared/wallet";
import { amountTone } from "./movement-amount";

/**
 * What the filters match in all (summed by the server), and how much of it is on screen. Money
 * in and out count new money only (decision 0044), so that they add up to the wallet.
 */
export function TransactionTotalsBar({ totals, shown }: { totals: TransactionTotals; shown: number }) {
  const net = totals.inCents - totals.outCents;
  return (
    <div
      className="mb-4 rounded-2xl border border-slate-200 bg-white px-4 py-3 text-sm"
      data-testid="transaction-totals"
    >
      <dl className="flex flex-wrap gap-x-8 gap-y-2" aria-label="Totals">
        <div className="flex gap-2">
          <dt className="text-slate-500">Transactions</dt>
          <dd className="font-semibold text-slate-900">
            {totals.count.toLocaleString("en-US")}
            <span className="sr-only">, </span>
            <span className="ml-1 font-normal text-slate-500">
              (showing {Math.min(shown, totals.count).toLocaleString("en-US")})
            </span>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-500">Money in</dt>
          <dd className="font-semibold tabular-nums text-emerald-700">{formatDollars(totals.inCents)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-500">Money out</dt>
          <dd className="font-semibold tabular-nums text-red-700">{formatDollars(totals.outCents)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-500">Net</dt>
          <dd className={`font-semibold tabular-nums ${amountTone(net)}`}>{formatSignedDollars(net)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-500">
        Money in is earnings and refunds to you; money out is payments, refunded earnings and payouts. Earnings released
        from hold and failed payouts that came back are not counted again.
      </p>
    </div>
  );
}

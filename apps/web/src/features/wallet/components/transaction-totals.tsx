import { formatDollars } from "@placard/shared/money";
import type { TransactionTotals } from "@placard/shared/wallet";

/** What the filters match in all (summed by the server), and how much of it is on screen. */
export function TransactionTotalsBar({ totals, shown }: { totals: TransactionTotals; shown: number }) {
  return (
    <dl
      className="mb-4 flex flex-wrap gap-x-8 gap-y-2 rounded-2xl border border-slate-200 bg-white px-4 py-3 text-sm"
      aria-label="Totals"
      data-testid="transaction-totals"
    >
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
    </dl>
  );
}

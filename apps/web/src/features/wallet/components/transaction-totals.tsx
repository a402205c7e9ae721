import { formatDollars, formatSignedDollars } from "@placard/shared/money";
import type { TransactionTotals } from "@placard/shared/wallet";
import { activeLocale, formatNumber, useTranslation } from "@/lib/i18n";
import { amountTone } from "./movement-amount";

/**
 * What the filters match in all (summed by the server), and how much of it is on screen. Money
 * in and out count new money only (decision 0044), so that they add up to the wallet.
 */
export function TransactionTotalsBar({ totals, shown }: { totals: TransactionTotals; shown: number }) {
  const net = totals.inCents - totals.outCents;
  const { t } = useTranslation();
  const locale = activeLocale();
  return (
    <div
      className="mb-4 rounded-2xl border border-slate-200 bg-white px-4 py-3 text-sm"
      data-testid="transaction-totals"
    >
      <dl className="flex flex-wrap gap-x-8 gap-y-2" aria-label={t("wallet.totals.label")}>
        <div className="flex gap-2">
          <dt className="text-slate-500">{t("wallet.transactions.title")}</dt>
          <dd className="font-semibold text-slate-900">
            {formatNumber(totals.count)}
            <span className="sr-only">, </span>
            <span className="ml-1 font-normal text-slate-500">
              {t("wallet.totals.showing", { shown: formatNumber(Math.min(shown, totals.count)) })}
            </span>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-500">{t("wallet.totals.in")}</dt>
          <dd className="font-semibold tabular-nums text-emerald-700">{formatDollars(totals.inCents, locale)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-500">{t("wallet.totals.out")}</dt>
          <dd className="font-semibold tabular-nums text-red-700">{formatDollars(totals.outCents, locale)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-500">{t("wallet.totals.net")}</dt>
          <dd className={`font-semibold tabular-nums ${amountTone(net)}`}>{formatSignedDollars(net, locale)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-500">{t("wallet.totals.explained")}</p>
    </div>
  );
}

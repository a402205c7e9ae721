import { RECENT_ACTIVITY_COUNT, type Wallet } from "@placard/shared/wallet";
import { formatLongDay, useTranslation } from "@/lib/i18n";
import { useTransactionTypeLabel } from "../hooks/use-transaction-type-label";
import { clsx } from "clsx";
import { ArrowDownLeft, ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import { MovementAmount } from "./movement-amount";

/**
 * SPEC §2's three latest movements of the wallet, each named by what it is with /transactions'
 * label and signed as there (#34.1): earnings reversed by a refund are not a withdrawal, a failed
 * payout that came back is not a deposit.
 */
export function RecentActivity({ activity }: { activity: Wallet["recentActivity"] }) {
  const latest = activity.slice(0, RECENT_ACTIVITY_COUNT);
  const { t } = useTranslation();
  const typeLabel = useTransactionTypeLabel();
  return (
    <section aria-labelledby="recent-activity" className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-activity" className="text-lg font-semibold">
          {t("wallet.recent.title")}
        </h2>
        <Link to="/transactions" className="text-sm font-semibold text-brand-700 hover:underline">
          {t("wallet.recent.view_all")}
        </Link>
      </div>
      {latest.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">{t("wallet.recent.none")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {latest.map((item) => {
            const isIn = item.amountCents > 0;
            const Icon = isIn ? ArrowDownLeft : ArrowUpRight;
            return (
              <li key={item.id} className="flex items-center gap-3 py-3" data-testid="recent-activity-item">
                <span
                  className={clsx(
                    "flex size-9 shrink-0 items-center justify-center rounded-full",
                    isIn ? "bg-emerald-100 text-emerald-700" : "bg-red-100 text-red-700",
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-slate-900">{typeLabel(item.type)}</span>
                  <span className="block truncate text-sm text-slate-500">
                    {formatLongDay(item.date)} · {item.description}
                  </span>
                </span>
                <MovementAmount cents={item.amountCents} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

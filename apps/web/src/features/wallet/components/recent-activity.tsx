import { formatLongDate } from "@placard/shared/format";
import { formatDollars } from "@placard/shared/money";
import { RECENT_ACTIVITY_COUNT, type Wallet } from "@placard/shared/wallet";
import { clsx } from "clsx";
import { ArrowDownLeft, ArrowUpRight } from "lucide-react";
import { Link } from "react-router";

/** SPEC §2: the three latest movements, a credit as Deposit and anything else as Withdrawal. */
export function RecentActivity({ activity }: { activity: Wallet["recentActivity"] }) {
  const latest = activity.slice(0, RECENT_ACTIVITY_COUNT);
  return (
    <section aria-labelledby="recent-activity" className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-activity" className="text-lg font-semibold">
          Recent Activity
        </h2>
        <Link to="/transactions" className="text-sm font-semibold text-brand-700 hover:underline">
          View All Transactions
        </Link>
      </div>
      {latest.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">No activity yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {latest.map((item) => {
            const isDeposit = item.type === "Deposit";
            const Icon = isDeposit ? ArrowDownLeft : ArrowUpRight;
            return (
              <li key={item.id} className="flex items-center gap-3 py-3" data-testid="recent-activity-item">
                <span
                  className={clsx(
                    "flex size-9 items-center justify-center rounded-full",
                    isDeposit ? "bg-emerald-100 text-emerald-700" : "bg-red-100 text-red-700",
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span className="flex-1">
                  <span className="block font-medium text-slate-900">{item.type}</span>
                  <span className="text-sm text-slate-500">{formatLongDate(item.date)}</span>
                </span>
                <span className={clsx("font-semibold", isDeposit ? "text-emerald-700" : "text-red-700")}>
                  {formatDollars(Math.abs(item.amountCents))}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

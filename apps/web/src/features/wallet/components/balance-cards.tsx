import { formatDollars } from "@placard/shared/money";
import type { Wallet } from "@placard/shared/wallet";
import { clsx } from "clsx";
import { Clock, TrendingUp, Wallet as WalletIcon } from "lucide-react";
import type { ReactNode } from "react";

/** 'Available Balance', 'Total Earnings' (Lifetime earnings) and what is still on hold. */
export function BalanceCards({ wallet }: { wallet: Wallet }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <BalanceCard
        label="Available Balance"
        value={wallet.availableCents}
        subtitle="Ready to withdraw"
        icon={<WalletIcon className="size-5" aria-hidden="true" />}
        tone="bg-brand-600 text-white"
        testId="available-balance"
      />
      <BalanceCard
        label="Total Earnings"
        value={wallet.totalEarningsCents}
        subtitle="Lifetime earnings"
        icon={<TrendingUp className="size-5" aria-hidden="true" />}
        tone="bg-white text-slate-900 border border-slate-200"
        testId="total-earnings"
      />
      <BalanceCard
        label="On hold"
        value={wallet.heldCents}
        subtitle="Released for withdrawal after the hold period"
        icon={<Clock className="size-5" aria-hidden="true" />}
        tone="bg-white text-slate-900 border border-slate-200"
        testId="held-earnings"
      />
    </dl>
  );
}

function BalanceCard({
  label,
  value,
  subtitle,
  icon,
  tone,
  testId,
}: {
  label: string;
  value: number;
  subtitle: string;
  icon: ReactNode;
  tone: string;
  testId: string;
}) {
  return (
    <div className={clsx("flex flex-col rounded-2xl p-5 shadow-sm", tone)}>
      <dt className="flex items-center gap-2 text-sm font-medium opacity-80">
        {icon} {label}
      </dt>
      <dd className="mt-2 text-3xl font-bold tracking-tight" data-testid={testId}>
        {formatDollars(value)}
      </dd>
      <dd className="mt-1 text-sm opacity-70">{subtitle}</dd>
    </div>
  );
}

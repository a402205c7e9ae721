import { formatDollars } from "@placard/shared/money";
import { activeLocale, useTranslation } from "@/lib/i18n";
import { Button } from "@/components/ui/button";
import type { Wallet } from "@placard/shared/wallet";
import { clsx } from "clsx";
import { Clock, TrendingUp, Wallet as WalletIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { WithdrawDialog } from "./withdraw-dialog";

/** 'Available Balance' (with Withdraw, #34.6), 'Total Earnings' (Lifetime earnings) and what is still on hold. */
export function BalanceCards({ wallet }: { wallet: Wallet }) {
  const [isWithdrawing, setIsWithdrawing] = useState(false);
  const { t } = useTranslation();
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <BalanceCard
        label={t("wallet.balance.available")}
        value={wallet.availableCents}
        subtitle={t("wallet.balance.available_hint")}
        icon={<WalletIcon className="size-5" aria-hidden="true" />}
        tone="bg-brand-600 text-white"
        mutedTone="text-brand-50"
        testId="available-balance"
        action={
          <>
            {wallet.availableCents > 0 && (
              <Button variant="secondary" className="mt-3 self-start" onClick={() => setIsWithdrawing(true)}>
                {t("wallet.withdraw")}
              </Button>
            )}
            {/* Stays open after the last withdrawal, saying there is nothing left, until the owner closes it. */}
            <WithdrawDialog
              isOpen={isWithdrawing}
              onClose={() => setIsWithdrawing(false)}
              availableCents={wallet.availableCents}
            />
          </>
        }
      />
      <BalanceCard
        label={t("wallet.balance.total")}
        value={wallet.totalEarningsCents}
        subtitle={t("wallet.balance.total_hint")}
        icon={<TrendingUp className="size-5" aria-hidden="true" />}
        tone="bg-white text-slate-900 border border-slate-200"
        mutedTone="text-slate-600"
        testId="total-earnings"
      />
      <BalanceCard
        label={t("wallet.balance.held")}
        value={wallet.heldCents}
        subtitle={t("wallet.balance.held_hint")}
        icon={<Clock className="size-5" aria-hidden="true" />}
        tone="bg-white text-slate-900 border border-slate-200"
        mutedTone="text-slate-600"
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
  mutedTone,
  testId,
  action,
}: {
  label: string;
  value: number;
  subtitle: string;
  icon: ReactNode;
  tone: string;
  /** Labels in a colour that keeps 4.5:1 on the card (not an opacity, which blends below it). */
  mutedTone: string;
  testId: string;
  /** What the card lets one do with it (Withdraw). */
  action?: ReactNode;
}) {
  return (
    <div className={clsx("flex flex-col rounded-2xl p-5 shadow-sm", tone)}>
      <dt className={clsx("flex items-center gap-2 text-sm font-medium", mutedTone)}>
        {icon} {label}
      </dt>
      <dd className="mt-2 text-3xl font-bold tracking-tight" data-testid={testId}>
        {formatDollars(value, activeLocale())}
      </dd>
      <dd className={clsx("mt-1 text-sm", mutedTone)}>{subtitle}</dd>
      {action && <dd className="flex flex-col">{action}</dd>}
    </div>
  );
}

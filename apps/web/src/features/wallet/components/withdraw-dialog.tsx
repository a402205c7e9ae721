import { formatDollars } from "@placard/shared/money";
import type { EarningPayment } from "@placard/shared/wallet";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { activeLocale, formatLongDay, splitAround, useTranslation } from "@/lib/i18n";
import { useWithdrawable } from "../api/get-withdrawable";
import { WithdrawForm } from "./withdraw-form";

/**
 * /wallet's Withdraw (#34.6): the available balance comes from payments, and a withdrawal is
 * per payment (SPEC §4), so the dialog lists the payments whose earnings can be withdrawn now,
 * each with what is left of it; the owner picks one and the usual form takes it from there.
 */
export function WithdrawDialog({
  isOpen,
  onClose,
  availableCents,
}: {
  isOpen: boolean;
  onClose: () => void;
  availableCents: number;
}) {
  const payments = useWithdrawable(isOpen);
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const items = payments.data?.pages.flatMap((page) => page.items) ?? [];
  const close = () => {
    setChosen(null);
    onClose();
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      title={t("wallet.withdraw_dialog.title")}
      description={
        availableCents > 0
          ? t("wallet.withdraw_dialog.ready", { amount: formatDollars(availableCents, activeLocale()) })
          : t("wallet.withdraw_dialog.empty_balance")
      }
      size="lg"
    >
      {payments.isPending ? (
        <LoadingState label={t("wallet.withdraw_dialog.loading")} />
      ) : payments.error ? (
        <ErrorState
          title={t("wallet.withdraw_dialog.load_failed")}
          action={
            <Button variant="secondary" onClick={() => void payments.refetch()} isBusy={payments.isFetching}>
              {t("wallet.try_again")}
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState title={t("wallet.withdraw_dialog.nothing_title")} text={t("wallet.withdraw_dialog.nothing_text")} />
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label={t("wallet.withdraw_dialog.payments")}>
            {items.map((payment) => (
              <WithdrawablePayment
                key={payment.id}
                payment={payment}
                availableCents={availableCents}
                isChosen={chosen === payment.id}
                onChoose={() => setChosen(payment.id)}
                onDone={() => setChosen(null)}
              />
            ))}
          </ul>
          <LoadMore
            hasMore={payments.hasNextPage}
            isLoading={payments.isFetchingNextPage}
            onLoadMore={() => void payments.fetchNextPage()}
            label={t("wallet.load_more_payments")}
          />
        </>
      )}
    </Dialog>
  );
}

function WithdrawablePayment({
  payment,
  availableCents,
  isChosen,
  onChoose,
  onDone,
}: {
  payment: EarningPayment;
  availableCents: number;
  isChosen: boolean;
  onChoose: () => void;
  onDone: () => void;
}) {
  const mostCents = Math.min(payment.remainingCents, availableCents);
  const { t } = useTranslation();
  const [before, after] = splitAround((slot) => t("wallet.withdraw_dialog.up_to", { amount: slot }));
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="withdrawable-payment">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-slate-900">{payment.businessName}</p>
          <p className="text-sm text-slate-600">
            {payment.websiteName} · {formatLongDay(payment.paidAt)}
          </p>
        </div>
        <p className="text-sm text-slate-700">
          {before}
          <span className="font-semibold tabular-nums text-slate-900">{formatDollars(mostCents, activeLocale())}</span>
          {after}
        </p>
        {!isChosen && (
          <Button
            variant="secondary"
            onClick={onChoose}
            aria-label={t("wallet.withdraw_dialog.withdraw_from", {
              business: payment.businessName,
              date: formatLongDay(payment.paidAt),
            })}
          >
            {t("wallet.withdraw")}
          </Button>
        )}
      </div>
      {isChosen && (
        <div className="mt-3">
          <WithdrawForm paymentId={payment.id} remainingCents={mostCents} onClose={onDone} />
        </div>
      )}
    </li>
  );
}

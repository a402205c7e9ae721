import { formatLongDate } from "@placard/shared/format";
import { formatDollars } from "@placard/shared/money";
import type { EarningPayment } from "@placard/shared/wallet";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
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
      title="Withdraw to mobile money"
      description={
        availableCents > 0
          ? `${formatDollars(availableCents)} is ready to withdraw. Each withdrawal comes from one payment's earnings: choose the payment.`
          : "Your available balance is empty."
      }
      size="lg"
    >
      {payments.isPending ? (
        <LoadingState label="Loading the payments you can withdraw from" />
      ) : payments.error ? (
        <ErrorState
          title="Unable to load the payments. Please try again later."
          action={
            <Button variant="secondary" onClick={() => void payments.refetch()} isBusy={payments.isFetching}>
              Try Again
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState
          title="Nothing to withdraw right now"
          text="Earnings can be withdrawn once their hold period ends."
        />
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label="Payments you can withdraw from">
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
            label="Load more payments"
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
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="withdrawable-payment">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-slate-900">{payment.businessName}</p>
          <p className="text-sm text-slate-600">
            {payment.websiteName} · {formatLongDate(payment.paidAt)}
          </p>
        </div>
        <p className="text-sm text-slate-700">
          Up to <span className="font-semibold tabular-nums text-slate-900">{formatDollars(mostCents)}</span>
        </p>
        {!isChosen && (
          <Button
            variant="secondary"
            onClick={onChoose}
            aria-label={`Withdraw from ${payment.businessName}, ${formatLongDate(payment.paidAt)}`}
          >
            Withdraw
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

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { i18n, useTranslation } from "@/lib/i18n";
import { useEligibility } from "../api/get-eligibility";
import { WithdrawForm } from "./withdraw-form";

/** SPEC §8 eligibility errors: the server's message when it gave one. */
function eligibilityErrorMessage(error: unknown) {
  return error instanceof ApiError && error.message
    ? i18n.t("wallet.withdraw_action.error", { message: error.message })
    : i18n.t("wallet.text.eligibility_failed");
}

function Note({ tone, children }: { tone: "muted" | "error"; children: string }) {
  return <p className={tone === "error" ? "text-sm text-red-700" : "text-sm text-slate-600"}>{children}</p>;
}

/**
 * One payment's withdraw action (SPEC §4): checking eligibility, then not eligible (the
 * server's message, a disabled button) or eligible ('Withdraw Funds' → the form).
 */
export function WithdrawAction({ paymentId, remainingCents }: { paymentId: string; remainingCents: number }) {
  const [isFormOpen, setIsFormOpen] = useState(false);
  const eligibility = useEligibility(paymentId, true);
  const { t } = useTranslation();

  if (!paymentId) {
    return (
      <div className="flex flex-col items-start gap-2">
        <Note tone="error">{t("wallet.text.invalid_payment")}</Note>
        <Button variant="secondary" disabled>
          {t("wallet.text.invalid_payment_button")}
        </Button>
      </div>
    );
  }
  if (eligibility.isPending) {
    return (
      <Button variant="secondary" isBusy>
        {t("wallet.text.checking")}
      </Button>
    );
  }
  if (eligibility.error) {
    return (
      <div className="flex flex-col items-start gap-2">
        <Note tone="error">{eligibilityErrorMessage(eligibility.error)}</Note>
        <Button variant="secondary" onClick={() => void eligibility.refetch()} isBusy={eligibility.isFetching}>
          {t("wallet.withdraw_action.check_again")}
        </Button>
      </div>
    );
  }
  const { eligible, message, payment } = eligibility.data;
  if (!eligible) {
    return (
      <div className="flex flex-col items-start gap-2">
        {message && <Note tone="muted">{message}</Note>}
        <Button variant="secondary" disabled>
          {t("wallet.text.not_eligible_button")}
        </Button>
      </div>
    );
  }
  if (!isFormOpen) {
    return (
      <div className="flex flex-col items-start gap-2">
        {message && <Note tone="muted">{message}</Note>}
        <Button onClick={() => setIsFormOpen(true)}>{t("wallet.withdraw_action.open")}</Button>
      </div>
    );
  }
  return (
    <WithdrawForm
      paymentId={paymentId}
      remainingCents={payment?.remainingCents ?? remainingCents}
      onClose={() => setIsFormOpen(false)}
    />
  );
}

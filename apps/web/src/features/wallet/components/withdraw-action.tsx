import { WALLET_TEXT } from "@placard/shared/wallet";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { useEligibility } from "../api/get-eligibility";
import { WithdrawForm } from "./withdraw-form";

/** SPEC §8 eligibility errors: the server's message when it gave one. */
function eligibilityErrorMessage(error: unknown) {
  return error instanceof ApiError && error.message ? `Error: ${error.message}` : WALLET_TEXT.eligibilityFailed;
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

  if (!paymentId) {
    return (
      <div className="flex flex-col items-start gap-2">
        <Note tone="error">{WALLET_TEXT.invalidPayment}</Note>
        <Button variant="secondary" disabled>
          {WALLET_TEXT.invalidPaymentButton}
        </Button>
      </div>
    );
  }
  if (eligibility.isPending) {
    return (
      <Button variant="secondary" isBusy>
        {WALLET_TEXT.checking}
      </Button>
    );
  }
  if (eligibility.error) {
    return (
      <div className="flex flex-col items-start gap-2">
        <Note tone="error">{eligibilityErrorMessage(eligibility.error)}</Note>
        <Button variant="secondary" onClick={() => void eligibility.refetch()} isBusy={eligibility.isFetching}>
          Check again
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
          {WALLET_TEXT.notEligibleButton}
        </Button>
      </div>
    );
  }
  if (!isFormOpen) {
    return (
      <div className="flex flex-col items-start gap-2">
        {message && <Note tone="muted">{message}</Note>}
        <Button onClick={() => setIsFormOpen(true)}>Withdraw Funds</Button>
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

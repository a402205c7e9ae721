import { formatDollars } from "@placard/shared/money";
import type { AdminWithdrawal } from "@placard/shared/money-desk";
import { networkName } from "@placard/shared/wallet";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/api-client";
import { useCancelPayout, useRetryPayout } from "../api/desk";

/** Retry (to the same or a corrected number) or cancel a failed payout. */
export function PayoutActions({ payout }: { payout: AdminWithdrawal }) {
  const [dialog, setDialog] = useState<"retry" | "cancel" | null>(null);
  const [phoneNumber, setPhoneNumber] = useState(payout.phoneNumber);
  const [reason, setReason] = useState("");
  const retry = useRetryPayout();
  const cancel = useCancelPayout();
  const action = dialog === "retry" ? retry : cancel;
  const fields = action.error instanceof ApiError ? action.error.fieldErrors : {};
  const close = () => {
    retry.reset();
    cancel.reset();
    setDialog(null);
  };
  const submit = () => {
    if (dialog === "retry") {
      const changed = phoneNumber.trim() !== payout.phoneNumber;
      retry.mutate({ id: payout.id, ...(changed ? { phoneNumber: phoneNumber.trim() } : {}) }, { onSuccess: close });
    } else cancel.mutate({ id: payout.id, reason }, { onSuccess: close });
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => setDialog("retry")}>
        Retry
      </Button>
      <Button variant="ghost" onClick={() => setDialog("cancel")}>
        Cancel payout
      </Button>
      <Dialog
        isOpen={dialog !== null}
        onOpenChange={(open) => !open && close()}
        title={
          dialog === "retry"
            ? `Send ${formatDollars(payout.amountCents)} again`
            : `Cancel the payout of ${formatDollars(payout.amountCents)}`
        }
        description={
          dialog === "retry"
            ? `${formatDollars(payout.amountCents)} leaves ${payout.owner.name}'s available balance again, as a new payout (it went to ${payout.phoneNumber}, ${networkName(payout.network)}).`
            : `${formatDollars(payout.amountCents)} stays in ${payout.owner.name}'s available balance; the failed payout is closed.`
        }
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Back
            </Button>
            <Button variant={dialog === "retry" ? "primary" : "danger"} onClick={submit} isBusy={action.isPending}>
              {dialog === "retry" ? "Send again" : "Cancel payout"}
            </Button>
          </>
        }
      >
        {action.error && Object.keys(fields).length === 0 && <Alert tone="error">{action.error.message}</Alert>}
        {dialog === "retry" ? (
          <TextField
            label="Mobile money number"
            value={phoneNumber}
            onChange={(event) => setPhoneNumber(event.target.value)}
            error={fields.phoneNumber?.[0] ?? fields.network?.[0]}
          />
        ) : (
          <TextAreaField
            label="Why (kept in the audit log)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={fields.reason?.[0]}
          />
        )}
      </Dialog>
    </div>
  );
}

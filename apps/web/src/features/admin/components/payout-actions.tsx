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
import { activeLocale, useTranslation } from "@/lib/i18n";
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
  const { t } = useTranslation();
  const amount = formatDollars(payout.amountCents, activeLocale());
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
        {t("admin.payout.retry")}
      </Button>
      <Button variant="ghost" onClick={() => setDialog("cancel")}>
        {t("admin.payout.cancel")}
      </Button>
      <Dialog
        isOpen={dialog !== null}
        onOpenChange={(open) => !open && close()}
        title={
          dialog === "retry" ? t("admin.payout.retry_title", { amount }) : t("admin.payout.cancel_title", { amount })
        }
        description={
          dialog === "retry"
            ? t("admin.payout.retry_text", {
                amount,
                owner: payout.owner.name,
                phone: payout.phoneNumber,
                network: networkName(payout.network),
              })
            : t("admin.payout.cancel_text", { amount, owner: payout.owner.name })
        }
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t("admin.back")}
            </Button>
            <Button variant={dialog === "retry" ? "primary" : "danger"} onClick={submit} isBusy={action.isPending}>
              {dialog === "retry" ? t("admin.payout.send_again") : t("admin.payout.cancel")}
            </Button>
          </>
        }
      >
        {action.error && Object.keys(fields).length === 0 && <Alert tone="error">{action.error.message}</Alert>}
        {dialog === "retry" ? (
          <TextField
            label={t("admin.payout.phone")}
            value={phoneNumber}
            onChange={(event) => setPhoneNumber(event.target.value)}
            error={fields.phoneNumber?.[0] ?? fields.network?.[0]}
          />
        ) : (
          <TextAreaField
            label={t("admin.why")}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={fields.reason?.[0]}
          />
        )}
      </Dialog>
    </div>
  );
}

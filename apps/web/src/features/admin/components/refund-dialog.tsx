import { formatDollars, formatDollarsInput, parseDollars } from "@placard/shared/money";
import type { AdminPayment } from "@placard/shared/money-desk";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/api-client";
import { activeLocale, useTranslation } from "@/lib/i18n";
import { useRefundPayment } from "../api/desk";

/** Refund all or part of a payment through the provider (decision 0029 says who gives it back). */
export function RefundDialog({ payment, onClose }: { payment: AdminPayment | null; onClose: () => void }) {
  const left = payment ? payment.amountCents - payment.refundedCents : 0;
  // Pre-filled as the description reads it: "$20 of $20" → "20", "$22.50" → "22.50" (#34.16).
  const [amount, setAmount] = useState(() => formatDollarsInput(left));
  const [reason, setReason] = useState("");
  const [amountError, setAmountError] = useState<string>();
  const refund = useRefundPayment();
  const fields = refund.error instanceof ApiError ? refund.error.fieldErrors : {};
  const { t } = useTranslation();
  const close = () => {
    refund.reset();
    onClose();
  };
  const submit = () => {
    const cents = parseDollars(amount);
    if (!payment || cents === null || cents <= 0) {
      setAmountError(t("admin.refund.amount_invalid"));
      return;
    }
    setAmountError(undefined);
    refund.mutate({ id: payment.id, amountCents: cents, reason }, { onSuccess: close });
  };
  return (
    <Dialog
      isOpen={payment !== null}
      onOpenChange={(open) => !open && close()}
      title={t("admin.refund.title", { business: payment?.businessName ?? "" })}
      description={t("admin.refund.text", {
        left: formatDollars(left, activeLocale()),
        total: formatDollars(payment?.amountCents ?? 0, activeLocale()),
      })}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t("admin.back")}
          </Button>
          <Button variant="danger" onClick={submit} isBusy={refund.isPending}>
            {t("admin.money.refund")}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {refund.error && Object.keys(fields).length === 0 && <Alert tone="error">{refund.error.message}</Alert>}
        <TextField
          label={t("admin.refund.amount")}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={amountError ?? fields.amountCents?.[0]}
        />
        <TextAreaField
          label={t("admin.why")}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={fields.reason?.[0]}
        />
      </div>
    </Dialog>
  );
}

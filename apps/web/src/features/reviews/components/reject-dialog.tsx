import { REJECTION_REASON_MAX, rejectSchema } from "@placard/shared/reviews";
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/text-area-field";
import { useTranslation } from "@/lib/i18n";
import { useRejectRequest } from "../api/reviews";

export interface RejectTarget {
  requestId: string;
  websiteName: string;
  /** Paid already: rejecting refunds the advertiser and ends the booking. */
  isPaid?: boolean;
}

/** Rejecting needs a reason; the advertiser reads it on their ad's page. */
export function RejectDialog({ target, onClose }: { target: RejectTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const reject = useRejectRequest();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason("");
    setError(null);
    reject.reset();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = rejectSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t("reviews.reject.reason_needed"));
    if (!target) return;
    try {
      await reject.mutateAsync({ requestId: target.requestId, reason: parsed.data.reason });
      close();
    } catch {
      // Shown below.
    }
  };
  return (
    <Dialog
      isOpen={target !== null}
      onOpenChange={(open) => !open && close()}
      title={t("reviews.reject.title", { website: target?.websiteName ?? "" })}
      description={target?.isPaid ? t("reviews.reject.paid_text") : t("reviews.reject.text")}
      size="sm"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {reject.error && <Alert>{reject.error.message}</Alert>}
        <TextAreaField
          label={t("reviews.reject.reason")}
          rows={3}
          maxLength={REJECTION_REASON_MAX}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          error={error ?? undefined}
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            {t("reviews.cancel")}
          </Button>
          <Button type="submit" variant="danger" isBusy={reject.isPending}>
            {t("reviews.reject")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

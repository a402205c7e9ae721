import { CONTENT_REASON_LABELS, CONTENT_REASONS, type ContentReason } from "@placard/shared/trust";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { ApiError } from "@/lib/api-client";
import { useTakeDown } from "../api/desk";

export const REASON_OPTIONS = CONTENT_REASONS.map((value) => ({ value, label: CONTENT_REASON_LABELS[value] }));

/**
 * Taking an ad down (decision 0029): a reason from the terms' categories and a note. It
 * stops serving at once, paid unused days are refunded, the advertiser and owners are told.
 */
export function TakeDownDialog({
  ad,
  defaultReason,
  onClose,
}: {
  ad: { id: string; businessName: string } | null;
  defaultReason?: ContentReason;
  onClose: () => void;
}) {
  const takeDown = useTakeDown();
  const [reason, setReason] = useState<ContentReason | "">(defaultReason ?? "");
  const [note, setNote] = useState("");
  const fields = takeDown.error instanceof ApiError ? takeDown.error.fieldErrors : {};
  const close = () => {
    takeDown.reset();
    setReason(defaultReason ?? "");
    setNote("");
    onClose();
  };
  const submit = () => {
    if (!ad || !reason) return;
    takeDown.mutate({ adId: ad.id, reason, note }, { onSuccess: close });
  };
  return (
    <Dialog
      isOpen={ad !== null}
      onOpenChange={(open) => !open && close()}
      title={`Take down “${ad?.businessName ?? ""}”`}
      description="It stops serving everywhere at once. Unused paid days are refunded, and the advertiser and website owners are told why."
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button variant="danger" onClick={submit} isBusy={takeDown.isPending} disabled={!reason}>
            Take down
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {takeDown.error && !fields.note && <Alert tone="error">{takeDown.error.message}</Alert>}
        <SelectField
          label="Which term it breaks"
          placeholder="Choose a reason"
          options={REASON_OPTIONS}
          value={reason}
          onChange={(event) => setReason(event.target.value as ContentReason | "")}
          error={fields.reason?.[0]}
        />
        <TextAreaField
          label="Note for the advertiser and owners"
          value={note}
          maxLength={1000}
          onChange={(event) => setNote(event.target.value)}
          error={fields.note?.[0]}
        />
      </div>
    </Dialog>
  );
}

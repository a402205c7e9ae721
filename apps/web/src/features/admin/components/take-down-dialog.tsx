import { formatDollars } from "@placard/shared/money";
import { CONTENT_REASON_LABELS, CONTENT_REASONS, type ContentReason, type TakeDownResult } from "@placard/shared/trust";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { ApiError } from "@/lib/api-client";
import { useTakeDown } from "../api/desk";

export const REASON_OPTIONS = CONTENT_REASONS.map((value) => ({ value, label: CONTENT_REASON_LABELS[value] }));

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a take-down did, in sentences (#34.12): the money refunded first, then the rest. */
export function takeDownSummary(result: TakeDownResult): string[] {
  const bookings = count(result.endedBookings, "running booking", "running bookings");
  return [
    result.refundedCents > 0
      ? `${formatDollars(result.refundedCents)} refunded to the advertiser for the unused days of ${bookings}.`
      : result.endedBookings > 0
        ? `${bookings} ended; no paid day was left unused, so nothing was refunded.`
        : "No booking was running: nothing was refunded.",
    ...(result.rejectedRequests > 0
      ? [`${count(result.rejectedRequests, "request", "requests")} not yet paid declined.`]
      : []),
    ...(result.closedReports > 0 ? [`${count(result.closedReports, "open report", "open reports")} closed.`] : []),
    "The advertiser and the website owners are told why.",
  ];
}

/**
 * Taking an ad down (decision 0029): a reason from the terms' categories and a note. It
 * stops serving at once, paid unused days are refunded, the advertiser and owners are told;
 * then the dialog says what was done, with the amount refunded (#34.12).
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
  const [result, setResult] = useState<TakeDownResult | null>(null);
  const fields = takeDown.error instanceof ApiError ? takeDown.error.fieldErrors : {};
  const close = () => {
    takeDown.reset();
    setReason(defaultReason ?? "");
    setNote("");
    setResult(null);
    onClose();
  };
  const submit = () => {
    if (!ad || !reason) return;
    takeDown.mutate({ adId: ad.id, reason, note }, { onSuccess: setResult });
  };
  if (result) {
    return (
      <Dialog
        isOpen={ad !== null}
        onOpenChange={(open) => !open && close()}
        title={`“${ad?.businessName ?? ""}” is taken down`}
        footer={<Button onClick={close}>Done</Button>}
      >
        <div role="status">
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-800">
            {takeDownSummary(result).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </Dialog>
    );
  }
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

import { formatDollars } from "@placard/shared/money";
import { CONTENT_REASONS, type ContentReason, type TakeDownResult } from "@placard/shared/trust";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { ApiError } from "@/lib/api-client";
import { activeLocale, formatWhole, i18n, useTranslation } from "@/lib/i18n";
import { useTakeDown } from "../api/desk";
import { REASON_KEYS } from "./admin-labels";

/** The terms' categories as a select's options, in the active language. */
export const reasonOptions = () => CONTENT_REASONS.map((value) => ({ value, label: i18n.t(REASON_KEYS[value]) }));

/** What a take-down did, in sentences (#34.12): the money refunded first, then the rest. */
export function takeDownSummary(result: TakeDownResult): string[] {
  const t = i18n.t;
  const bookings = { count: result.endedBookings, shown: formatWhole(result.endedBookings) };
  return [
    result.refundedCents > 0
      ? t("admin.take_down.refunded", { ...bookings, amount: formatDollars(result.refundedCents, activeLocale()) })
      : result.endedBookings > 0
        ? t("admin.take_down.ended", bookings)
        : t("admin.take_down.none_running"),
    ...(result.rejectedRequests > 0
      ? [
          t("admin.take_down.declined", {
            count: result.rejectedRequests,
            shown: formatWhole(result.rejectedRequests),
          }),
        ]
      : []),
    ...(result.closedReports > 0
      ? [t("admin.take_down.closed", { count: result.closedReports, shown: formatWhole(result.closedReports) })]
      : []),
    t("admin.take_down.told"),
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
  const { t } = useTranslation();
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
        title={t("admin.take_down.done_title", { business: ad?.businessName ?? "" })}
        footer={<Button onClick={close}>{t("admin.done")}</Button>}
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
      title={t("admin.take_down.title", { business: ad?.businessName ?? "" })}
      description={t("admin.take_down.text")}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t("admin.cancel")}
          </Button>
          <Button variant="danger" onClick={submit} isBusy={takeDown.isPending} disabled={!reason}>
            {t("admin.take_down")}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {takeDown.error && !fields.note && <Alert tone="error">{takeDown.error.message}</Alert>}
        <SelectField
          label={t("admin.take_down.reason")}
          placeholder={t("admin.take_down.choose_reason")}
          options={reasonOptions()}
          value={reason}
          onChange={(event) => setReason(event.target.value as ContentReason | "")}
          error={fields.reason?.[0]}
        />
        <TextAreaField
          label={t("admin.take_down.note")}
          value={note}
          maxLength={1000}
          onChange={(event) => setNote(event.target.value)}
          error={fields.note?.[0]}
        />
      </div>
    </Dialog>
  );
}

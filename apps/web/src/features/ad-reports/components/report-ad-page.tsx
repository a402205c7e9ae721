import { CONTENT_REASONS, type ContentReason } from "@placard/shared/trust";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { LoadingState } from "@/components/ui/states";
import { TextAreaField } from "@/components/ui/text-area-field";
import { api, ApiError } from "@/lib/api-client";
import { splitAround, useTranslation } from "@/lib/i18n";

/** CONTENT_REASON_LABELS by catalog key: English keeps the shared texts. */
const REASON_KEYS: Record<ContentReason, string> = {
  hate_speech: "ad_reports.reason.hate_speech",
  offensive: "ad_reports.reason.offensive",
  misleading: "ad_reports.reason.misleading",
  inaccurate: "ad_reports.reason.inaccurate",
  other: "ad_reports.reason.other",
};

/**
 * /report/:adId — where "Report this ad" under every served ad leads (decision 0029): a
 * reader, signed in or not, says which term the ad breaks. Placard's own page, so the POST
 * is same-origin (decision 0017).
 */
export function ReportAdPage() {
  const { t } = useTranslation();
  const { adId = "" } = useParams();
  const [searchParams] = useSearchParams();
  const space = searchParams.get("space") ?? undefined;
  const [reason, setReason] = useState<ContentReason | "">("");
  const [message, setMessage] = useState("");
  const ad = useQuery({
    queryKey: ["ad-report", adId],
    queryFn: ({ signal }) =>
      api.get<{ adId: string; businessName: string }>(`/api/ad-reports/ads/${encodeURIComponent(adId)}`, signal),
    retry: false,
  });
  const send = useMutation({
    mutationFn: () => api.post<{ id: string }>("/api/ad-reports", { adId, space, reason, message }),
  });
  const intro = splitAround((slot) => t("ad_reports.intro", { business: slot }));
  const fields = send.error instanceof ApiError ? send.error.fieldErrors : {};

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold">{t("ad_reports.title")}</h1>
      {ad.isPending ? (
        <LoadingState />
      ) : ad.error ? (
        <p className="mt-4 text-slate-700">{t("ad_reports.unknown_ad")}</p>
      ) : send.isSuccess ? (
        <div className="mt-4">
          <Alert tone="success">{t("ad_reports.sent")}</Alert>
        </div>
      ) : (
        <form
          className="mt-4 flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (reason) send.mutate();
          }}
        >
          <p className="text-slate-700">
            {intro[0]}
            <strong>{ad.data.businessName}</strong>
            {intro[1]}
          </p>
          {send.error && Object.keys(fields).length === 0 && <Alert tone="error">{send.error.message}</Alert>}
          <SelectField
            label={t("ad_reports.reason_label")}
            placeholder={t("ad_reports.reason_placeholder")}
            required
            options={CONTENT_REASONS.map((value) => ({ value, label: t(REASON_KEYS[value]) }))}
            value={reason}
            onChange={(event) => setReason(event.target.value as ContentReason | "")}
            error={fields.reason?.[0]}
          />
          <TextAreaField
            label={t("ad_reports.message_label")}
            value={message}
            maxLength={1000}
            onChange={(event) => setMessage(event.target.value)}
            error={fields.message?.[0]}
          />
          <div>
            <Button type="submit" isBusy={send.isPending} disabled={!reason}>
              {t("ad_reports.send")}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

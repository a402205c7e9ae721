import { isPaymentResultStatus, type PaymentResultStatus } from "@placard/shared/payments";
import { useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { CircleCheck, CircleX, TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { formatLongDay, useTranslation } from "@/lib/i18n";
import { campaignKeys } from "../api/keys";

type Tone = "success" | "failure" | "warning";

/** Success is green; a payment that failed or a system error red; a bad return amber. */
const TONE: Record<PaymentResultStatus, Tone> = {
  success: "success",
  failed: "failure",
  error: "failure",
  "invalid-params": "warning",
  "invalid-txref": "warning",
  "payment-not-found": "warning",
  "amount-mismatch": "warning",
};

const ICON_STYLE: Record<Tone, string> = {
  success: "bg-emerald-100 text-emerald-600",
  failure: "bg-red-100 text-red-600",
  warning: "bg-amber-100 text-amber-600",
};

/** PAYMENT_RESULT_COPY (SPEC §8) by catalog key: English keeps its texts. */
const COPY_KEYS: Record<PaymentResultStatus, { title: string; message: string }> = {
  "invalid-params": { title: "campaigns.result.invalid_params_title", message: "campaigns.result.invalid_params" },
  "invalid-txref": { title: "campaigns.result.invalid_txref_title", message: "campaigns.result.invalid_txref" },
  "payment-not-found": { title: "campaigns.result.not_found_title", message: "campaigns.result.not_found" },
  "amount-mismatch": { title: "campaigns.result.mismatch_title", message: "campaigns.result.mismatch" },
  success: { title: "campaigns.result.success_title", message: "campaigns.result.success" },
  failed: { title: "campaigns.result.failed_title", message: "campaigns.result.failed" },
  error: { title: "campaigns.result.error_title", message: "campaigns.result.error" },
};

/** paymentSuccessMessage's three texts (#34.8): from the booked days when the return carries them. */
function successMessage(
  t: (key: string, values?: Record<string, string>) => string,
  from: string | null,
  until: string | null,
) {
  if (!from || !until || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(until))) {
    return t("campaigns.result.success");
  }
  return Date.parse(from) > Date.now()
    ? t("campaigns.result.booked", { start: formatLongDay(from), end: formatLongDay(until) })
    : t("campaigns.result.confirmed_until", { end: formatLongDay(until) });
}

function StatusIcon({ tone }: { tone: Tone }) {
  const Icon = tone === "success" ? CircleCheck : tone === "failure" ? CircleX : TriangleAlert;
  return (
    <span className={clsx("flex size-16 items-center justify-center rounded-full", ICON_STYLE[tone])}>
      <Icon className="size-9" aria-hidden="true" data-testid={`payment-result-icon-${tone}`} />
    </span>
  );
}

/**
 * /payment-result?status=…&txref=…(&adId=&from=&until=) — where the payment provider sends the payer back
 * (SPEC §2). Any other or missing status renders nothing.
 */
export function PaymentResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = params.get("status");
  const txref = params.get("txref");
  const adId = params.get("adId");
  const isSuccess = status === "success";

  // A confirmed payment changes the campaign: its list and detail are read fresh next time.
  useEffect(() => {
    if (isSuccess) void queryClient.invalidateQueries({ queryKey: campaignKeys.ads });
  }, [isSuccess, queryClient]);

  if (!isPaymentResultStatus(status)) return null;
  const copy = COPY_KEYS[status];
  const message = isSuccess ? successMessage(t, params.get("from"), params.get("until")) : t(copy.message);

  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <section
        aria-labelledby="payment-result-title"
        className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm"
        data-testid="payment-result"
        data-status={status}
      >
        <StatusIcon tone={TONE[status]} />
        <h1 id="payment-result-title" className="mt-5 text-2xl font-bold tracking-tight text-slate-900">
          {t(copy.title)}
        </h1>
        <p className="mt-2 text-slate-600" data-testid="payment-result-message">
          {message}
        </p>
        {txref && (
          <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm text-slate-700">
            {t("campaigns.result.reference", { txref })}
          </p>
        )}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {adId && (
            // Back to the campaign this payment was for (#15.13).
            <Link
              to={`/approved-detail/${encodeURIComponent(adId)}`}
              className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              {t("campaigns.result.view_campaign")}
            </Link>
          )}
          <Button onClick={() => navigate("/dashboard")}>{t("campaigns.result.return")}</Button>
          {!isSuccess && (
            <Button variant="secondary" onClick={() => navigate(-1)}>
              {t("campaigns.try_again")}
            </Button>
          )}
        </div>
        <p className="mt-6 text-sm text-slate-500">
          {t("campaigns.result.not_right")}{" "}
          <Link to="/support" className="font-semibold text-brand-700 hover:underline">
            {t("campaigns.result.contact_support")}
          </Link>
        </p>
      </section>
    </div>
  );
}

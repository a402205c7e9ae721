import { formatLongDate } from "@placard/shared/format";
import {
  isPaymentResultStatus,
  PAYMENT_RESULT_COPY,
  type PaymentResultStatus,
  paymentSuccessMessage,
} from "@placard/shared/payments";
import { useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { CircleCheck, CircleX, TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
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
  const copy = PAYMENT_RESULT_COPY[status];
  const message = isSuccess
    ? paymentSuccessMessage(params.get("from"), params.get("until"), formatLongDate)
    : copy.message;

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
          {copy.title}
        </h1>
        <p className="mt-2 text-slate-600" data-testid="payment-result-message">
          {message}
        </p>
        {txref && (
          <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm text-slate-700">Reference: {txref}</p>
        )}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {adId && (
            // Back to the campaign this payment was for (#15.13).
            <Link
              to={`/approved-detail/${encodeURIComponent(adId)}`}
              className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              View Campaign
            </Link>
          )}
          <Button onClick={() => navigate("/dashboard")}>Return to Dashboard</Button>
          {!isSuccess && (
            <Button variant="secondary" onClick={() => navigate(-1)}>
              Try Again
            </Button>
          )}
        </div>
        <p className="mt-6 text-sm text-slate-500">
          Something not right?{" "}
          <Link to="/support" className="font-semibold text-brand-700 hover:underline">
            Contact support
          </Link>
        </p>
      </section>
    </div>
  );
}

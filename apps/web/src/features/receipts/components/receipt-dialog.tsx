import { receiptPdfPath } from "@placard/shared/receipts";
import { Download } from "lucide-react";
import { Dialog } from "@/components/ui/dialog";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { formatLongDay, formatMoney, splitAround, useTranslation } from "@/lib/i18n";
import { useReceipt } from "../api/get-receipts";

const dateOf = (iso: string | null) => (iso ? formatLongDay(iso) : "—");

/** A receipt on screen (seller, buyer, placement, period, amounts, fee) with its PDF to download. */
export function ReceiptDialog({ paymentId, onClose }: { paymentId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const receipt = useReceipt(paymentId);
  const data = receipt.data;
  const paidOn = splitAround((slot) =>
    t("receipts.paid_on", { date: data ? dateOf(data.paidAt) : "", reference: slot }),
  );
  return (
    <Dialog
      isOpen={paymentId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={data ? t("receipts.receipt_number", { number: data.number }) : t("receipts.receipt")}
      size="md"
    >
      {receipt.isPending ? (
        <LoadingState label={t("receipts.loading")} />
      ) : receipt.error || !data ? (
        <ErrorState title={t("receipts.error")} />
      ) : (
        <div className="flex flex-col gap-4 text-sm" data-testid="receipt">
          <p className="text-slate-600">
            {paidOn[0]}
            <span className="font-mono text-xs">{data.reference}</span>
            {paidOn[1]}
            {data.status === "refunded" && ` · ${t("receipts.refunded")}`}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <section aria-label={t("receipts.seller")}>
              <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("receipts.seller")}</h3>
              <p className="font-semibold text-slate-900">{data.seller.name}</p>
              {data.seller.address && <p className="whitespace-pre-line text-slate-700">{data.seller.address}</p>}
              {data.seller.taxId && <p className="text-slate-700">{t("receipts.tax_id", { id: data.seller.taxId })}</p>}
            </section>
            <section aria-label={t("receipts.buyer")}>
              <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("receipts.buyer")}</h3>
              <p className="font-semibold text-slate-900">{data.buyer.name}</p>
              {data.buyer.location && <p className="text-slate-700">{data.buyer.location}</p>}
              <p className="text-slate-700">{data.buyer.email}</p>
            </section>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-slate-50 px-4 py-3">
            <dt className="text-slate-500">{t("receipts.website")}</dt>
            <dd className="font-medium text-slate-900">{data.websiteName}</dd>
            <dt className="text-slate-500">{t("receipts.spaces")}</dt>
            <dd className="text-slate-900">{data.spaces.join(", ")}</dd>
            <dt className="text-slate-500">{t("receipts.period")}</dt>
            <dd className="text-slate-900">
              {dateOf(data.periodStart)} – {dateOf(data.periodEnd)}
            </dd>
            <dt className="text-slate-500">{t("receipts.fee")}</dt>
            <dd className="tabular-nums text-slate-900">{formatMoney(data.feeCents)}</dd>
            <dt className="font-semibold text-slate-700">{t("receipts.total")}</dt>
            <dd className="font-semibold tabular-nums text-slate-900" data-testid="receipt-total">
              {formatMoney(data.amountCents)} {data.currency}
            </dd>
          </dl>
          <a
            href={receiptPdfPath(data.paymentId)}
            download
            className="inline-flex items-center gap-2 self-end rounded-xl border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
          >
            <Download className="size-4" aria-hidden="true" />
            {t("receipts.download_pdf")}
          </a>
        </div>
      )}
    </Dialog>
  );
}

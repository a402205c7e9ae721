import { formatLongDate } from "@placard/shared/format";
import { formatDollars } from "@placard/shared/money";
import { receiptPdfPath } from "@placard/shared/receipts";
import { Download } from "lucide-react";
import { Dialog } from "@/components/ui/dialog";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useReceipt } from "../api/get-receipts";

const dateOf = (iso: string | null) => (iso ? formatLongDate(iso) : "—");

/** A receipt on screen (seller, buyer, placement, period, amounts, fee) with its PDF to download. */
export function ReceiptDialog({ paymentId, onClose }: { paymentId: string | null; onClose: () => void }) {
  const receipt = useReceipt(paymentId);
  const data = receipt.data;
  return (
    <Dialog
      isOpen={paymentId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={data ? `Receipt ${data.number}` : "Receipt"}
      size="md"
    >
      {receipt.isPending ? (
        <LoadingState label="Loading the receipt" />
      ) : receipt.error || !data ? (
        <ErrorState title="Unable to load this receipt. Please try again later." />
      ) : (
        <div className="flex flex-col gap-4 text-sm" data-testid="receipt">
          <p className="text-slate-600">
            Paid on {dateOf(data.paidAt)} · reference <span className="font-mono text-xs">{data.reference}</span>
            {data.status === "refunded" && " · refunded"}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <section aria-label="Seller">
              <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Seller</h3>
              <p className="font-semibold text-slate-900">{data.seller.name}</p>
              {data.seller.address && <p className="whitespace-pre-line text-slate-700">{data.seller.address}</p>}
              {data.seller.taxId && <p className="text-slate-700">Tax ID: {data.seller.taxId}</p>}
            </section>
            <section aria-label="Buyer">
              <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Buyer</h3>
              <p className="font-semibold text-slate-900">{data.buyer.name}</p>
              {data.buyer.location && <p className="text-slate-700">{data.buyer.location}</p>}
              <p className="text-slate-700">{data.buyer.email}</p>
            </section>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-slate-50 px-4 py-3">
            <dt className="text-slate-500">Website</dt>
            <dd className="font-medium text-slate-900">{data.websiteName}</dd>
            <dt className="text-slate-500">Spaces</dt>
            <dd className="text-slate-900">{data.spaces.join(", ")}</dd>
            <dt className="text-slate-500">Booking period</dt>
            <dd className="text-slate-900">
              {dateOf(data.periodStart)} – {dateOf(data.periodEnd)}
            </dd>
            <dt className="text-slate-500">Of which platform fee</dt>
            <dd className="tabular-nums text-slate-900">{formatDollars(data.feeCents)}</dd>
            <dt className="font-semibold text-slate-700">Total paid</dt>
            <dd className="font-semibold tabular-nums text-slate-900" data-testid="receipt-total">
              {formatDollars(data.amountCents)} {data.currency}
            </dd>
          </dl>
          <a
            href={receiptPdfPath(data.paymentId)}
            download
            className="inline-flex items-center gap-2 self-end rounded-xl border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
          >
            <Download className="size-4" aria-hidden="true" />
            Download PDF
          </a>
        </div>
      )}
    </Dialog>
  );
}

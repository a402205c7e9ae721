import { receiptPdfPath } from "@placard/shared/receipts";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { formatLongDay, formatMoney, useTranslation } from "@/lib/i18n";
import { useAdReceipts } from "../api/get-receipts";
import { ReceiptDialog } from "./receipt-dialog";

/** /approved-detail/:adId — the receipts of the ad's settled payments: on screen, or as PDF. */
export function AdReceipts({ adId }: { adId: string }) {
  const { t } = useTranslation();
  const receipts = useAdReceipts(adId);
  const [open, setOpen] = useState<string | null>(null);
  const items = receipts.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="ad-receipts">
      <h2 id="ad-receipts" className="text-xl font-semibold">
        {t("receipts.title")}
      </h2>
      <ul className="mt-3 flex flex-col divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
        {items.map((receipt) => (
          <li key={receipt.paymentId} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
            <span className="font-mono font-semibold">{receipt.number}</span>
            <span className="text-slate-600">
              {receipt.websiteName} · {formatLongDay(receipt.paidAt)}
            </span>
            <span className="ml-auto font-semibold tabular-nums">{formatMoney(receipt.amountCents)}</span>
            <Button variant="ghost" onClick={() => setOpen(receipt.paymentId)}>
              {t("receipts.view", { number: receipt.number })}
            </Button>
            <a
              href={receiptPdfPath(receipt.paymentId)}
              download
              className="font-semibold text-brand-700 underline hover:no-underline"
            >
              {t("receipts.pdf", { number: receipt.number })}
            </a>
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={receipts.hasNextPage}
        isLoading={receipts.isFetchingNextPage}
        onLoadMore={() => void receipts.fetchNextPage()}
        label={t("receipts.load_more")}
      />
      <ReceiptDialog paymentId={open} onClose={() => setOpen(null)} />
    </section>
  );
}

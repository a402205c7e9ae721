import { formatDollars } from "@placard/shared/money";
import type { Receipt } from "@placard/shared/receipts";
import { localeOrDefault, translatorFor } from "../../i18n/index.js";
import { amountRow, day, heading, line, newDocument, row, title, toBuffer } from "./pdf-layout.js";

/**
 * The receipt PDF: text stays text (a reader, pdf.js or `pdftotext` finds the business and the
 * amounts), in embedded Unicode fonts (decision 0045), amounts in the one format (decision 0044),
 * right-aligned. A4, one column. The monthly statement is statement-pdf.ts. In the reader's
 * language (users.locale, decision 0057; English without one): texts from the server's
 * catalogs (`pdf.*`), amounts USD written the locale's way; dates stay ISO (YYYY-MM-DD).
 */
export function receiptPdf(receipt: Receipt, locale?: string | null): Promise<Buffer> {
  const lng = localeOrDefault(locale);
  const t = translatorFor(lng);
  const money = (cents: number) => formatDollars(cents, lng);
  const name = t("pdf.receipt.title", { number: receipt.number });
  const doc = newDocument(name);
  title(doc, name);
  line(doc, t("pdf.receipt.paid_on", { date: day(receipt.paidAt), reference: receipt.reference }));
  if (receipt.status === "refunded") line(doc, t("pdf.receipt.refunded"));

  heading(doc, t("pdf.receipt.seller"));
  line(doc, receipt.seller.name);
  if (receipt.seller.address) line(doc, receipt.seller.address);
  if (receipt.seller.taxId) line(doc, t("pdf.tax_id", { taxId: receipt.seller.taxId }));

  heading(doc, t("pdf.receipt.buyer"));
  line(doc, receipt.buyer.name || "—");
  if (receipt.buyer.location) line(doc, receipt.buyer.location);
  line(doc, receipt.buyer.email);

  heading(doc, t("pdf.receipt.placement_heading"));
  row(doc, t("pdf.receipt.website"), receipt.websiteName);
  row(doc, t("pdf.receipt.spaces"), receipt.spaces.join(", ") || "—");
  row(
    doc,
    t("pdf.receipt.period"),
    t("pdf.receipt.period_value", { from: day(receipt.periodStart), to: day(receipt.periodEnd) }),
  );

  heading(doc, t("pdf.receipt.amounts"));
  amountRow(doc, t("pdf.receipt.placement"), money(receipt.amountCents));
  amountRow(doc, t("pdf.receipt.fee"), money(receipt.feeCents));
  amountRow(doc, t("pdf.receipt.total", { currency: receipt.currency }), money(receipt.amountCents), "bold");
  return toBuffer(doc);
}

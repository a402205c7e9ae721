import { formatDollars } from "@placard/shared/money";
import type { Receipt } from "@placard/shared/receipts";
import { amountRow, day, heading, line, newDocument, row, title, toBuffer } from "./pdf-layout.js";

/**
 * The receipt PDF: text stays text (a reader, pdf.js or `pdftotext` finds the business and the
 * amounts), in embedded Unicode fonts (decision 0045), amounts in the one format (decision 0044),
 * right-aligned. A4, one column. The monthly statement is statement-pdf.ts.
 */
export function receiptPdf(receipt: Receipt): Promise<Buffer> {
  const doc = newDocument(`Receipt ${receipt.number}`);
  title(doc, `Receipt ${receipt.number}`);
  line(doc, `Paid on ${day(receipt.paidAt)} · reference ${receipt.reference}`);
  if (receipt.status === "refunded") line(doc, "This payment was refunded.");

  heading(doc, "Seller");
  line(doc, receipt.seller.name);
  if (receipt.seller.address) line(doc, receipt.seller.address);
  if (receipt.seller.taxId) line(doc, `Tax ID: ${receipt.seller.taxId}`);

  heading(doc, "Buyer");
  line(doc, receipt.buyer.name || "—");
  if (receipt.buyer.location) line(doc, receipt.buyer.location);
  line(doc, receipt.buyer.email);

  heading(doc, "Ad placement");
  row(doc, "Website", receipt.websiteName);
  row(doc, "Spaces", receipt.spaces.join(", ") || "—");
  row(doc, "Booking period", `${day(receipt.periodStart)} to ${day(receipt.periodEnd)}`);

  heading(doc, "Amounts");
  amountRow(doc, "Placement", formatDollars(receipt.amountCents));
  amountRow(doc, "Of which platform fee", formatDollars(receipt.feeCents));
  amountRow(doc, `Total paid (${receipt.currency})`, formatDollars(receipt.amountCents), "bold");
  return toBuffer(doc);
}

import { formatCents, type Receipt } from "@placard/shared/receipts";
import PDFDocument from "pdfkit";

/**
 * The receipt and statement PDFs (pdfkit, its built-in Helvetica: text stays text, so a
 * reader or `pdftotext` finds the business and the amounts). A4, one column.
 */

const MARGIN = 56;
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "—");

function newDocument(title: string) {
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: title, Author: "Placard" } });
  doc.font("Helvetica");
  return doc;
}

/** Collects a finished document into one buffer (a receipt is a page: small). */
function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(0.8).font("Helvetica-Bold").fontSize(11).text(text).font("Helvetica").fontSize(10);
}

function row(doc: PDFKit.PDFDocument, label: string, value: string) {
  const y = doc.y;
  doc.font("Helvetica-Bold").text(label, MARGIN, y, { width: 150 });
  const labelBottom = doc.y;
  doc.font("Helvetica").text(value, MARGIN + 160, y, { width: doc.page.width - 2 * MARGIN - 160 });
  doc.y = Math.max(doc.y, labelBottom);
  doc.x = MARGIN;
}

export function receiptPdf(receipt: Receipt): Promise<Buffer> {
  const doc = newDocument(`Receipt ${receipt.number}`);
  doc.fontSize(20).font("Helvetica-Bold").text(`Receipt ${receipt.number}`);
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(`Paid on ${day(receipt.paidAt)} · reference ${receipt.reference}`);
  if (receipt.status === "refunded") doc.text("This payment was refunded.");

  heading(doc, "Seller");
  doc.text(receipt.seller.name);
  if (receipt.seller.address) doc.text(receipt.seller.address);
  if (receipt.seller.taxId) doc.text(`Tax ID: ${receipt.seller.taxId}`);

  heading(doc, "Buyer");
  doc.text(receipt.buyer.name || "—");
  if (receipt.buyer.location) doc.text(receipt.buyer.location);
  doc.text(receipt.buyer.email);

  heading(doc, "Ad placement");
  row(doc, "Website", receipt.websiteName);
  row(doc, "Spaces", receipt.spaces.join(", ") || "—");
  row(doc, "Booking period", `${day(receipt.periodStart)} to ${day(receipt.periodEnd)}`);

  heading(doc, "Amounts");
  row(doc, "Placement", formatCents(receipt.amountCents));
  row(doc, "Of which platform fee", formatCents(receipt.feeCents));
  row(doc, `Total paid (${receipt.currency})`, formatCents(receipt.amountCents));
  return toBuffer(doc);
}

export interface StatementLine {
  date: string;
  label: string;
  description: string;
  amountCents: number;
}

export interface Statement {
  month: string;
  seller: Receipt["seller"];
  owner: { name: string; email: string };
  lines: AsyncIterable<StatementLine>;
}

/**
 * An owner's monthly earnings statement: every movement of the month (written as it is read,
 * page by page, so a busy month costs no more memory than a quiet one), then the totals.
 */
export async function statementPdf(statement: Statement): Promise<Buffer> {
  const doc = newDocument(`Earnings statement ${statement.month}`);
  doc.fontSize(20).font("Helvetica-Bold").text(`Earnings statement ${statement.month}`);
  doc.font("Helvetica").fontSize(10).text(`${statement.owner.name} · ${statement.owner.email}`);
  doc.text(`Issued by ${statement.seller.name}${statement.seller.address ? `, ${statement.seller.address}` : ""}`);
  if (statement.seller.taxId) doc.text(`Tax ID: ${statement.seller.taxId}`);

  heading(doc, "Movements");
  const totals = new Map<string, number>();
  let count = 0;
  for await (const line of statement.lines) {
    count += 1;
    totals.set(line.label, (totals.get(line.label) ?? 0) + line.amountCents);
    row(doc, `${line.date.slice(0, 10)} ${line.label}`, `${formatCents(line.amountCents)}  ${line.description}`);
  }
  if (count === 0) doc.text("No movements this month.");

  heading(doc, "Totals");
  for (const [label, cents] of totals) row(doc, label, formatCents(cents));
  row(doc, "Change in your balance", formatCents([...totals.values()].reduce((sum, cents) => sum + cents, 0)));
  return toBuffer(doc);
}

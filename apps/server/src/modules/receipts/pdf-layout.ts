import PDFDocument from "pdfkit";
import { heightOf, registerFonts, type Weight, writeText } from "./pdf-fonts.js";

/**
 * What the receipt and statement PDFs share: A4 with 56 pt margins, the embedded Unicode fonts
 * (pdf-fonts.ts), headings, label–value rows, and amounts right-aligned in a column of their own.
 */

export const MARGIN = 56;
/** The amounts' column at the right edge: wide enough for "-$1,000,000.00". */
export const AMOUNT_WIDTH = 90;
const LABEL_WIDTH = 150;
const GAP = 10;

export const contentWidth = (doc: PDFKit.PDFDocument) => doc.page.width - 2 * MARGIN;
export const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "—");

export function newDocument(title: string) {
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: title, Author: "Placard" } });
  registerFonts(doc);
  doc.font("regular").fontSize(10);
  return doc;
}

/** Collects a finished document into one buffer (a receipt is a page, a statement a few: small). */
export function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

export function title(doc: PDFKit.PDFDocument, text: string) {
  doc.fontSize(20);
  writeText(doc, text, { weight: "bold", x: MARGIN, width: contentWidth(doc) });
  doc.fontSize(10);
}

/** A line of text across the page, from the left margin. */
export function line(doc: PDFKit.PDFDocument, text: string, weight: Weight = "regular") {
  writeText(doc, text, { weight, x: MARGIN, width: contentWidth(doc) });
}

export function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(0.8).fontSize(11);
  line(doc, text, "bold");
  doc.fontSize(10);
}

/** Starts a new page when `height` more points would not fit on this one. */
export function keepTogether(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

/** A label in bold and its value beside it, wrapped in the rest of the width. */
export function row(doc: PDFKit.PDFDocument, label: string, value: string) {
  const valueX = MARGIN + LABEL_WIDTH + GAP;
  const valueWidth = contentWidth(doc) - LABEL_WIDTH - GAP;
  keepTogether(doc, Math.max(heightOf(doc, label, LABEL_WIDTH, "bold"), heightOf(doc, value, valueWidth)));
  const y = doc.y;
  writeText(doc, label, { weight: "bold", x: MARGIN, y, width: LABEL_WIDTH });
  const labelBottom = doc.y;
  writeText(doc, value, { x: valueX, y, width: valueWidth });
  doc.y = Math.max(doc.y, labelBottom);
  doc.x = MARGIN;
}

/** A label and an amount right-aligned in the amounts' column (totals, the receipt's figures). */
export function amountRow(doc: PDFKit.PDFDocument, label: string, amount: string, weight: Weight = "regular") {
  const labelWidth = contentWidth(doc) - AMOUNT_WIDTH - GAP;
  keepTogether(doc, heightOf(doc, label, labelWidth, weight));
  const y = doc.y;
  writeText(doc, label, { weight, x: MARGIN, y, width: labelWidth });
  const labelBottom = doc.y;
  writeText(doc, amount, {
    weight,
    x: MARGIN + contentWidth(doc) - AMOUNT_WIDTH,
    y,
    width: AMOUNT_WIDTH,
    align: "right",
  });
  doc.y = Math.max(doc.y, labelBottom);
  doc.x = MARGIN;
}

/** A thin rule across the page, under a table's header or above its totals. */
export function rule(doc: PDFKit.PDFDocument) {
  const y = doc.y + 2;
  doc
    .save()
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(doc), y)
    .lineWidth(0.5)
    .strokeColor("#94a3b8")
    .stroke();
  doc.restore();
  doc.y = y + 4;
}

import { formatDollars, formatSignedDollars } from "@placard/shared/money";
import type { Receipt } from "@placard/shared/receipts";
import { TRANSACTION_TYPE_LABELS, type TransactionType, WALLET_MOVEMENT_TYPES } from "@placard/shared/wallet";
import { heightOf, writeText } from "./pdf-fonts.js";
import {
  AMOUNT_WIDTH,
  amountRow,
  contentWidth,
  heading,
  line,
  MARGIN,
  newDocument,
  rule,
  title,
  toBuffer,
} from "./pdf-layout.js";

export interface StatementLine {
  date: string;
  type: TransactionType;
  description: string;
  amountCents: number;
}

export interface Statement {
  month: string;
  /** The month's first day, and its last or today if the month is not over (UTC days). */
  from: string;
  closesOn: string;
  seller: Receipt["seller"];
  owner: { name: string; email: string };
  /** The owner's balance (on hold and available) when the month began. */
  openingCents: number;
  /** The month's movements of the wallet, oldest first. */
  lines: AsyncIterable<StatementLine>;
}

/** A release moves earnings from On hold to Available: shown, but the balance (both together) does not change. */
const changesBalance = (type: TransactionType) => type !== "release";

const DATE_WIDTH = 62;
const GAP = 8;

function columns(doc: PDFKit.PDFDocument) {
  const balanceX = MARGIN + contentWidth(doc) - AMOUNT_WIDTH;
  const amountX = balanceX - GAP - AMOUNT_WIDTH;
  const movementX = MARGIN + DATE_WIDTH + GAP;
  return { movementX, movementWidth: amountX - GAP - movementX, amountX, balanceX };
}

function tableHeader(doc: PDFKit.PDFDocument) {
  const { movementX, movementWidth, amountX, balanceX } = columns(doc);
  const y = doc.y;
  writeText(doc, "Date", { weight: "bold", x: MARGIN, y, width: DATE_WIDTH });
  writeText(doc, "Movement", { weight: "bold", x: movementX, y, width: movementWidth });
  writeText(doc, "Amount", { weight: "bold", x: amountX, y, width: AMOUNT_WIDTH, align: "right" });
  writeText(doc, "Balance", { weight: "bold", x: balanceX, y, width: AMOUNT_WIDTH, align: "right" });
  rule(doc);
}

/** One row of the table; a new page (with the header again) when it would not fit. */
function tableRow(
  doc: PDFKit.PDFDocument,
  cells: { date: string; label: string; description?: string; amount: string; balance: string; isMove?: boolean },
) {
  const { movementX, movementWidth, amountX, balanceX } = columns(doc);
  const description = cells.description ?? "";
  const height =
    heightOf(doc, cells.label, movementWidth, "bold") + (description ? heightOf(doc, description, movementWidth) : 0);
  if (doc.y + height > doc.page.height - MARGIN) {
    doc.addPage();
    tableHeader(doc);
  }
  // In reading order (date, movement, amount, balance), so extracted text reads as the row does.
  const y = doc.y;
  writeText(doc, cells.date, { x: MARGIN, y, width: DATE_WIDTH });
  writeText(doc, cells.label, { weight: "bold", x: movementX, y, width: movementWidth });
  if (description) writeText(doc, description, { x: movementX, width: movementWidth });
  const bottom = Math.max(doc.y, y + height);
  // A move inside the wallet (a release) in grey: its amount is not added to the balance.
  doc.fillColor(cells.isMove ? "#64748b" : "black");
  writeText(doc, cells.amount, { x: amountX, y, width: AMOUNT_WIDTH, align: "right" });
  doc.fillColor("black");
  writeText(doc, cells.balance, { x: balanceX, y, width: AMOUNT_WIDTH, align: "right" });
  doc.y = bottom + 3;
  doc.x = MARGIN;
}

/**
 * An owner's monthly statement (#34.4): the balance (on hold and available) when the month
 * began, every movement of the month oldest first with the balance after it, "Earnings
 * released" included (they change neither the balance nor the total, only where it sits), the
 * closing balance, and the month's totals by movement. Written as the lines are read, page by
 * page, so a busy month costs no more memory than a quiet one.
 */
export async function statementPdf(statement: Statement): Promise<Buffer> {
  const doc = newDocument(`Earnings statement ${statement.month}`);
  title(doc, `Earnings statement ${statement.month}`);
  line(doc, `${statement.owner.name} · ${statement.owner.email}`);
  line(doc, `Issued by ${statement.seller.name}${statement.seller.address ? `, ${statement.seller.address}` : ""}`);
  if (statement.seller.taxId) line(doc, `Tax ID: ${statement.seller.taxId}`);
  line(doc, "Balance: your earnings on hold and available to withdraw, in USD.");

  heading(doc, "Movements");
  tableHeader(doc);
  let balance = statement.openingCents;
  const opening = formatDollars(statement.openingCents);
  tableRow(doc, { date: statement.from, label: "Opening balance", amount: "", balance: opening });
  const totals = new Map<TransactionType, number>();
  let count = 0;
  for await (const item of statement.lines) {
    count += 1;
    totals.set(item.type, (totals.get(item.type) ?? 0) + item.amountCents);
    if (changesBalance(item.type)) balance += item.amountCents;
    tableRow(doc, {
      date: item.date.slice(0, 10),
      label: TRANSACTION_TYPE_LABELS[item.type],
      description: item.description,
      amount: changesBalance(item.type) ? formatSignedDollars(item.amountCents) : formatDollars(item.amountCents),
      balance: formatDollars(balance),
      isMove: !changesBalance(item.type),
    });
  }
  if (count === 0) line(doc, "No movements this month.");
  tableRow(doc, { date: statement.closesOn, label: "Closing balance", amount: "", balance: formatDollars(balance) });

  heading(doc, "Totals");
  amountRow(doc, "Opening balance", opening);
  for (const type of WALLET_MOVEMENT_TYPES) {
    const cents = totals.get(type);
    if (cents === undefined) continue;
    const label = TRANSACTION_TYPE_LABELS[type];
    if (changesBalance(type)) amountRow(doc, label, formatSignedDollars(cents));
    else amountRow(doc, `${label} (from on hold to available: no change)`, formatDollars(cents));
  }
  amountRow(doc, "Change in your balance", formatSignedDollars(balance - statement.openingCents));
  amountRow(doc, "Closing balance", formatDollars(balance), "bold");
  return toBuffer(doc);
}

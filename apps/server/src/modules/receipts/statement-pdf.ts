import { formatDollars as formatUsd, formatSignedDollars as formatSignedUsd } from "@placard/shared/money";
import type { Receipt } from "@placard/shared/receipts";
import { type TransactionType, WALLET_MOVEMENT_TYPES } from "@placard/shared/wallet";
import { localeOrDefault, type Translate, translatorFor } from "../../i18n/index.js";
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

/** The movement types' names (TRANSACTION_TYPE_LABELS in English), by catalog key. */
const TYPE_KEYS: Record<TransactionType, string> = {
  payment: "pdf.type.payment",
  refund: "pdf.type.refund",
  earning: "pdf.type.earning",
  release: "pdf.type.release",
  withdrawal: "pdf.type.withdrawal",
  "withdrawal-reversed": "pdf.type.withdrawal_reversed",
  "earning-reversed": "pdf.type.earning_reversed",
};

function tableHeader(doc: PDFKit.PDFDocument, t: Translate) {
  const { movementX, movementWidth, amountX, balanceX } = columns(doc);
  const y = doc.y;
  writeText(doc, t("pdf.statement.date"), { weight: "bold", x: MARGIN, y, width: DATE_WIDTH });
  writeText(doc, t("pdf.statement.movement"), { weight: "bold", x: movementX, y, width: movementWidth });
  writeText(doc, t("pdf.statement.amount"), { weight: "bold", x: amountX, y, width: AMOUNT_WIDTH, align: "right" });
  writeText(doc, t("pdf.statement.balance"), { weight: "bold", x: balanceX, y, width: AMOUNT_WIDTH, align: "right" });
  rule(doc);
}

/** One row of the table; a new page (with the header again) when it would not fit. */
function tableRow(
  doc: PDFKit.PDFDocument,
  cells: { date: string; label: string; description?: string; amount: string; balance: string; isMove?: boolean },
  t: Translate,
) {
  const { movementX, movementWidth, amountX, balanceX } = columns(doc);
  const description = cells.description ?? "";
  const height =
    heightOf(doc, cells.label, movementWidth, "bold") + (description ? heightOf(doc, description, movementWidth) : 0);
  if (doc.y + height > doc.page.height - MARGIN) {
    doc.addPage();
    tableHeader(doc, t);
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
export async function statementPdf(statement: Statement, locale?: string | null): Promise<Buffer> {
  const lng = localeOrDefault(locale);
  const t = translatorFor(lng);
  const formatDollars = (cents: number) => formatUsd(cents, lng);
  const formatSignedDollars = (cents: number) => formatSignedUsd(cents, lng);
  const name = t("pdf.statement.title", { month: statement.month });
  const doc = newDocument(name);
  title(doc, name);
  line(doc, `${statement.owner.name} · ${statement.owner.email}`);
  const seller = `${statement.seller.name}${statement.seller.address ? `, ${statement.seller.address}` : ""}`;
  line(doc, t("pdf.statement.issued_by", { seller }));
  if (statement.seller.taxId) line(doc, t("pdf.tax_id", { taxId: statement.seller.taxId }));
  line(doc, t("pdf.statement.balance_help"));

  heading(doc, t("pdf.statement.movements"));
  tableHeader(doc, t);
  let balance = statement.openingCents;
  const opening = formatDollars(statement.openingCents);
  tableRow(doc, { date: statement.from, label: t("pdf.statement.opening"), amount: "", balance: opening }, t);
  const totals = new Map<TransactionType, number>();
  let count = 0;
  for await (const item of statement.lines) {
    count += 1;
    totals.set(item.type, (totals.get(item.type) ?? 0) + item.amountCents);
    if (changesBalance(item.type)) balance += item.amountCents;
    tableRow(
      doc,
      {
        date: item.date.slice(0, 10),
        label: t(TYPE_KEYS[item.type]),
        description: item.description,
        amount: changesBalance(item.type) ? formatSignedDollars(item.amountCents) : formatDollars(item.amountCents),
        balance: formatDollars(balance),
        isMove: !changesBalance(item.type),
      },
      t,
    );
  }
  if (count === 0) line(doc, t("pdf.statement.no_movements"));
  tableRow(
    doc,
    {
      date: statement.closesOn,
      label: t("pdf.statement.closing"),
      amount: "",
      balance: formatDollars(balance),
    },
    t,
  );

  heading(doc, t("pdf.statement.totals"));
  amountRow(doc, t("pdf.statement.opening"), opening);
  for (const type of WALLET_MOVEMENT_TYPES) {
    const cents = totals.get(type);
    if (cents === undefined) continue;
    const label = t(TYPE_KEYS[type]);
    if (changesBalance(type)) amountRow(doc, label, formatSignedDollars(cents));
    else amountRow(doc, t("pdf.statement.no_change", { label }), formatDollars(cents));
  }
  amountRow(doc, t("pdf.statement.change"), formatSignedDollars(balance - statement.openingCents));
  amountRow(doc, t("pdf.statement.closing"), formatDollars(balance), "bold");
  return toBuffer(doc);
}

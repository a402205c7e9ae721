import type { Page } from "@placard/shared/pagination";
import {
  formatReceiptNumber,
  type Receipt,
  type ReceiptPageQuery,
  type ReceiptSummary,
} from "@placard/shared/receipts";
import { TRANSACTION_TYPE_LABELS, type TransactionType } from "@placard/shared/wallet";
import type { Config } from "../../config/config.js";
import type { Executor } from "../../db/client.js";
import { notFound } from "../../lib/app-error.js";
import { toPage } from "../../lib/pagination.js";
import { paymentShares } from "../payments/earnings.js";
import { findUserName } from "../payments/queries.js";
import { eachTransaction } from "../wallet/transactions.js";
import type { Statement, StatementLine } from "./pdf.js";
import { findReceiptRow, listReceiptRows, requestSpaceNames } from "./queries.js";

type SellerConfig = Pick<Config, "BUSINESS_NAME" | "BUSINESS_ADDRESS" | "BUSINESS_TAX_ID">;

/** The operator's business details, as settings name them (BUSINESS_*). */
export const sellerOf = (config: SellerConfig): Receipt["seller"] => ({
  name: config.BUSINESS_NAME,
  // One line in an environment variable: "\n" there starts a new line.
  address: (config.BUSINESS_ADDRESS ?? "").replace(/\\n/g, "\n"),
  taxId: config.BUSINESS_TAX_ID ?? "",
});

/** The receipt of one of the advertiser's settled payments; anyone else's is a 404. */
export async function getReceipt(
  executor: Executor,
  config: SellerConfig,
  advertiserId: string,
  paymentId: string,
): Promise<Receipt> {
  const row = await findReceiptRow(executor, advertiserId, paymentId);
  const receiptNumber = row?.payment.receiptNumber;
  if (!row || receiptNumber === null || receiptNumber === undefined) throw notFound("Receipt");
  const { payment } = row;
  const shares = await paymentShares(executor, payment.id);
  return {
    paymentId: payment.id,
    number: formatReceiptNumber(receiptNumber),
    paidAt: (payment.confirmedAt ?? payment.createdAt).toISOString(),
    status: payment.status === "refunded" ? "refunded" : "succeeded",
    reference: payment.txRef,
    seller: sellerOf(config),
    buyer: { name: row.businessName, location: row.businessLocation, email: payment.email },
    adId: row.adId,
    websiteName: row.websiteName,
    spaces: await requestSpaceNames(executor, payment.requestId),
    periodStart: payment.bookedFrom?.toISOString() ?? null,
    periodEnd: payment.bookedUntil?.toISOString() ?? null,
    amountCents: payment.amountCents,
    feeCents: shares.feeCents,
    currency: payment.currency,
  };
}

/** A page of the advertiser's receipts (of one ad, if named), newest first. */
export async function listReceipts(
  executor: Executor,
  advertiserId: string,
  query: ReceiptPageQuery,
): Promise<Page<ReceiptSummary>> {
  const rows = await listReceiptRows(executor, advertiserId, { ...query, limit: query.limit + 1 });
  return toPage(
    rows,
    query.limit,
    (row) => ({ at: row.cursorAt, id: row.paymentId }),
    (row) => ({
      paymentId: row.paymentId,
      number: formatReceiptNumber(row.receiptNumber ?? 0),
      paidAt: (row.confirmedAt ?? row.createdAt).toISOString(),
      websiteName: row.websiteName,
      amountCents: row.amountCents,
    }),
  );
}

/** What changes an owner's balance: earnings, their reversals, withdrawals and their reversals. */
const STATEMENT_KINDS: TransactionType[] = ["earning", "earning-reversed", "withdrawal", "withdrawal-reversed"];

/** The first and last day of a month "YYYY-MM" (UTC days, as every date range here). */
export function monthRange(month: string) {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

/** An owner's statement for a month: their own movements, read page by page from the ledger. */
export async function buildStatement(
  executor: Executor,
  config: SellerConfig,
  userId: string,
  month: string,
): Promise<Statement> {
  const user = await findUserName(executor, userId);
  async function* lines(): AsyncIterable<StatementLine> {
    for await (const item of eachTransaction(executor, userId, monthRange(month))) {
      if (!STATEMENT_KINDS.includes(item.type)) continue;
      yield {
        date: item.date,
        label: TRANSACTION_TYPE_LABELS[item.type],
        description: item.description,
        amountCents: item.amountCents,
      };
    }
  }
  return {
    month,
    seller: sellerOf(config),
    owner: { name: user?.name ?? "", email: user?.email ?? "" },
    lines: lines(),
  };
}

import type { Page } from "@placard/shared/pagination";
import {
  formatReceiptNumber,
  type Receipt,
  type ReceiptPageQuery,
  type ReceiptSummary,
} from "@placard/shared/receipts";
import type { Config } from "../../config/config.js";
import type { Executor } from "../../db/client.js";
import { notFound } from "../../lib/app-error.js";
import { toPage } from "../../lib/pagination.js";
import { paymentShares } from "../payments/index.js";
import { findReceiptRow, listReceiptRows, requestSpaceNames } from "./queries.js";

export type SellerConfig = Pick<Config, "BUSINESS_NAME" | "BUSINESS_ADDRESS" | "BUSINESS_TAX_ID">;

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
  if (!row || receiptNumber === null || receiptNumber === undefined) throw notFound("errors.not_found.receipt");
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

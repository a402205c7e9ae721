import { PAGE_LIMIT_MAX } from "@placard/shared/pagination";
import type { EarningPayment, EarningPaymentFilter } from "@placard/shared/wallet";
import type { Db } from "../../db/client.js";
import { listEarningPayments } from "./service.js";
import { csvAmount, csvCell } from "../../lib/csv.js";

const HEADER = ["Paid", "Business", "Website", "Reference", "Earnings (USD)", "Withdrawn (USD)", "Refunded"];

function line(payment: EarningPayment) {
  return [
    payment.paidAt,
    payment.businessName,
    payment.websiteName,
    payment.reference,
    csvAmount(payment.amountCents),
    csvAmount(payment.withdrawnCents),
    payment.isRefunded ? "yes" : "no",
  ]
    .map(csvCell)
    .join(",");
}

/**
 * The owner's earnings per payment as CSV, read page by page from the keyset cursor: one
 * page in memory at a time, whatever the number of payments.
 */
export async function* earningsCsv(db: Db, ownerId: string, filter: EarningPaymentFilter) {
  yield `${HEADER.map(csvCell).join(",")}\r\n`;
  let cursor: string | undefined;
  do {
    const page = await listEarningPayments(db, ownerId, { ...filter, cursor, limit: PAGE_LIMIT_MAX });
    if (page.items.length > 0) yield `${page.items.map(line).join("\r\n")}\r\n`;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

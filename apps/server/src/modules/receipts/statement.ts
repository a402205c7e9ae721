import { PAGE_LIMIT_MAX } from "@placard/shared/pagination";
import type { TransactionType } from "@placard/shared/wallet";
import type { Executor } from "../../db/client.js";
import { findUserName } from "../payments/index.js";
import { type SellerConfig, sellerOf } from "./service.js";
import type { Statement, StatementLine } from "./statement-pdf.js";
import { balanceBefore, listWalletLines } from "./statement-queries.js";

/** The first and last day of a month "YYYY-MM" (UTC days, as every date range here). */
export function monthRange(month: string) {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

/**
 * An owner's statement for a month: the balance it opened with, and the month's movements of
 * the wallet read from the ledger a page at a time, oldest first.
 */
export async function buildStatement(
  executor: Executor,
  config: SellerConfig,
  userId: string,
  month: string,
): Promise<Statement> {
  const range = monthRange(month);
  const user = await findUserName(executor, userId);
  async function* lines(): AsyncIterable<StatementLine> {
    let after: { at: string; id: number } | undefined;
    for (;;) {
      const page = await listWalletLines(executor, userId, range, { after, limit: PAGE_LIMIT_MAX });
      for (const row of page) {
        yield {
          date: row.createdAt.toISOString(),
          type: row.kind as TransactionType,
          description: row.description,
          amountCents: row.amountCents,
        };
      }
      const last = page.at(-1);
      if (!last || page.length < PAGE_LIMIT_MAX) return;
      after = { at: last.cursorAt, id: last.id };
    }
  }
  const today = new Date().toISOString().slice(0, 10);
  return {
    month,
    from: range.from,
    closesOn: range.to < today ? range.to : today,
    seller: sellerOf(config),
    owner: { name: user?.name ?? "", email: user?.email ?? "" },
    openingCents: await balanceBefore(executor, userId, range.from),
    lines: lines(),
  };
}

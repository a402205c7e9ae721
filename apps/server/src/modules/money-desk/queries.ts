import type { AdminPaymentsQuery, AdminWithdrawalsQuery } from "@placard/shared/money-desk";
import { and, desc, eq, ilike, inArray, or } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { user } from "../../db/schema/auth.js";
import { ads, placementRequests } from "../../db/schema/campaigns.js";
import { websites } from "../../db/schema/inventory.js";
import { payments, withdrawals } from "../../db/schema/money.js";
import { afterCursor, cursorTime } from "../../lib/pagination.js";

/** Every payout, newest first (keyset on created_at, id), with its owner. */
export async function listAdminWithdrawals(executor: Executor, query: AdminWithdrawalsQuery) {
  return executor
    .select({
      withdrawal: withdrawals,
      owner: { id: user.id, name: user.name, email: user.email },
      cursorAt: cursorTime(withdrawals.createdAt),
    })
    .from(withdrawals)
    .innerJoin(user, eq(user.id, withdrawals.ownerId))
    .where(
      and(
        query.status ? eq(withdrawals.status, query.status) : undefined,
        afterCursor(withdrawals.createdAt, withdrawals.id, query.cursor),
      ),
    )
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(query.limit + 1);
}

/** Settled payments (the ones money can be returned from), newest first, by reference, business or email. */
export async function listAdminPayments(executor: Executor, query: AdminPaymentsQuery) {
  const escaped = query.q?.replace(/[\\%_]/g, (char) => `\\${char}`);
  const like = `%${escaped}%`;
  return executor
    .select({
      payment: payments,
      advertiser: { id: user.id, name: user.name, email: user.email },
      businessName: ads.businessName,
      websiteName: websites.name,
      cursorAt: cursorTime(payments.createdAt),
    })
    .from(payments)
    .innerJoin(user, eq(user.id, payments.advertiserId))
    .innerJoin(placementRequests, eq(placementRequests.id, payments.requestId))
    .innerJoin(ads, eq(ads.id, placementRequests.adId))
    .innerJoin(websites, eq(websites.id, placementRequests.websiteId))
    .where(
      and(
        query.status ? eq(payments.status, query.status) : inArray(payments.status, ["succeeded", "refunded"]),
        escaped ? or(ilike(payments.txRef, like), ilike(ads.businessName, like), ilike(user.email, like)) : undefined,
        afterCursor(payments.createdAt, payments.id, query.cursor),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(query.limit + 1);
}

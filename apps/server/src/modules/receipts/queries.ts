import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ads, placementRequestSpaces, placementRequests } from "../../db/schema/campaigns.js";
import { spaces, websites } from "../../db/schema/inventory.js";
import { payments } from "../../db/schema/money.js";
import { afterCursor, cursorTime } from "../../lib/pagination.js";

/** A numbered payment of `advertiserId` with what its receipt shows; undefined for anyone else's. */
export async function findReceiptRow(executor: Executor, advertiserId: string, paymentId: string) {
  const [row] = await executor
    .select({
      payment: payments,
      adId: ads.id,
      businessName: ads.businessName,
      businessLocation: ads.businessLocation,
      websiteName: websites.name,
    })
    .from(payments)
    .innerJoin(placementRequests, eq(placementRequests.id, payments.requestId))
    .innerJoin(ads, eq(ads.id, placementRequests.adId))
    .innerJoin(websites, eq(websites.id, placementRequests.websiteId))
    .where(and(eq(payments.id, paymentId), eq(payments.advertiserId, advertiserId), isNotNull(payments.receiptNumber)));
  return row;
}

/** The names of the spaces a request booked, in the order the owner created them. */
export async function requestSpaceNames(executor: Executor, requestId: string) {
  const rows = await executor
    .select({ name: spaces.name })
    .from(placementRequestSpaces)
    .innerJoin(spaces, eq(spaces.id, placementRequestSpaces.spaceId))
    .where(eq(placementRequestSpaces.requestId, requestId))
    .orderBy(asc(spaces.createdAt), asc(spaces.id));
  return rows.map((row) => row.name);
}

/**
 * The advertiser's numbered payments (of one ad, if named), newest first: `limit` rows after
 * `cursor` (keyset on the payment's created_at, id; index payments_advertiser_created_idx).
 */
export async function listReceiptRows(
  executor: Executor,
  advertiserId: string,
  query: { adId?: string; limit: number; cursor?: string },
) {
  return executor
    .select({
      paymentId: payments.id,
      receiptNumber: payments.receiptNumber,
      confirmedAt: payments.confirmedAt,
      createdAt: payments.createdAt,
      amountCents: payments.amountCents,
      websiteName: websites.name,
      cursorAt: cursorTime(payments.createdAt),
    })
    .from(payments)
    .innerJoin(placementRequests, eq(placementRequests.id, payments.requestId))
    .innerJoin(websites, eq(websites.id, placementRequests.websiteId))
    .where(
      and(
        eq(payments.advertiserId, advertiserId),
        isNotNull(payments.receiptNumber),
        query.adId ? eq(placementRequests.adId, query.adId) : undefined,
        afterCursor(payments.createdAt, payments.id, query.cursor),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(query.limit);
}

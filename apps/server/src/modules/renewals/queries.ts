import { decodeCursor } from "@placard/shared/pagination";
import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ads, placementRequests } from "../../db/schema/campaigns.js";
import { websites } from "../../db/schema/inventory.js";
import { cursorTime } from "../../lib/pagination.js";

/** The advertiser's own request with its booking, or undefined for anyone else's. */
export async function findOwnBooking(executor: Executor, advertiserId: string, requestId: string) {
  const [row] = await executor
    .select({ request: placementRequests })
    .from(placementRequests)
    .innerJoin(ads, eq(ads.id, placementRequests.adId))
    .where(and(eq(placementRequests.id, requestId), eq(ads.advertiserId, advertiserId)));
  return row?.request;
}

export async function setAutoRenew(executor: Executor, requestId: string, autoRenew: boolean) {
  await executor.update(placementRequests).set({ autoRenew }).where(eq(placementRequests.id, requestId));
}

/**
 * The owner's paid bookings that end after `now` and by `until`, the soonest first: `limit`
 * rows after `cursor` (keyset on ends_at, id, ascending). Reads the owner's websites, then
 * each website's requests (placement_requests_website_idx).
 */
export async function listEndingBookings(
  executor: Executor,
  ownerId: string,
  query: { now: Date; until: Date; limit: number; cursor?: string },
) {
  const position = query.cursor ? decodeCursor(query.cursor) : undefined;
  return executor
    .select({
      requestId: placementRequests.id,
      websiteId: websites.id,
      websiteName: websites.name,
      businessName: ads.businessName,
      endsAt: placementRequests.endsAt,
      autoRenew: placementRequests.autoRenew,
      cursorAt: cursorTime(placementRequests.endsAt),
      spaces: sql<string[]>`array(
        select s.name from placement_request_spaces prs join spaces s on s.id = prs.space_id
        where prs.request_id = ${placementRequests.id} order by s.created_at, s.id)`,
    })
    .from(websites)
    .innerJoin(placementRequests, eq(placementRequests.websiteId, websites.id))
    .innerJoin(ads, eq(ads.id, placementRequests.adId))
    .where(
      and(
        eq(websites.ownerId, ownerId),
        eq(placementRequests.paymentStatus, "paid"),
        gt(placementRequests.endsAt, query.now),
        lte(placementRequests.endsAt, query.until),
        position
          ? sql`(${placementRequests.endsAt}, ${placementRequests.id}) > (${position.at}::timestamptz, ${position.id})`
          : undefined,
      ),
    )
    .orderBy(asc(placementRequests.endsAt), asc(placementRequests.id))
    .limit(query.limit);
}

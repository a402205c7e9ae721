import type { AdminAdsQuery } from "@placard/shared/trust";
import { and, desc, eq, ilike, isNotNull, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { user } from "../../db/schema/auth.js";
import { ads, placementRequests } from "../../db/schema/campaigns.js";
import { mediaObjects, websites } from "../../db/schema/inventory.js";
import { adReports } from "../../db/schema/trust.js";
import { afterCursor, cursorTime } from "../../lib/pagination.js";

/** Every ad in any state, newest first (keyset on created_at, id), with what /admin/content shows. */
export async function listAdminAds(executor: Executor, query: AdminAdsQuery) {
  const escaped = query.q?.replace(/[\\%_]/g, (char) => `\\${char}`);
  return executor
    .select({
      ad: ads,
      creative: mediaObjects,
      advertiser: { id: user.id, name: user.name, email: user.email },
      cursorAt: cursorTime(ads.createdAt),
      websites: sql<number>`(select count(*)::int from placement_requests r where r.ad_id = "ads"."id")`,
      liveBookings: sql<number>`(select count(*)::int from placement_requests r
        where r.ad_id = "ads"."id" and r.payment_status = 'paid' and r.ends_at > now())`,
      openReports: sql<number>`(select count(*)::int from ad_reports p
        where p.ad_id = "ads"."id" and p.status = 'open')`,
    })
    .from(ads)
    .innerJoin(user, eq(user.id, ads.advertiserId))
    .leftJoin(mediaObjects, eq(mediaObjects.id, ads.creativeMediaId))
    .where(
      and(
        query.state === "taken_down" ? isNotNull(ads.takenDownAt) : undefined,
        query.state === "draft" || query.state === "submitted"
          ? and(isNull(ads.takenDownAt), eq(ads.status, query.state))
          : undefined,
        escaped ? ilike(ads.businessName, `%${escaped}%`) : undefined,
        afterCursor(ads.createdAt, ads.id, query.cursor),
      ),
    )
    .orderBy(desc(ads.createdAt), desc(ads.id))
    .limit(query.limit + 1);
}

/** The ad, row-locked: two take-downs of one ad run one after the other. */
export async function lockAd(executor: Executor, adId: string) {
  const [row] = await executor.select().from(ads).where(eq(ads.id, adId)).for("update");
  return row;
}

/** The ad's placement requests with their website and owner, in id order (the order they are locked in). */
export async function lockAdRequests(executor: Executor, adId: string) {
  return executor
    .select({ request: placementRequests, ownerId: websites.ownerId, websiteName: websites.name })
    .from(placementRequests)
    .innerJoin(websites, eq(websites.id, placementRequests.websiteId))
    .where(eq(placementRequests.adId, adId))
    .orderBy(placementRequests.id)
    .for("update", { of: placementRequests });
}

/** Closes the ad's open reports as taken down; returns how many. */
export async function closeReportsOfAd(executor: Executor, adId: string, operatorId: string, at: Date) {
  const closed = await executor
    .update(adReports)
    .set({ status: "taken_down", resolvedBy: operatorId, resolvedAt: at })
    .where(and(eq(adReports.adId, adId), eq(adReports.status, "open")))
    .returning({ id: adReports.id });
  return closed.length;
}

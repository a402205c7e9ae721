import { sql } from "drizzle-orm";
import { selectRows } from "../db/client.js";
import { drawBanner } from "./artwork.js";
import type { DemoContext } from "./context.js";
import { multipartForm, postForm, send } from "./http.js";

/**
 * Creative A/B (decision 0061): the first running ad gets a second creative through the
 * advertiser's own upload route, and each website that had approved the ad approves it, so
 * its views and clicks are shared between two creatives and reported per creative.
 */
export async function addSecondCreative(context: DemoContext) {
  const [ad] = await selectRows<{ adId: string; advertiserId: string; businessName: string }>(
    context.db,
    sql`select a.id as "adId", a.advertiser_id as "advertiserId", a.business_name as "businessName"
        from ads a join placement_requests pr on pr.ad_id = a.id
        where pr.payment_status = 'paid' and pr.ends_at > now()
        order by a.submitted_at, a.id limit 1`,
  );
  if (!ad) return null;
  const advertiser = [...context.users.values()].find((user) => user.id === ad.advertiserId);
  if (!advertiser) return null;
  const form = multipartForm(
    {},
    {
      field: "creative",
      filename: "second-look.png",
      contentType: "image/png",
      data: drawBanner(ad.businessName, "Try the second look", [
        [15, 82, 120],
        [6, 182, 212],
      ]),
    },
  );
  await postForm(context.app, advertiser.cookie, `/api/ads/${ad.adId}/creatives`, form, "adding a second creative");
  const reviews = await selectRows<{ requestId: string; number: number; ownerId: string }>(
    context.db,
    sql`select r.request_id as "requestId", r.number, w.owner_id as "ownerId"
        from ad_creative_reviews r join placement_requests pr on pr.id = r.request_id
        join websites w on w.id = pr.website_id
        where r.ad_id = ${ad.adId} and r.status = 'pending'`,
  );
  for (const review of reviews) {
    const owner = [...context.users.values()].find((user) => user.id === review.ownerId);
    if (!owner) continue;
    await send(
      context.app,
      {
        method: "POST",
        url: `/api/reviews/requests/${review.requestId}/creatives/${review.number}/approve`,
        headers: { cookie: owner.cookie },
      },
      200,
      "approving the second creative",
    );
  }
  await context.app.delivery.cache.reload();
  return ad.adId;
}

/** Ads with more than one active creative, and how many (the traffic takes them in turn). */
export async function creativeCounts(context: DemoContext) {
  const rows = await selectRows<{ adId: string; count: number }>(
    context.db,
    sql`select ad_id as "adId", count(*)::int as count from ad_creatives
        where status = 'active' group by ad_id having count(*) > 1`,
  );
  return new Map(rows.map((row) => [row.adId, row.count]));
}

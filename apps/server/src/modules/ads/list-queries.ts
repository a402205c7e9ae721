import type { AdWebsiteState } from "@placard/shared/ads";
import { type SQL, eq, inArray, sql } from "drizzle-orm";
import { type Executor, selectRows, textArray } from "../../db/client.js";
import { placementRequests } from "../../db/schema/campaigns.js";
import { websites } from "../../db/schema/inventory.js";
import { adStatTotals } from "../../db/schema/stat-totals.js";
import { requestInState, withChosenSpaces } from "./queries.js";

// What a list item carries instead of its websites (decision 0047): per-state counts, the
// card's two websites, lifetime views and clicks — each one bounded statement per page of ads.

/** Where one request stands (adWebsiteState's rule in SQL; `pr` is placement_requests). */
function requestState(now: Date): SQL<AdWebsiteState> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<AdWebsiteState>`case
    when pr.review_status = 'rejected' then 'rejected'
    when pr.review_status = 'expired' then 'expired'
    when pr.review_status = 'pending' then 'awaitingReview'
    when pr.payment_status = 'refunded' then 'ended'
    when pr.payment_status = 'unpaid' then
      case when pr.hold_expires_at is not null and pr.hold_expires_at <= ${at} then 'approvalLapsed' else 'awaitingPayment' end
    when pr.ends_at is not null and pr.ends_at <= ${at} then 'ended'
    when pr.starts_at is not null and pr.starts_at > ${at} then 'scheduled'
    else 'running' end`;
}

/**
 * Per ad, per state: how many websites and chosen spaces (decision 0047). The requests by the
 * (ad_id, website_id) index; each one's spaces counted once, when they were chosen
 * (`spaces_count`, kept by a trigger on placement_request_spaces, migration 0038).
 */
export async function countRequestsOfAds(executor: Executor, adIds: string[], now: Date) {
  if (adIds.length === 0) return [];
  return selectRows<{ adId: string; state: AdWebsiteState; websites: number; spaces: number }>(
    executor,
    sql`select pr.ad_id as "adId", ${requestState(now)} as state, count(*)::int as websites,
          coalesce(sum(pr.spaces_count), 0)::int as spaces
        from placement_requests pr
        where pr.ad_id = any(${textArray(adIds)}::text[])
        group by 1, 2`,
  );
}

/**
 * Per ad, the first website awaiting payment (with its spaces) and the first rejection's
 * reason: what a dashboard card shows beside its counts. Each one row per ad (distinct on).
 */
export async function firstRequestsOfAds(executor: Executor, adIds: string[], now: Date) {
  if (adIds.length === 0) return { payable: [], rejections: [] };
  const ids = textArray(adIds);
  const [payableIds, rejections] = await Promise.all([
    selectRows<{ id: string }>(
      executor,
      sql`select distinct on (pr.ad_id) pr.id from placement_requests pr
          where pr.ad_id = any(${ids}::text[]) and ${requestInState("awaitingPayment", now)}
          order by pr.ad_id, pr.created_at, pr.id`,
    ),
    selectRows<{ adId: string; reason: string }>(
      executor,
      sql`select distinct on (pr.ad_id) pr.ad_id as "adId", pr.rejection_reason as reason from placement_requests pr
          where pr.ad_id = any(${ids}::text[]) and pr.review_status = 'rejected' and pr.rejection_reason is not null
          order by pr.ad_id, pr.created_at, pr.id`,
    ),
  ]);
  const payable =
    payableIds.length === 0
      ? []
      : await withChosenSpaces(
          executor,
          await executor
            .select({ request: placementRequests, websiteName: websites.name, websiteUrl: websites.url })
            .from(placementRequests)
            .innerJoin(websites, eq(websites.id, placementRequests.websiteId))
            .where(
              inArray(
                placementRequests.id,
                payableIds.map((row) => row.id),
              ),
            ),
        );
  return { payable, rejections };
}

/**
 * Each ad's lifetime views and clicks: one row of `ad_stat_totals` per ad, which a trigger keeps
 * equal to its daily and monthly stats (migration 0033, decision 0047) — a page of ads never
 * sums the days of every space they ran on.
 */
export async function sumStatsOfAds(executor: Executor, adIds: string[]) {
  if (adIds.length === 0) return [];
  const rows = await executor
    .select({ adId: adStatTotals.adId, views: adStatTotals.views, clicks: adStatTotals.clicks })
    .from(adStatTotals)
    .where(inArray(adStatTotals.adId, adIds));
  return rows.map((row) => ({ adId: row.adId, views: Number(row.views), clicks: Number(row.clicks) }));
}

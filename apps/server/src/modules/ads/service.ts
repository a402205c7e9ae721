import {
  type Ad,
  type AdListFilter,
  type AdListQuery,
  type AdStateCounts,
  type AdWebsite,
  type CampaignStatus,
} from "@placard/shared/ads";
import { type Page, type PageQuery, encodeCursor } from "@placard/shared/pagination";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/app-error.js";
import { isLapsed } from "../spaces/index.js";
import { toCreative } from "./creative.js";
import { countRequestsOfAds, firstRequestsOfAds, sumStatsOfAds } from "./list-queries.js";
import { findOwnAd, listAdRequestsPage, listOwnSubmittedAds, type listRequestsOfAds } from "./queries.js";

/** Reading the advertiser's published ads, with per-website state and counts. */

type RequestRow = Awaited<ReturnType<typeof listRequestsOfAds>>[number];

/** Request rows (one per chosen space) → each ad's websites, with their spaces and amount. */
export function groupRequestsByAd(rows: RequestRow[], now = new Date()): Map<string, AdWebsite[]> {
  const byRequest = new Map<string, AdWebsite & { adId: string }>();
  for (const row of rows) {
    const entry = byRequest.get(row.request.id) ?? {
      adId: row.request.adId,
      requestId: row.request.id,
      websiteId: row.request.websiteId,
      name: row.websiteName,
      url: row.websiteUrl,
      reviewStatus: row.request.reviewStatus,
      rejectionReason: row.request.rejectionReason,
      paymentStatus: row.request.paymentStatus,
      isConfirmed: row.request.paymentStatus === "paid",
      startsAt: row.request.startsAt?.toISOString() ?? null,
      endsAt: row.request.endsAt?.toISOString() ?? null,
      holdExpiresAt:
        row.request.reviewStatus === "approved" && row.request.paymentStatus === "unpaid"
          ? (row.request.holdExpiresAt?.toISOString() ?? null)
          : null,
      isLapsed: isLapsed(row.request, now),
      amountCents: 0,
      spaces: [],
    };
    entry.spaces.push({ id: row.spaceId, name: row.spaceName, priceCents: row.priceCents });
    entry.amountCents += row.priceCents;
    byRequest.set(row.request.id, entry);
  }
  const byAd = new Map<string, AdWebsite[]>();
  for (const { adId, ...website } of byRequest.values()) byAd.set(adId, [...(byAd.get(adId) ?? []), website]);
  return byAd;
}

export type AdWithCreative = NonNullable<Awaited<ReturnType<typeof findOwnAd>>>;

const NO_STATES: AdStateCounts = {
  awaitingReview: 0,
  awaitingPayment: 0,
  approvalLapsed: 0,
  expired: 0,
  scheduled: 0,
  running: 0,
  ended: 0,
  rejected: 0,
};

/** SPEC §4's campaign status from the counts: approved = neither awaiting review, rejected nor expired. */
function campaignStatusOf(counts: AdStateCounts, total: number): CampaignStatus {
  const approved = total - counts.awaitingReview - counts.rejected - counts.expired;
  if (total > 0 && approved === total) return "Active";
  return approved > 0 ? "Partially Active" : "Pending";
}

/** Ads as lists read them (decision 0047): counts per state, the card's two websites, never all of them. */
async function toAds(db: Db, rows: AdWithCreative[], now = new Date()): Promise<Ad[]> {
  const ids = rows.map((row) => row.ad.id);
  const [counts, first, stats] = await Promise.all([
    countRequestsOfAds(db, ids, now),
    firstRequestsOfAds(db, ids, now),
    sumStatsOfAds(db, ids),
  ]);
  const payableByAd = groupRequestsByAd(first.payable, now);
  return rows.map(({ ad, creative }) => {
    const stateCounts = { ...NO_STATES };
    let websitesCount = 0;
    let spacesCount = 0;
    for (const row of counts) {
      if (row.adId !== ad.id) continue;
      stateCounts[row.state] += row.websites;
      websitesCount += row.websites;
      spacesCount += row.spaces;
    }
    const stat = stats.find((item) => item.adId === ad.id);
    return {
      id: ad.id,
      businessName: ad.businessName,
      businessLink: ad.businessLink,
      businessLocation: ad.businessLocation,
      description: ad.description,
      creative: toCreative(creative),
      campaignStatus: campaignStatusOf(stateCounts, websitesCount),
      websitesCount,
      spacesCount,
      stateCounts,
      payable: payableByAd.get(ad.id)?.[0] ?? null,
      rejectionReason: first.rejections.find((row) => row.adId === ad.id)?.reason ?? null,
      views: stat?.views ?? 0,
      clicks: stat?.clicks ?? 0,
      submittedAt: ad.submittedAt?.toISOString() ?? null,
    };
  });
}

/** A page of the advertiser's published ads (search and filter in SQL); stats summed for the page's ads only. */
export async function listAds(db: Db, advertiserId: string, query: AdListQuery & PageQuery): Promise<Page<Ad>> {
  const now = new Date();
  const rows = await listOwnSubmittedAds(db, advertiserId, { ...query, now });
  const pageRows = rows.slice(0, query.limit);
  const items = await toAds(db, pageRows, now);
  const last = pageRows.at(-1);
  return {
    items,
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.ad.id }) : null,
  };
}

export async function getAd(db: Db, advertiserId: string, adId: string): Promise<Ad> {
  const row = await findOwnAd(db, advertiserId, adId, "submitted");
  if (!row) throw notFound("errors.not_found.ad");
  const [ad] = await toAds(db, [row]);
  if (!ad) throw notFound("errors.not_found.ad");
  return ad;
}

/** A page of the advertiser's ad's websites, each with its chosen spaces; someone else's ad is a 404. */
export async function listAdWebsites(
  db: Db,
  advertiserId: string,
  adId: string,
  query: { cursor?: string; limit: number; state?: AdListFilter; requestId?: string },
): Promise<Page<AdWebsite>> {
  if (!(await findOwnAd(db, advertiserId, adId, "submitted"))) throw notFound("errors.not_found.ad");
  const now = new Date();
  const { pageRows, hasMore, chosen } = await listAdRequestsPage(db, adId, { ...query, now });
  const websites = groupRequestsByAd(chosen, now).get(adId) ?? [];
  const last = pageRows.at(-1);
  return {
    items: websites,
    nextCursor: hasMore && last ? encodeCursor({ at: last.cursorAt, id: last.request.id }) : null,
  };
}

/** One website of the advertiser's ad (the renewal reminder's link names its request). */
export async function getAdWebsite(db: Db, advertiserId: string, adId: string, requestId: string): Promise<AdWebsite> {
  const { items } = await listAdWebsites(db, advertiserId, adId, { limit: 1, requestId });
  const [website] = items;
  if (!website) throw notFound("errors.not_found.website");
  return website;
}

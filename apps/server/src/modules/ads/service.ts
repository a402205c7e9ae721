import { type Ad, type AdListQuery, type AdWebsite, campaignStatus } from "@placard/shared/ads";
import { type Page, type PageQuery, encodeCursor } from "@placard/shared/pagination";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/app-error.js";
import { isLapsed } from "../spaces/capacity.js";
import { toCreative } from "./creative.js";
import { findOwnAd, listOwnSubmittedAds, listRequestsOfAds, sumStatsOfAds } from "./queries.js";

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

async function toAds(db: Db, rows: AdWithCreative[]): Promise<Ad[]> {
  const ids = rows.map((row) => row.ad.id);
  const [requests, stats] = await Promise.all([listRequestsOfAds(db, ids), sumStatsOfAds(db, ids)]);
  const websitesByAd = groupRequestsByAd(requests);
  return rows.map(({ ad, creative }) => {
    const list = websitesByAd.get(ad.id) ?? [];
    const stat = stats.find((item) => item.adId === ad.id);
    return {
      id: ad.id,
      businessName: ad.businessName,
      businessLink: ad.businessLink,
      businessLocation: ad.businessLocation,
      description: ad.description,
      creative: toCreative(creative),
      campaignStatus: campaignStatus(list.map((website) => website.reviewStatus)),
      websites: list,
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
  const items = await toAds(db, pageRows);
  const last = pageRows.at(-1);
  return {
    items,
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.ad.id }) : null,
  };
}

export async function getAd(db: Db, advertiserId: string, adId: string): Promise<Ad> {
  const row = await findOwnAd(db, advertiserId, adId, "submitted");
  if (!row) throw notFound("Ad");
  const [ad] = await toAds(db, [row]);
  if (!ad) throw notFound("Ad");
  return ad;
}

import type { ReportRange } from "@placard/shared/reports";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/app-error.js";
import { findOwnAd } from "../ads/index.js";
import { requireOwnerWebsite } from "../websites/index.js";
import {
  adCountsByPeriod,
  adCountsByWebsite,
  adRefusals,
  websiteCountsByPeriod,
  websiteCountsBySpace,
  websiteRefusals,
} from "./queries.js";
import { toSeries } from "./series.js";

const sum = (rows: { views: number; clicks: number }[]) => ({
  views: rows.reduce((total, row) => total + row.views, 0),
  clicks: rows.reduce((total, row) => total + row.clicks, 0),
});

/** The advertiser's own ad, or 404: a report names no one else's. */
export async function requireOwnAd(db: Db, userId: string, adId: string) {
  if (!(await findOwnAd(db, userId, adId))) throw notFound("errors.not_found.ad");
}

/** The owner's own website, or 404. */
export async function requireOwnWebsite(db: Db, userId: string, websiteId: string) {
  await requireOwnerWebsite(db, userId, websiteId);
}

/** An ad's views and clicks in the range: in total, per website, per day or month, and what was not counted. */
export async function adStats(db: Db, userId: string, adId: string, range: ReportRange) {
  await requireOwnAd(db, userId, adId);
  const [{ websites, websitesCount }, periods, notCounted] = await Promise.all([
    adCountsByWebsite(db, adId, range),
    adCountsByPeriod(db, adId, range),
    adRefusals(db, adId, range),
  ]);
  return { ...sum(periods), websites, websitesCount, ...toSeries(periods, range), notCounted };
}

/** A website's impressions and clicks in the range: in total, per space, per day or month, and what was not counted. */
export async function websiteStats(db: Db, userId: string, websiteId: string, range: ReportRange) {
  await requireOwnWebsite(db, userId, websiteId);
  const [spaces, periods, notCounted] = await Promise.all([
    websiteCountsBySpace(db, websiteId, range),
    websiteCountsByPeriod(db, websiteId, range),
    websiteRefusals(db, websiteId, range),
  ]);
  return { ...sum(spaces), spaces, ...toSeries(periods, range), notCounted };
}

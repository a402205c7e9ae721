import { text } from "@placard/shared/messages";
import {
  type AdCreatives,
  CREATIVE_EXPLORE_EVERY,
  CREATIVE_FLOOR_VIEWS,
  type CreativeRotation,
  type CreativeStatus,
  MAX_CREATIVES,
  type PendingCreative,
  type ReviewedCreative,
} from "@placard/shared/creatives";
import type { Page, PageQuery } from "@placard/shared/pagination";
import { clickThroughRate, type ReportRange } from "@placard/shared/reports";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.js";
import { ads } from "../../db/schema/campaigns.js";
import { adCreativeReviews, adCreatives } from "../../db/schema/creatives.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { csvLine } from "../../lib/csv.js";
import { toPage } from "../../lib/pagination.js";
import { creativeUploadRules, insertStoredCreative, receiveCreative, storeCreative, toCreative } from "./creative.js";
import { findOwnAd } from "./queries.js";
import {
  countsPerCreative,
  listCreativeReviewsOfAd,
  listCreativesOfAd,
  listPendingCreativeReviews,
  listRequestsOfAd,
  lockOwnerCreativeReview,
  ownerReviewsAd,
  requestsLeftWithout,
} from "./creatives-queries.js";

/** Creative A/B (decision 0061): the advertiser's creatives of one ad, and the owners' reviews of new ones. */

async function requireOwnAd(db: Db, advertiserId: string, adId: string) {
  const row = await findOwnAd(db, advertiserId, adId);
  if (!row) throw notFound("errors.not_found.ad");
  return row.ad;
}

/** The ad's creatives with their counts in `range`, CTR and the websites reviewing them again. */
export async function getAdCreatives(db: Db, advertiserId: string, adId: string, range: ReportRange = {}) {
  const ad = await requireOwnAd(db, advertiserId, adId);
  const [rows, counts, reviews] = await Promise.all([
    listCreativesOfAd(db, adId),
    countsPerCreative(db, adId, range),
    listCreativeReviewsOfAd(db, adId),
  ]);
  const result: AdCreatives = {
    rotation: ad.creativeRotation,
    maxCreatives: MAX_CREATIVES,
    floorViews: CREATIVE_FLOOR_VIEWS,
    exploreEvery: CREATIVE_EXPLORE_EVERY,
    creatives: rows.map(({ creative, media }) => {
      const { views = 0, clicks = 0 } = counts.find((count) => count.number === creative.number) ?? {};
      return {
        number: creative.number,
        status: creative.status,
        creative: toCreative(media) as NonNullable<ReturnType<typeof toCreative>>,
        createdAt: creative.createdAt.toISOString(),
        views,
        clicks,
        ctr: clickThroughRate(views, clicks),
        reviews: reviews
          .filter((review) => review.number === creative.number)
          .map(({ number: _number, ...review }) => review),
      };
    }),
  };
  return result;
}

/**
 * Adds a creative (the same upload rules as the first): the next number, at most
 * MAX_CREATIVES. Websites that already approved the ad review it again (their approved
 * creatives keep running meanwhile); websites still reviewing see it with the ad.
 */
export async function addCreative(app: FastifyInstance, advertiserId: string, adId: string, request: FastifyRequest) {
  const db = app.database.db;
  const ad = await requireOwnAd(db, advertiserId, adId);
  // A draft keeps its one creative (deleting a draft removes only that file): submit it first.
  if (ad.status !== "submitted") throw new AppError("conflict", text("errors.ads.submit_before_creatives"));
  const tooMany = () => new AppError("conflict", text("errors.ads.too_many_creatives", { max: MAX_CREATIVES }));
  if ((await listCreativesOfAd(db, adId)).length >= MAX_CREATIVES) throw tooMany();
  const received = await receiveCreative(advertiserId, request, creativeUploadRules);
  const stored = await storeCreative(app.storage, received.file);
  try {
    await db.transaction(async (tx) => {
      // One number at a time per ad: two uploads at once cannot take the same one or a fourth.
      // Approving the ad takes the same lock (reviews' approve), so a creative is either seen there or reviewed again.
      await tx.execute(sql`select 1 from ${ads} where ${ads.id} = ${adId} for update`);
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${adCreatives.number}), 0)::int` })
        .from(adCreatives)
        .where(eq(adCreatives.adId, adId));
      if ((row?.count ?? 0) >= MAX_CREATIVES) throw tooMany();
      const number = (row?.last ?? 0) + 1;
      // The media row is written in this transaction: a failure leaves no row pointing at removed files.
      const media = await insertStoredCreative(tx, advertiserId, received, stored);
      await tx.insert(adCreatives).values({ adId, number, mediaId: media.id });
      const approved = (await listRequestsOfAd(tx, adId)).filter((request) => request.reviewStatus === "approved");
      if (approved.length > 0) {
        await tx
          .insert(adCreativeReviews)
          .values(approved.map((request) => ({ adId, number, requestId: request.id, websiteId: request.websiteId })));
      }
    });
  } catch (error) {
    await stored.remove();
    throw error;
  }
  return getAdCreatives(db, advertiserId, adId);
}

/** Pauses or resumes a creative; the last creative a website shows cannot be paused. */
export async function setCreativeStatus(
  app: FastifyInstance,
  advertiserId: string,
  adId: string,
  number: number,
  status: CreativeStatus,
) {
  const db = app.database.db;
  await requireOwnAd(db, advertiserId, adId);
  await db.transaction(async (tx) => {
    // The ad row first (as addCreative and approval): two pauses at once cannot both pass the check.
    await tx.execute(sql`select 1 from ${ads} where ${ads.id} = ${adId} for update`);
    const creatives = await listCreativesOfAd(tx, adId);
    if (!creatives.some(({ creative }) => creative.number === number)) throw notFound("errors.not_found.creative");
    if (status === "paused") {
      const othersActive = creatives.some(({ creative }) => creative.number !== number && creative.status === "active");
      if (!othersActive || (await requestsLeftWithout(tx, adId, number)).length > 0) {
        throw new AppError("conflict", text("errors.ads.keep_one_creative"));
      }
    }
    await tx
      .update(adCreatives)
      .set({ status })
      .where(and(eq(adCreatives.adId, adId), eq(adCreatives.number, number)));
  });
  await touchAd(app, adId);
  return getAdCreatives(db, advertiserId, adId);
}

export async function setRotation(
  app: FastifyInstance,
  advertiserId: string,
  adId: string,
  rotation: CreativeRotation,
) {
  const db = app.database.db;
  await requireOwnAd(db, advertiserId, adId);
  await db.update(ads).set({ creativeRotation: rotation }).where(eq(ads.id, adId));
  await touchAd(app, adId);
  return getAdCreatives(db, advertiserId, adId);
}

/** Delivery reloads the spaces the ad books. */
async function touchAd(app: FastifyInstance, adId: string) {
  const requests = await listRequestsOfAd(app.database.db, adId);
  if (requests.length > 0) app.delivery.touch({ requestIds: requests.map((request) => request.id) });
}

/** An ad's creatives for an owner it asked (the review screens show them all). */
export async function getReviewCreatives(db: Db, ownerId: string, adId: string): Promise<ReviewedCreative[]> {
  if (!(await ownerReviewsAd(db, ownerId, adId))) throw notFound("errors.not_found.ad");
  const rows = await listCreativesOfAd(db, adId);
  return rows.map(({ creative, media }) => ({
    number: creative.number,
    status: creative.status,
    creative: toCreative(media) as NonNullable<ReturnType<typeof toCreative>>,
  }));
}

export async function listPendingCreatives(db: Db, ownerId: string, page: PageQuery): Promise<Page<PendingCreative>> {
  const rows = await listPendingCreativeReviews(db, ownerId, page.cursor, page.limit);
  return toPage(
    rows,
    page.limit,
    (row) => ({ at: row.cursorAt, id: row.position }),
    (row) => ({
      adId: row.adId,
      number: row.number,
      requestId: row.requestId,
      websiteId: row.websiteId,
      websiteName: row.websiteName,
      businessName: row.businessName,
      creative: toCreative(row.media) as NonNullable<ReturnType<typeof toCreative>>,
      createdAt: row.createdAt.toISOString(),
    }),
  );
}

/** The owner approves or rejects a creative added after their approval; approved, it joins the rotation. */
export async function answerCreativeReview(
  app: FastifyInstance,
  ownerId: string,
  requestId: string,
  number: number,
  answer: "approved" | "rejected",
) {
  const db = app.database.db;
  const result = await db.transaction(async (tx) => {
    const row = await lockOwnerCreativeReview(tx, ownerId, requestId, number);
    if (!row) throw notFound("errors.not_found.creative_review");
    if (row.review.status !== "pending") throw new AppError("conflict", text("errors.ads.creative_already_reviewed"));
    await tx
      .update(adCreativeReviews)
      .set({ status: answer, reviewedAt: new Date() })
      .where(and(eq(adCreativeReviews.requestId, requestId), eq(adCreativeReviews.number, number)));
    return { requestId, number, status: answer };
  });
  app.delivery.touch({ requestIds: [requestId] });
  return result;
}

/** The creatives' counts as CSV lines (three rows at most). */
export async function* creativesCsv({ creatives }: AdCreatives) {
  yield `${csvLine(["Creative", "Kind", "Status", "Views", "Clicks", "CTR %"])}\r\n`;
  for (const item of creatives) {
    yield `${csvLine([item.number, item.creative.kind, item.status, item.views, item.clicks, item.ctr])}\r\n`;
  }
}

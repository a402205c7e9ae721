import { text } from "@placard/shared/messages";
import type { AdWebsite, ReviewStatus } from "@placard/shared/ads";
import { REQUEST_EXPIRED_MESSAGE } from "@placard/shared/reviews";
import type { ReviewAd } from "@placard/shared/reviews";
import { encodeCursor, type PageQuery } from "@placard/shared/pagination";
import type { Db } from "../../db/client.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { toCreative, listRequestsOfAds, groupRequestsByAd, holdUnseenCreatives } from "../ads/index.js";
import { refundRequestInTx } from "../payments/index.js";
import type { Notifier } from "../notifications/index.js";
import {
  freeSlots,
  lockSpaces,
  spaceSlots,
  spacesOfRequests,
  firstFullOver,
  firstHoldStart,
  holdInterval,
  spaceIntervalsForRequest,
} from "../spaces/index.js";
import { holdExpiry, scheduleLapse } from "../holds/index.js";
import { answerBy } from "./answer-window.js";
import { countOwnerPendingAds, listOwnerReviewAds, lockOwnerRequest, setReview } from "./queries.js";

/** ANSWER_WINDOW_DAYS's default, for callers that do not pass the operator's setting (demo, tests). */
export const DEFAULT_ANSWER_DAYS = 7;

async function toReviewAds(
  db: Db,
  ownerId: string,
  rows: Awaited<ReturnType<typeof listOwnerReviewAds>>,
  answerDays: number,
): Promise<ReviewAd[]> {
  // Only the owner's own websites on each ad.
  const requests = await listRequestsOfAds(
    db,
    rows.map((row) => row.ad.id),
    ownerId,
  );
  const websitesByAd = groupRequestsByAd(requests);
  // How many requests compete for each space's free slots (decision 0015).
  const slots = new Map(
    (await spaceSlots(db, [...new Set(requests.map((request) => request.spaceId))])).map((space) => [space.id, space]),
  );
  // A waiting request's answer date (decision 0058): the operator's window from when it started waiting.
  const pendingSince = new Map(requests.map(({ request }) => [request.id, request.pendingSince]));
  const answerDate = (website: AdWebsite) => {
    const since = pendingSince.get(website.requestId);
    return website.reviewStatus === "pending" && since ? answerBy(since, answerDays).toISOString() : null;
  };
  const withSlots = (website: AdWebsite) => ({
    ...website,
    answerBy: answerDate(website),
    spaces: website.spaces.map((space) => {
      const slot = slots.get(space.id);
      return {
        ...space,
        freeSlots: slot ? freeSlots(slot.capacity, slot.held) : 0,
        competingRequests: slot?.pending ?? 0,
      };
    }),
  });
  return rows.map(({ ad, creative }) => ({
    id: ad.id,
    businessName: ad.businessName,
    businessLink: ad.businessLink,
    businessLocation: ad.businessLocation,
    description: ad.description,
    creative: toCreative(creative),
    submittedAt: ad.submittedAt?.toISOString() ?? null,
    websites: (websitesByAd.get(ad.id) ?? []).map(withSlots),
  }));
}

/**
 * Ads waiting for this owner (at least one of the owner's websites still pending), newest
 * first, a page at a time, with how many there are in all (#29.5).
 */
export async function listPendingAds(
  db: Db,
  ownerId: string,
  page: PageQuery,
  answerDays = DEFAULT_ANSWER_DAYS,
): Promise<{ ads: ReviewAd[]; nextCursor: string | null; total: number }> {
  const [rows, total] = await Promise.all([
    listOwnerReviewAds(db, ownerId, { onlyPending: true, cursor: page.cursor, limit: page.limit }),
    countOwnerPendingAds(db, ownerId),
  ]);
  const pageRows = rows.slice(0, page.limit);
  const last = pageRows.at(-1);
  return {
    ads: await toReviewAds(db, ownerId, pageRows, answerDays),
    nextCursor: rows.length > page.limit && last ? encodeCursor({ at: last.cursorAt, id: last.ad.id }) : null,
    total,
  };
}

export async function getReviewAd(
  db: Db,
  ownerId: string,
  adId: string,
  answerDays = DEFAULT_ANSWER_DAYS,
): Promise<ReviewAd> {
  const [ad] = await toReviewAds(db, ownerId, await listOwnerReviewAds(db, ownerId, { adId }), answerDays);
  if (!ad) throw notFound("errors.not_found.ad");
  return ad;
}

function assertPending(status: ReviewStatus) {
  if (status === "approved") throw new AppError("conflict", text("errors.reviews.already_approved"));
  if (status === "rejected") throw new AppError("conflict", text("errors.reviews.already_rejected"));
  if (status === "expired") throw new AppError("conflict", REQUEST_EXPIRED_MESSAGE);
}

/**
 * Approves requests (rows locked in id order, then all their spaces at once, capacity
 * re-checked for each); each approval holds its slots for the payment window, and a job
 * tells the advertiser if it lapses. Tells each advertiser once.
 *
 * Room is asked of the whole interval the window holds (decision 0025: until the end of the
 * longest booking it could buy), beside every other holder. A space full today that frees up
 * within SCHEDULE_MAX_DAYS can still be approved: the window then holds from that day
 * (`holds_from`), so it never overlaps the bookings that fill today, and Pay Now offers it.
 */
async function approve(
  db: Db,
  notifier: Notifier,
  ownerId: string,
  requestIds: string[],
  windowHours: number,
  seenCreatives: number[] | undefined,
) {
  const approved = await db.transaction(async (tx) => {
    const done: { advertiserId: string; businessName: string; adId: string }[] = [];
    const now = new Date();
    const holdExpiresAt = holdExpiry(now, windowHours);
    // Locks in the one order every locker uses: the requests by id, then all their spaces at
    // once by id (as publishing does), so approving several websites never deadlocks.
    const ordered = [...new Set(requestIds)].sort();
    const rows = [];
    for (const requestId of ordered) {
      const row = await lockOwnerRequest(tx, ownerId, requestId);
      if (!row) throw notFound("errors.not_found.request");
      assertPending(row.request.reviewStatus);
      rows.push(row);
    }
    // Then the ads (as adding a creative does): creatives the owner did not see wait for their review (0061).
    await holdUnseenCreatives(
      tx,
      rows.map(({ request }) => ({ id: request.id, adId: request.adId, websiteId: request.websiteId })),
      seenCreatives,
    );
    await lockSpaces(tx, await spacesOfRequests(tx, ordered));
    for (const row of rows) {
      const requestId = row.request.id;
      // Reads the approvals made earlier in this loop too: several requests never share a slot.
      const slots = await spaceIntervalsForRequest(tx, requestId, { now });
      const start = firstHoldStart(slots, now, holdExpiresAt);
      if (!start) {
        const hold = holdInterval({ holdExpiresAt }, now);
        const full = firstFullOver(slots, hold.from, hold.until) ?? slots[0];
        throw new AppError(
          "conflict",
          full?.name ? text("errors.reviews.no_room", { space: full.name }) : text("errors.reviews.no_room_unnamed"),
          {
            spaceId: full?.id,
          },
        );
      }
      const holdsFrom = start > now ? start : null;
      await setReview(tx, requestId, { reviewStatus: "approved", holdExpiresAt, holdsFrom });
      await scheduleLapse(tx, requestId, holdExpiresAt);
      done.push({ advertiserId: row.advertiserId, businessName: row.businessName, adId: row.request.adId });
    }
    return done;
  });
  const unique = new Map(approved.map((item) => [`${item.advertiserId}:${item.adId}`, item]));
  await notifier.notify(
    [...unique.values()].map((item) => ({
      userId: item.advertiserId,
      type: "adApproved",
      businessName: item.businessName,
      adId: item.adId,
    })),
  );
}

export async function approveRequest(
  db: Db,
  notifier: Notifier,
  ownerId: string,
  requestId: string,
  windowHours: number,
  answerDays = DEFAULT_ANSWER_DAYS,
  seenCreatives?: number[],
): Promise<ReviewAd> {
  await approve(db, notifier, ownerId, [requestId], windowHours, seenCreatives);
  const row = await lockOwnerRequest(db, ownerId, requestId);
  return getReviewAd(db, ownerId, row?.request.adId ?? "", answerDays);
}

/** Approve the whole ad: every one of the owner's websites on it that is still pending. */
export async function approveAd(
  db: Db,
  notifier: Notifier,
  ownerId: string,
  adId: string,
  windowHours: number,
  answerDays = DEFAULT_ANSWER_DAYS,
  seenCreatives?: number[],
): Promise<ReviewAd> {
  const ad = await getReviewAd(db, ownerId, adId, answerDays);
  const pending = ad.websites.filter((website) => website.reviewStatus === "pending");
  if (pending.length === 0) throw new AppError("conflict", text("errors.reviews.already_approved"));
  await approve(
    db,
    notifier,
    ownerId,
    pending.map((website) => website.requestId),
    windowHours,
    seenCreatives,
  );
  return getReviewAd(db, ownerId, adId, answerDays);
}

/**
 * Rejects a request with a reason: a pending one, or an approved one (ARCHITECTURE.md §7:
 * a paid request that is rejected is refunded and its ledger reversed, in this transaction).
 */
export async function rejectRequest(
  db: Db,
  notifier: Notifier,
  ownerId: string,
  requestId: string,
  reason: string,
  onBookingChanged: (requestId: string) => void = () => {},
  answerDays = DEFAULT_ANSWER_DAYS,
): Promise<ReviewAd> {
  const { row: rejected, refunded } = await db.transaction(async (tx) => {
    const row = await lockOwnerRequest(tx, ownerId, requestId);
    if (!row) throw notFound("errors.not_found.request");
    if (row.request.reviewStatus === "rejected")
      throw new AppError("conflict", text("errors.reviews.already_rejected"));
    if (row.request.reviewStatus === "expired") throw new AppError("conflict", REQUEST_EXPIRED_MESSAGE);
    await setReview(tx, requestId, { reviewStatus: "rejected", rejectionReason: reason });
    return { row, refunded: await refundRequestInTx(tx, requestId) };
  });
  if (refunded > 0 || rejected.request.reviewStatus === "approved") onBookingChanged(requestId);
  await notifier.notify([
    {
      userId: rejected.advertiserId,
      type: "adRejected",
      businessName: rejected.businessName,
      adId: rejected.request.adId,
      reason,
    },
  ]);
  return getReviewAd(db, ownerId, rejected.request.adId, answerDays);
}

import { ASK_AGAIN_REFUSED } from "@placard/shared/ads";
import type { Db, Executor } from "../../db/client.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { enqueueJob, type JobOutcome } from "../../lib/jobs/queue.js";
import type { Notifier } from "../notifications/index.js";
import { isLapsed } from "../spaces/index.js";
import {
  listClosedUntoldWindows,
  lockAdvertiserRequest,
  lockRequestHold,
  markLapsed,
  reopenRequest,
} from "./queries.js";

/**
 * Payment windows (decision 0015): an approval holds its slots for PAYMENT_WINDOW_HOURS;
 * unpaid by then, it lapses. Capacity checks read `hold_expires_at` directly (lapsing is
 * lazy and exact); this job only tells the advertiser, once, and marks `lapsed_at`.
 */
export const HOLD_JOBS = { lapseApproval: "lapse-approval" } as const;

const HOUR_MS = 60 * 60 * 1000;

export const holdExpiry = (now: Date, windowHours: number) => new Date(now.getTime() + windowHours * HOUR_MS);

/** Queued in the approval's transaction, due when the window closes. */
export async function scheduleLapse(executor: Executor, requestId: string, holdExpiresAt: Date) {
  await enqueueJob(
    executor,
    HOLD_JOBS.lapseApproval,
    { requestId },
    { runAt: holdExpiresAt, dedupeKey: `lapse:${requestId}:${holdExpiresAt.toISOString()}` },
  );
}

/**
 * One request: if its window closed unpaid and nobody was told yet, mark it lapsed and
 * notify the advertiser ("Approval Lapsed"). Paid, rejected, asked again: nothing to tell.
 * A window still open (a job that ran early) asks to run again at its end.
 */
async function lapseOne(db: Db, notifier: Notifier, requestId: string, now: Date): Promise<JobOutcome> {
  const lapsed = await db.transaction(async (tx) => {
    const row = await lockRequestHold(tx, requestId);
    if (!row || row.request.lapsedAt) return undefined;
    if (!isLapsed(row.request, now)) {
      const open = row.request.reviewStatus === "approved" && row.request.paymentStatus === "unpaid";
      return open && row.request.holdExpiresAt ? { retryAt: row.request.holdExpiresAt } : undefined;
    }
    await markLapsed(tx, requestId, now);
    return row;
  });
  if (!lapsed) return;
  if ("retryAt" in lapsed) return lapsed;
  await notifier.notify([
    { userId: lapsed.advertiserId, type: "approvalLapsed", businessName: lapsed.businessName, adId: lapsed.adId },
  ]);
}

/**
 * The job, due when a window closes: lapses its request, then sweeps up to
 * SWEEP_LIMIT other windows that closed untold (a job that failed for good, approvals from
 * before this rule), found through the partial index on `hold_expires_at`.
 */
export async function lapseApproval(db: Db, notifier: Notifier, requestId: string): Promise<JobOutcome> {
  const now = new Date();
  const outcome = await lapseOne(db, notifier, requestId, now);
  for (const other of await listClosedUntoldWindows(db, now, SWEEP_LIMIT)) {
    if (other !== requestId) await lapseOne(db, notifier, other, now);
  }
  return outcome;
}

const SWEEP_LIMIT = 50;

/**
 * "Ask again": the advertiser's lapsed request goes back to the owner's review, as if new
 * (pending, no hold), and the owner is told (`newPendingAd`).
 */
export async function askAgain(db: Db, notifier: Notifier, advertiserId: string, adId: string, requestId: string) {
  const reopened = await db.transaction(async (tx) => {
    const row = await lockAdvertiserRequest(tx, advertiserId, adId, requestId);
    if (!row) throw notFound("errors.not_found.request");
    if (!isLapsed(row.request, new Date())) throw new AppError("conflict", ASK_AGAIN_REFUSED);
    await reopenRequest(tx, requestId);
    return row;
  });
  await notifier.notify([
    { userId: reopened.ownerId, type: "newPendingAd", businessName: reopened.businessName, adId },
  ]);
}

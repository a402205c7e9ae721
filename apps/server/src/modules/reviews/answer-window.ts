import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { registerPeriodicJob } from "../../lib/jobs/periodic.js";
import { recordNotifications } from "../notifications/index.js";
import { claimWaitingRequests, markExpired, markReminded, type WaitingRequest } from "./queries.js";

/**
 * The owner's answer window (issue #32.3, decision 0058). A request waits for its owner from
 * `pending_since` (sent, resubmitted, asked again): after REMINDER_HOURS unanswered the owner
 * is reminded once (`answerReminder`); after ANSWER_WINDOW_DAYS it expires: `review_status =
 * 'expired'`, the advertiser is told (`requestExpired`, and the webhook `request.expired`).
 * A pending request holds no slot (decision 0015), so expiring it is what releases it: it stops
 * counting among the space's competing requests and leaves the owner's list.
 *
 * One periodic sweep does both, on the durable queue (lib/jobs/periodic.ts): every claim is
 * `for update skip locked` and the state change, the notices, the emails and the webhook rows
 * are written in that one transaction, so under any number of servers (or a run repeated
 * after a lost lease) each wait is reminded once and expired once.
 */
export const ANSWER_WINDOW_JOB = { kind: "answer-window", everyMinutes: 15 } as const;

export const REMINDER_HOURS = 48;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Rows claimed per transaction; a run takes batches until none is left (at most MAX_BATCHES). */
const BATCH = 100;
const MAX_BATCHES = 50;

/** When a request waiting since `pendingSince` expires unanswered. */
export const answerBy = (pendingSince: Date, answerDays: number) =>
  new Date(pendingSince.getTime() + answerDays * DAY_MS);

/** Names one wait (a request asked again waits anew): its emails and webhooks go out once per wait. */
const waitKey = (request: WaitingRequest) => `${request.id}:${request.pendingSince.toISOString()}`;

async function remindBatch(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const due = await claimWaitingRequests(tx, {
      since: new Date(now.getTime() - REMINDER_HOURS * HOUR_MS),
      unreminded: true,
      limit: BATCH,
    });
    await markReminded(
      tx,
      due.map((request) => request.id),
      now,
    );
    await recordNotifications(
      tx,
      due.map((request) => ({
        userId: request.ownerId,
        type: "answerReminder" as const,
        businessName: request.businessName,
        adId: request.adId,
        eventKey: `answer-reminder:${waitKey(request)}`,
        details: { websiteName: request.websiteName, requestId: request.id },
      })),
      { pushLater: true },
    );
    return due.length;
  });
}

async function expireBatch(db: Db, now: Date, answerDays: number) {
  return db.transaction(async (tx) => {
    const due = await claimWaitingRequests(tx, {
      since: new Date(now.getTime() - answerDays * DAY_MS),
      unreminded: false,
      limit: BATCH,
    });
    await markExpired(
      tx,
      due.map((request) => request.id),
      now,
    );
    await recordNotifications(
      tx,
      due.map((request) => ({
        userId: request.advertiserId,
        type: "requestExpired" as const,
        businessName: request.businessName,
        adId: request.adId,
        eventKey: `request-expired:${waitKey(request)}`,
        details: {
          requestId: request.id,
          websiteId: request.websiteId,
          websiteName: request.websiteName,
          expiredAt: now.toISOString(),
        },
      })),
      { pushLater: true },
    );
    return due.length;
  });
}

async function drain(batch: () => Promise<number>) {
  let total = 0;
  for (let round = 0; round < MAX_BATCHES; round++) {
    const done = await batch();
    total += done;
    if (done < BATCH) break;
  }
  return total;
}

/**
 * One sweep at `now`: expiries first (a wait already past its window is not reminded of too),
 * then reminders. Returns how many of each it did.
 */
export async function sweepAnswerWindow(db: Db, now: Date, answerDays: number) {
  const expired = await drain(() => expireBatch(db, now, answerDays));
  const reminded = await drain(() => remindBatch(db, now));
  return { reminded, expired };
}

export function registerAnswerWindow(app: FastifyInstance) {
  registerPeriodicJob(app, {
    ...ANSWER_WINDOW_JOB,
    async run(now) {
      const done = await sweepAnswerWindow(app.database.db, now, app.config.ANSWER_WINDOW_DAYS);
      if (done.reminded + done.expired > 0) app.log.info(done, "Answer window: owners reminded, requests expired");
    },
  });
}

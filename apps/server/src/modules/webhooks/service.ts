import type { NotificationType } from "@placard/shared/notifications";
import type { WebhookEvent } from "@placard/shared/webhooks";
import { and, eq, isNull, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import type { Db, Executor } from "../../db/client.js";
import { jobs } from "../../db/schema/money.js";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/webhooks.js";
import { backoff, enqueueJob, type JobOutcome } from "../../lib/jobs/queue.js";
import { postDelivery } from "./sender.js";

/** Decision 0038: one job per delivery; its id is the `webhook-id` of every attempt. */
export const WEBHOOK_JOBS = { deliver: "deliver-webhook" } as const;

/** A failed delivery is tried again with backoff for this long, then marked failed. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The notifications that are also webhook events, for the user they are told to. */
export const WEBHOOK_EVENT_OF: Partial<Record<NotificationType, WebhookEvent>> = {
  newPendingAd: "ad.submitted",
  adApproved: "ad.approved",
  adRejected: "ad.rejected",
  paymentReceived: "payment.succeeded",
  bookingPaid: "payment.succeeded",
  payoutCompleted: "payout.completed",
  payoutFailed: "payout.failed",
  approvalLapsed: "ad.approval_lapsed",
  adTakenDown: "ad.taken_down",
  requestExpired: "request.expired",
};

export interface WebhookRaise {
  userId: string;
  event: WebhookEvent;
  /** Names this occurrence (a payment id, an ad id…): one delivery per (occurrence, endpoint). */
  eventKey: string;
  data: Record<string, unknown>;
}

/**
 * In the event's transaction (like the email outbox, decision 0023): a delivery row and
 * its job for every endpoint of the user that picked the event; an occurrence already
 * raised adds nothing. An endpoint that is paused gets its row `held`, and no job: it is
 * sent when the endpoint is resumed (decision 0043).
 */
export async function raiseWebhooks(executor: Executor, raises: WebhookRaise[]) {
  for (const raise of raises) {
    const endpoints = await executor
      .select({ id: webhookEndpoints.id, pausedAt: webhookEndpoints.pausedAt })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.userId, raise.userId),
          sql`${webhookEndpoints.events} @> ${JSON.stringify([raise.event])}::jsonb`,
        ),
      );
    for (const endpoint of endpoints) {
      const payload = { type: raise.event, timestamp: new Date().toISOString(), data: raise.data };
      const [row] = await executor
        .insert(webhookDeliveries)
        .values({
          endpointId: endpoint.id,
          event: raise.event,
          eventKey: `${raise.event}:${raise.eventKey}`,
          payload,
          status: endpoint.pausedAt ? "held" : "pending",
        })
        .onConflictDoNothing({ target: [webhookDeliveries.endpointId, webhookDeliveries.eventKey] })
        .returning({ id: webhookDeliveries.id });
      if (row && !endpoint.pausedAt)
        await enqueueJob(executor, WEBHOOK_JOBS.deliver, { deliveryId: row.id }, { dedupeKey: `webhook:${row.id}` });
    }
  }
}

/**
 * Sends a delivery again (from the list on /account). One still pending is tried now by its
 * own job (no second job: two would race); one delivered or failed gets a new job, with a
 * new day of retries.
 */
export async function resendDelivery(executor: Executor, deliveryId: string) {
  const now = new Date();
  const open = await executor
    .update(jobs)
    .set({ runAt: now })
    .where(
      and(
        eq(jobs.kind, WEBHOOK_JOBS.deliver),
        sql`${jobs.payload}->>'deliveryId' = ${deliveryId}`,
        isNull(jobs.completedAt),
        isNull(jobs.failedAt),
      ),
    )
    .returning({ id: jobs.id });
  if (open.length > 0) return;
  await executor
    .update(webhookDeliveries)
    .set({ status: "pending", lastError: null })
    .where(eq(webhookDeliveries.id, deliveryId));
  await enqueueJob(
    executor,
    WEBHOOK_JOBS.deliver,
    { deliveryId, since: now.toISOString() },
    { dedupeKey: `webhook:${deliveryId}:${now.getTime()}` },
  );
}

/**
 * `webhook-signature` for one attempt: the endpoint's secret, and the one a rotation
 * replaced while its grace lasts (decision 0043), space-separated as Standard Webhooks
 * allows — a receiver verifies with whichever it holds.
 */
export function signDelivery(endpoint: EndpointSecrets, deliveryId: string, at: Date, body: string) {
  const signatures = [new Webhook(endpoint.secret).sign(deliveryId, at, body)];
  if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > at) {
    signatures.push(new Webhook(endpoint.previousSecret).sign(deliveryId, at, body));
  }
  return signatures.join(" ");
}

type EndpointSecrets = Pick<
  typeof webhookEndpoints.$inferSelect,
  "secret" | "previousSecret" | "previousSecretExpiresAt"
>;

/**
 * The delivery and its endpoint, for one attempt; a delivery whose endpoint is paused is
 * set `held` (and not sent). The endpoint row is read `for share`, so a resume (which
 * takes it `for update` and sends what is held) runs wholly before or after this.
 */
async function claimAttempt(db: Db, deliveryId: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, deliveryId))
      .for("share", { of: webhookEndpoints });
    if (!row || row.delivery.status !== "pending") return undefined;
    if (row.endpoint.pausedAt) {
      await tx.update(webhookDeliveries).set({ status: "held" }).where(eq(webhookDeliveries.id, deliveryId));
      return undefined;
    }
    return row;
  });
}

/**
 * The job: one attempt. A 2xx marks the delivery delivered; anything else is recorded and
 * tried again after the queue's backoff until a day has passed (then failed). A delivery no
 * longer pending (delivered, its endpoint deleted) is done; one whose endpoint is paused is
 * held until it is resumed.
 */
export async function deliverWebhook(
  db: Db,
  payload: Record<string, unknown>,
  allowPrivate: boolean,
): Promise<JobOutcome> {
  const row = await claimAttempt(db, String(payload.deliveryId ?? ""));
  if (!row) return;
  const { delivery, endpoint } = row;
  const now = new Date();
  const body = JSON.stringify(delivery.payload);
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    const headers = {
      "webhook-id": delivery.id,
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": signDelivery(endpoint, delivery.id, now, body),
    };
    statusCode = await postDelivery(endpoint.url, body, headers, allowPrivate);
    if (statusCode < 200 || statusCode >= 300) error = `the endpoint answered ${statusCode}`;
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
  }
  const attempts = delivery.attempts + 1;
  const since = typeof payload.since === "string" ? new Date(payload.since) : delivery.createdAt;
  const isOver = error !== null && now.getTime() + backoff(attempts) > since.getTime() + RETRY_WINDOW_MS;
  await db
    .update(webhookDeliveries)
    .set({
      attempts,
      lastStatusCode: statusCode,
      lastError: error,
      lastAttemptAt: now,
      status: error === null ? "delivered" : isOver ? "failed" : "pending",
      deliveredAt: error === null ? now : null,
    })
    .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, "pending")));
  if (error !== null && !isOver) return { retryAt: new Date(now.getTime() + backoff(attempts)) };
}

import { randomUUID } from "node:crypto";
import {
  isEmailChannel,
  isInAppChannel,
  NOTIFICATION_EVENT,
  type Notification,
  type NotificationType,
} from "@placard/shared/notifications";
import type { FastifyInstance } from "fastify";
import { inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { notifications } from "../../db/schema/campaigns.js";
import { enqueueJob } from "../../lib/jobs/queue.js";
import { enqueueEmails, channelsFor, type EmailData } from "../email/index.js";
import { raiseWebhooks, WEBHOOK_EVENT_OF, type WebhookRaise } from "../webhooks/index.js";
import { insertNotifications, type NotificationRow } from "./queries.js";

export interface NotificationInput {
  userId: string;
  type: NotificationType;
  businessName: string;
  adId?: string | null;
  reason?: string | null;
  /**
   * Names this occurrence of the event (a payment id…): its email is sent once per
   * (event, recipient) however often it is raised. Left out, each call is a new occurrence.
   */
  eventKey?: string;
  /** What the email says beyond the in-app fields (amounts, website, dates). */
  details?: EmailData;
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    businessName: row.businessName,
    adId: row.adId,
    reason: row.reason,
    isRead: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Pushes notices written inside another module's transaction, once it has committed. */
export const NOTIFICATION_JOBS = { push: "push-notifications" } as const;

/**
 * The one place events reach people: in the caller's transaction, each recipient's
 * preference for the event decides whether it becomes an in-app notification, an email
 * in the outbox (modules/email, decision 0023), both, or nothing. Returns the in-app
 * rows, for pushing after commit.
 */
export async function recordNotifications(
  executor: Executor,
  inputs: NotificationInput[],
  options: {
    /**
     * Push the in-app notices live by a job (claimable only after the caller commits), for
     * callers inside their own transaction (the money events); `notify` pushes them itself.
     */
    pushLater?: boolean;
  } = {},
) {
  const inApp: NotificationInput[] = [];
  const webhooks: WebhookRaise[] = [];
  for (const input of inputs) {
    const eventKey = input.eventKey ?? randomUUID();
    const data = { businessName: input.businessName, adId: input.adId ?? null, reason: input.reason ?? null };
    const webhookEvent = WEBHOOK_EVENT_OF[input.type];
    // Webhooks (decision 0038) follow the event, whatever the person's notification channel.
    if (webhookEvent)
      webhooks.push({ userId: input.userId, event: webhookEvent, eventKey, data: { ...data, ...input.details } });
    const channel = (await channelsFor(executor, [input.userId], input.type)).get(input.userId) ?? "off";
    if (isInAppChannel(channel)) inApp.push(input);
    if (isEmailChannel(channel)) {
      await enqueueEmails(executor, [
        {
          userId: input.userId,
          event: input.type,
          eventKey,
          data: { ...data, ...input.details },
        },
      ]);
    }
  }
  await raiseWebhooks(executor, webhooks);
  const rows = await insertNotifications(
    executor,
    inApp.map(({ eventKey: _key, details: _details, ...input }) => ({
      ...input,
      adId: input.adId ?? null,
      reason: input.reason ?? null,
    })),
  );
  if (options.pushLater && rows.length > 0) {
    await enqueueJob(executor, NOTIFICATION_JOBS.push, { ids: rows.map((row) => row.id) }, { maxAttempts: 3 });
  }
  return rows;
}

/** The push job: each notice to its user's sockets (already read ones too: the bell refreshes). */
export async function pushNotifications(app: FastifyInstance, ids: string[]) {
  if (ids.length === 0) return;
  const rows = await app.database.db.select().from(notifications).where(inArray(notifications.id, ids));
  for (const row of rows) app.realtime.emitToUser(row.userId, NOTIFICATION_EVENT, toNotification(row));
}

export interface Notifier {
  /** Records the notifications and their emails in one transaction, then pushes each to its user's sockets. Call after commit. */
  notify(inputs: NotificationInput[]): Promise<void>;
}

export function createNotifier(app: FastifyInstance): Notifier {
  return {
    async notify(inputs) {
      if (inputs.length === 0) return;
      const rows = await app.database.db.transaction((tx) => recordNotifications(tx, inputs));
      for (const row of rows) app.realtime.emitToUser(row.userId, NOTIFICATION_EVENT, toNotification(row));
      app.jobs.wake();
    },
  };
}

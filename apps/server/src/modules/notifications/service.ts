import { randomUUID } from "node:crypto";
import {
  isEmailChannel,
  isInAppChannel,
  NOTIFICATION_EVENT,
  type Notification,
  type NotificationType,
} from "@placard/shared/notifications";
import type { FastifyInstance } from "fastify";
import type { Executor } from "../../db/client.js";
import { enqueueEmails } from "../email/outbox.js";
import { channelsFor } from "../email/preferences.js";
import type { EmailData } from "../email/templates.js";
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

/**
 * The one place events reach people: in the caller's transaction, each recipient's
 * preference for the event decides whether it becomes an in-app notification, an email
 * in the outbox (modules/email, decision 0023), both, or nothing. Returns the in-app
 * rows, for pushing after commit.
 */
export async function recordNotifications(executor: Executor, inputs: NotificationInput[]) {
  const inApp: NotificationInput[] = [];
  for (const input of inputs) {
    const channel = (await channelsFor(executor, [input.userId], input.type)).get(input.userId) ?? "off";
    if (isInAppChannel(channel)) inApp.push(input);
    if (isEmailChannel(channel)) {
      await enqueueEmails(executor, [
        {
          userId: input.userId,
          event: input.type,
          eventKey: input.eventKey ?? randomUUID(),
          data: {
            businessName: input.businessName,
            adId: input.adId ?? null,
            reason: input.reason ?? null,
            ...input.details,
          },
        },
      ]);
    }
  }
  return insertNotifications(
    executor,
    inApp.map(({ eventKey: _key, details: _details, ...input }) => ({
      ...input,
      adId: input.adId ?? null,
      reason: input.reason ?? null,
    })),
  );
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

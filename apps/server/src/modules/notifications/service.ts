import { NOTIFICATION_EVENT, type Notification, type NotificationType } from "@placard/shared/notifications";
import type { FastifyInstance } from "fastify";
import { insertNotifications, type NotificationRow } from "./queries.js";

export interface NotificationInput {
  userId: string;
  type: NotificationType;
  businessName: string;
  adId?: string | null;
  reason?: string | null;
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

export interface Notifier {
  /** Stores the notifications, then pushes each to its user's sockets. Call after commit. */
  notify(inputs: NotificationInput[]): Promise<void>;
}

export function createNotifier(app: FastifyInstance): Notifier {
  return {
    async notify(inputs) {
      const rows = await insertNotifications(
        app.database.db,
        inputs.map((input) => ({ ...input, adId: input.adId ?? null, reason: input.reason ?? null })),
      );
      for (const row of rows) app.realtime.emitToUser(row.userId, NOTIFICATION_EVENT, toNotification(row));
    },
  };
}

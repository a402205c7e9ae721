import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_TYPES,
  type NotificationChannel,
  type NotificationPreference,
  type NotificationType,
} from "@placard/shared/notifications";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { notificationPreferences } from "../../db/schema/email.js";
import { userExists } from "./queries.js";
import { verifyUnsubscribe } from "./unsubscribe-token.js";

/** Each user's channel for one event: their choice, or the event's default. */
export async function channelsFor(
  executor: Executor,
  userIds: string[],
  event: NotificationType,
): Promise<Map<string, NotificationChannel>> {
  const channels = new Map(userIds.map((id) => [id, NOTIFICATION_EVENTS[event].defaultChannel]));
  if (userIds.length === 0) return channels;
  const rows = await executor
    .select({ userId: notificationPreferences.userId, channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.userId, userIds), eq(notificationPreferences.event, event)));
  for (const row of rows) channels.set(row.userId, row.channel);
  return channels;
}

/** Every event with the person's channel for it, in the order /account shows them. */
export async function listPreferences(executor: Executor, userId: string): Promise<NotificationPreference[]> {
  const rows = await executor
    .select({ event: notificationPreferences.event, channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((row) => [row.event, row.channel]));
  return NOTIFICATION_TYPES.map((event) => ({
    event,
    channel: chosen.get(event) ?? NOTIFICATION_EVENTS[event].defaultChannel,
  }));
}

export async function savePreferences(executor: Executor, userId: string, preferences: NotificationPreference[]) {
  if (preferences.length === 0) return;
  await executor
    .insert(notificationPreferences)
    .values(preferences.map((preference) => ({ userId, ...preference })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.event],
      set: { channel: sql`excluded.channel`, updatedAt: new Date() },
    });
}

/** No more email for this event: "both" keeps the in-app notice, "email" becomes "off". */
export const withoutEmail = (channel: NotificationChannel): NotificationChannel =>
  channel === "both" ? "in_app" : channel === "email" ? "off" : channel;

/** The one-click unsubscribe: takes email away from one event, keeping the in-app choice. */
export async function unsubscribe(executor: Executor, userId: string, event: NotificationType) {
  const current = (await channelsFor(executor, [userId], event)).get(userId) ?? "off";
  await savePreferences(executor, userId, [{ event, channel: withoutEmail(current) }]);
}

/** The person and event an unsubscribe link names, when it is signed by us and the account still exists. */
export async function unsubscribeTarget(
  executor: Executor,
  secret: string,
  query: { u?: string; e?: string; s?: string },
) {
  const link = verifyUnsubscribe(secret, query);
  if (!link) return undefined;
  return (await userExists(executor, link.userId)) ? link : undefined;
}

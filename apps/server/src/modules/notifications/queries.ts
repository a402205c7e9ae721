import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { PageQuery } from "@placard/shared/pagination";
import type { Executor } from "../../db/client.js";
import { notifications } from "../../db/schema/campaigns.js";
import { afterCursor, cursorTime } from "../../lib/pagination.js";

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotifications(executor: Executor, rows: (typeof notifications.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return executor.insert(notifications).values(rows).returning();
}

/** The user's notifications, newest first: `limit` after `cursor` (keyset on created_at, id). */
export async function listUserNotifications(executor: Executor, userId: string, page: PageQuery) {
  return executor
    .select({ notification: notifications, cursorAt: cursorTime(notifications.createdAt) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), afterCursor(notifications.createdAt, notifications.id, page.cursor)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit);
}

export async function countUnread(executor: Executor, userId: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

export async function markRead(executor: Executor, userId: string, id?: string) {
  const conditions = [eq(notifications.userId, userId), isNull(notifications.readAt)];
  if (id) conditions.push(eq(notifications.id, id));
  return executor
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(...conditions))
    .returning({ id: notifications.id });
}

export async function findUserNotification(executor: Executor, userId: string, id: string) {
  const [row] = await executor
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
  return row;
}

import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { notifications } from "../../db/schema/campaigns.js";

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotifications(executor: Executor, rows: (typeof notifications.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return executor.insert(notifications).values(rows).returning();
}

export async function listUserNotifications(executor: Executor, userId: string, limit = 50) {
  return executor
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
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

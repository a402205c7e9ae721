import type { PageQuery } from "@placard/shared/pagination";
import type { SupportMessageStatus } from "@placard/shared/support";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { user } from "../../db/schema/auth.js";
import { supportMessages, supportReplies } from "../../db/schema/support.js";
import { afterCursor, cursorTime } from "../../lib/pagination.js";

export type SupportMessageRow = typeof supportMessages.$inferSelect;
export type SupportReplyRow = typeof supportReplies.$inferSelect;

export async function insertSupportMessage(executor: Executor, row: typeof supportMessages.$inferInsert) {
  const [inserted] = await executor.insert(supportMessages).values(row).returning();
  if (!inserted) throw new Error("The support message was not stored");
  return inserted;
}

/** The user's own messages, newest first: `limit` after `cursor` (keyset on created_at, id). */
export async function listUserSupportMessages(executor: Executor, userId: string, page: PageQuery) {
  return executor
    .select({ message: supportMessages, cursorAt: cursorTime(supportMessages.createdAt) })
    .from(supportMessages)
    .where(
      and(eq(supportMessages.userId, userId), afterCursor(supportMessages.createdAt, supportMessages.id, page.cursor)),
    )
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(page.limit);
}

/** Every message (or those in one state), newest first, with its sender's account: the operator's inbox. */
export async function listAllSupportMessages(executor: Executor, page: PageQuery & { status?: SupportMessageStatus }) {
  return executor
    .select({
      message: supportMessages,
      sender: { id: user.id, name: user.name, email: user.email },
      cursorAt: cursorTime(supportMessages.createdAt),
    })
    .from(supportMessages)
    .innerJoin(user, eq(user.id, supportMessages.userId))
    .where(
      and(
        page.status ? eq(supportMessages.status, page.status) : undefined,
        afterCursor(supportMessages.createdAt, supportMessages.id, page.cursor),
      ),
    )
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(page.limit);
}

/** The threads of these messages, oldest reply first. */
export async function listReplies(executor: Executor, messageIds: string[]) {
  if (messageIds.length === 0) return [];
  return executor
    .select()
    .from(supportReplies)
    .where(inArray(supportReplies.messageId, messageIds))
    .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
}

/** The message, row-locked (two answers at once are written one after the other). */
export async function lockSupportMessage(executor: Executor, messageId: string) {
  const [row] = await executor.select().from(supportMessages).where(eq(supportMessages.id, messageId)).for("update");
  return row;
}

export async function insertReply(executor: Executor, row: typeof supportReplies.$inferInsert) {
  const [inserted] = await executor.insert(supportReplies).values(row).returning();
  if (!inserted) throw new Error("The reply was not stored");
  return inserted;
}

export async function setSupportStatus(executor: Executor, messageId: string, status: SupportMessageStatus) {
  await executor.update(supportMessages).set({ status }).where(eq(supportMessages.id, messageId));
}

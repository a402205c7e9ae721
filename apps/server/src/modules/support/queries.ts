import type { PageQuery } from "@placard/shared/pagination";
import type { SupportMessageStatus } from "@placard/shared/support";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { type Executor, selectRows, textArray } from "../../db/client.js";
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

/**
 * Each message's latest `count` replies (oldest first among them) and how many it has: a page
 * of messages never carries a whole thread (#29.5). A lateral LIMIT per message, by
 * support_replies_message_idx (message_id, created_at).
 */
export async function listLatestReplies(executor: Executor, messageIds: string[], count: number) {
  if (messageIds.length === 0) return { replies: [], counts: new Map<string, number>() };
  const ids = sql`${textArray(messageIds)}::uuid[]`;
  const [latest, counted] = await Promise.all([
    selectRows<{ id: string }>(
      executor,
      sql`select r.id from unnest(${ids}) as m(id)
          cross join lateral (
            select id from support_replies where message_id = m.id order by created_at desc, id desc limit ${count}
          ) r`,
    ),
    selectRows<{ messageId: string; n: number }>(
      executor,
      sql`select message_id as "messageId", count(*)::int as n from support_replies
          where message_id = any(${ids}) group by message_id`,
    ),
  ]);
  const replies =
    latest.length === 0
      ? []
      : await executor
          .select()
          .from(supportReplies)
          .where(
            inArray(
              supportReplies.id,
              latest.map((row) => row.id),
            ),
          )
          .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
  return { replies, counts: new Map(counted.map((row) => [row.messageId, row.n])) };
}

/** A message's replies, newest first: `limit` after `cursor` (keyset on created_at, id). */
export async function listRepliesPage(executor: Executor, messageId: string, page: PageQuery) {
  return executor
    .select({ reply: supportReplies, cursorAt: cursorTime(supportReplies.createdAt) })
    .from(supportReplies)
    .where(
      and(
        eq(supportReplies.messageId, messageId),
        afterCursor(supportReplies.createdAt, supportReplies.id, page.cursor),
      ),
    )
    .orderBy(desc(supportReplies.createdAt), desc(supportReplies.id))
    .limit(page.limit);
}

/** The message, if it is `userId`'s (or anyone's, for the operator: no `userId`). */
export async function findSupportMessage(executor: Executor, messageId: string, userId?: string) {
  const [row] = await executor
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.id, messageId), userId ? eq(supportMessages.userId, userId) : undefined));
  return row;
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

import type { PageQuery } from "@placard/shared/pagination";
import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { supportMessages } from "../../db/schema/support.js";
import { afterCursor, cursorTime } from "../../lib/pagination.js";

export type SupportMessageRow = typeof supportMessages.$inferSelect;

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

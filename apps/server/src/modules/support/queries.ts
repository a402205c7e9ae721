import { desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { supportMessages } from "../../db/schema/support.js";

export type SupportMessageRow = typeof supportMessages.$inferSelect;

export async function insertSupportMessage(executor: Executor, row: typeof supportMessages.$inferInsert) {
  const [inserted] = await executor.insert(supportMessages).values(row).returning();
  if (!inserted) throw new Error("The support message was not stored");
  return inserted;
}

/** The user's own messages, newest first. */
export async function listUserSupportMessages(executor: Executor, userId: string, limit = 50) {
  return executor
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.userId, userId))
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(limit);
}

import { MAX_API_KEYS } from "@placard/shared/api-keys";
import { and, count, desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { apikey } from "../../db/schema/auth.js";

export type KeyRow = typeof apikey.$inferSelect;

/** The user's keys, newest first (at most MAX_API_KEYS exist). */
export const listKeysOf = (executor: Executor, userId: string) =>
  executor
    .select()
    .from(apikey)
    .where(eq(apikey.referenceId, userId))
    .orderBy(desc(apikey.createdAt), desc(apikey.id))
    .limit(MAX_API_KEYS);

export async function countKeysOf(executor: Executor, userId: string) {
  const [held] = await executor.select({ n: count() }).from(apikey).where(eq(apikey.referenceId, userId));
  return held?.n ?? 0;
}

export async function findKey(executor: Executor, id: string) {
  const [row] = await executor.select().from(apikey).where(eq(apikey.id, id)).limit(1);
  return row;
}

export async function findOwnKeyId(executor: Executor, userId: string, id: string) {
  const [row] = await executor
    .select({ id: apikey.id })
    .from(apikey)
    .where(and(eq(apikey.id, id), eq(apikey.referenceId, userId)))
    .limit(1);
  return row;
}

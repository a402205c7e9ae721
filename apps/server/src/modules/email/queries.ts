import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { user } from "../../db/schema/auth.js";

/** Whether the account still exists (a deleted one's unsubscribe link is refused). */
export async function userExists(executor: Executor, id: string) {
  const [row] = await executor.select({ id: user.id }).from(user).where(eq(user.id, id));
  return row !== undefined;
}

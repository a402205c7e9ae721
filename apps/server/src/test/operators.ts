import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { session, user } from "../db/schema/auth.js";
import { signUpUser, type TestUser } from "./factories.js";

/**
 * A signed-in operator as the console's guard expects one (decision 0027): role `admin`,
 * two-factor authentication on, and a session that passed the second factor. Set in the
 * database directly, as `npm run admin -- grant` and the 2FA step would leave it.
 */
export async function signUpOperator(app: FastifyInstance): Promise<TestUser> {
  const operator = await signUpUser(app);
  const db = app.database.db;
  await db.update(user).set({ role: "admin", twoFactorEnabled: true }).where(eq(user.id, operator.id));
  await db.update(session).set({ twoFactorVerified: true }).where(eq(session.userId, operator.id));
  return operator;
}

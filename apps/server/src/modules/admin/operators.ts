import { OPERATOR_ROLE } from "@placard/shared/admin";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { session, user } from "../../db/schema/auth.js";
import { recordAudit } from "../audit/index.js";

/** Better Auth admin plugin's role for operators (the one role with the console). */
export { OPERATOR_ROLE };

export type RoleChange = { ok: true; email: string; changed: boolean } | { ok: false; message: string };

/** Who `npm run admin` acts as in the audit log: the person at the server's console. */
export const CLI_ACTOR = { id: "cli", email: "npm run admin" };

/**
 * `npm run admin -- grant|revoke EMAIL`: makes the account an operator or an ordinary
 * user, with a line in the audit log. Revoking also ends the account's sessions, so a
 * console left open stops at once.
 */
export async function setOperatorRole(db: Db, email: string, isOperator: boolean): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: user.id, email: user.email, role: user.role })
      .from(user)
      .where(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`)
      .for("update");
    if (!found) return { ok: false, message: `No account has the email ${email}.` };
    const role = isOperator ? OPERATOR_ROLE : "user";
    if (found.role === role) return { ok: true, email: found.email, changed: false };
    await tx.update(user).set({ role }).where(eq(user.id, found.id));
    if (!isOperator) await tx.delete(session).where(eq(session.userId, found.id));
    await recordAudit(tx, {
      actor: CLI_ACTOR,
      action: isOperator ? "operator.grant" : "operator.revoke",
      targetType: "user",
      targetId: found.id,
    });
    return { ok: true, email: found.email, changed: true };
  });
}

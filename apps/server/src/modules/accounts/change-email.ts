import { text } from "@placard/shared/messages";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { user } from "../../db/schema/auth.js";
import { AppError } from "../../lib/app-error.js";

/**
 * Without mail (EMAIL_VERIFICATION off, decision 0035): the address changes at once, on the
 * password the route has already checked. Nobody could confirm a mailed link, and every
 * account there was created "verified" without one, so the password is the proof asked.
 */
export async function changeEmailNow(db: Db, userId: string, newEmail: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: user.id }).from(user).where(eq(user.email, newEmail)).limit(1);
    // Without mail, sign-up already tells whether an address is registered (decision 0026).
    if (taken && taken.id !== userId) {
      throw new AppError("conflict", text("errors.accounts.email_taken"), {
        fields: { newEmail: [text("errors.accounts.email_taken_field")] },
      });
    }
    await tx.update(user).set({ email: newEmail, updatedAt: new Date() }).where(eq(user.id, userId));
  });
}

import { text } from "@placard/shared/messages";
import { formatDollars } from "@placard/shared/money";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { account, apikey, session, twoFactor, user } from "../../db/schema/auth.js";
import { withdrawals } from "../../db/schema/money.js";
import { supportMessages } from "../../db/schema/support.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { deliveryReach } from "../admin/index.js";
import type { DeliveryChange } from "../delivery/index.js";
import { lockOwnerBalance } from "../ledger/index.js";

/**
 * Deletes an account as far as the books allow: the user row stays (payments and ledger
 * entries point at it) but is anonymised and can never sign in again; credentials,
 * sessions, 2FA and support messages go. Refused while money is still the owner's
 * (a balance, or a payout on its way), so nothing owed is lost. Returns what delivery must reload.
 */
export async function deleteAccount(db: Db, userId: string): Promise<DeliveryChange> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    if (!row) throw notFound("errors.not_found.account");
    const balance = await lockOwnerBalance(tx, userId);
    if (balance.heldCents > 0 || balance.availableCents > 0) {
      throw new AppError(
        "conflict",
        text("errors.accounts.earnings_remain", {
          available: formatDollars(balance.availableCents),
          held: formatDollars(balance.heldCents),
        }),
      );
    }
    const [inFlight] = await tx
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(and(eq(withdrawals.ownerId, userId), inArray(withdrawals.status, ["pending", "processing", "failed"])))
      .limit(1);
    if (inFlight) throw new AppError("conflict", text("errors.accounts.withdrawal_in_flight"));
    await tx
      .update(user)
      .set({
        name: "Deleted account",
        firstName: "",
        lastName: "",
        email: `deleted-${userId}@deleted.invalid`,
        emailVerified: false,
        image: null,
        referredByCode: null,
        role: "user",
        // Reuses the suspension rule: nothing of theirs is served, sign-in is refused.
        banned: true,
        banReason: "Account deleted by its owner",
        banExpires: null,
        twoFactorEnabled: false,
      })
      .where(eq(user.id, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    await tx.delete(account).where(eq(account.userId, userId));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await tx.delete(apikey).where(eq(apikey.referenceId, userId));
    await tx.delete(supportMessages).where(eq(supportMessages.userId, userId));
    return deliveryReach(tx, userId);
  });
}

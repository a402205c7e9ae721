import { text } from "@placard/shared/messages";
import type { SuspendInput } from "@placard/shared/admin";
import { and, eq } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.js";
import { session, user } from "../../db/schema/auth.js";
import { ads, placementRequests } from "../../db/schema/campaigns.js";
import { websites } from "../../db/schema/inventory.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { type AuditActor, recordAudit } from "../audit/index.js";
import type { DeliveryChange } from "../delivery/index.js";

/** What delivery must reload when an account's standing changes: its websites' spaces and its ads' bookings. */
export async function deliveryReach(executor: Executor, userId: string): Promise<DeliveryChange> {
  const websiteRows = await executor.select({ id: websites.id }).from(websites).where(eq(websites.ownerId, userId));
  const requestRows = await executor
    .select({ id: placementRequests.id })
    .from(placementRequests)
    .innerJoin(ads, eq(ads.id, placementRequests.adId))
    .where(and(eq(ads.advertiserId, userId), eq(placementRequests.paymentStatus, "paid")));
  return { websiteIds: websiteRows.map((row) => row.id), requestIds: requestRows.map((row) => row.id) };
}

/** Whether the account is suspended now (withdrawals wait while it is). */
export async function isSuspended(executor: Executor, userId: string) {
  const [row] = await executor.select({ banned: user.banned }).from(user).where(eq(user.id, userId));
  return row?.banned === true;
}

/**
 * Suspends an account (Better Auth's ban: the admin plugin then refuses its sign-in with
 * SUSPENDED_MESSAGE): its sessions end, its ads and its websites' spaces stop serving
 * (delivery/queries.ts leaves suspended accounts out), its withdrawals wait
 * (wallet/withdrawals.ts). The audit line commits with it. Returns what delivery must reload.
 */
export async function suspendAccount(
  db: Db,
  operator: AuditActor,
  userId: string,
  input: SuspendInput,
): Promise<DeliveryChange> {
  if (userId === operator.id) throw new AppError("conflict", text("errors.admin.suspend_self"));
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ banned: user.banned }).from(user).where(eq(user.id, userId)).for("update");
    if (!row) throw notFound("errors.not_found.account");
    if (row.banned) throw new AppError("conflict", text("errors.admin.already_suspended"));
    await tx.update(user).set({ banned: true, banReason: input.reason, banExpires: null }).where(eq(user.id, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    await recordAudit(tx, {
      actor: operator,
      action: "user.suspend",
      targetType: "user",
      targetId: userId,
      reason: input.reason,
    });
    return deliveryReach(tx, userId);
  });
}

/** Lifts a suspension: sign-in works again, ads and spaces serve again, withdrawals go on. */
export async function reinstateAccount(db: Db, operator: AuditActor, userId: string): Promise<DeliveryChange> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ banned: user.banned }).from(user).where(eq(user.id, userId)).for("update");
    if (!row) throw notFound("errors.not_found.account");
    if (!row.banned) throw new AppError("conflict", text("errors.admin.not_suspended"));
    await tx.update(user).set({ banned: false, banReason: null, banExpires: null }).where(eq(user.id, userId));
    await recordAudit(tx, { actor: operator, action: "user.reinstate", targetType: "user", targetId: userId });
    return deliveryReach(tx, userId);
  });
}

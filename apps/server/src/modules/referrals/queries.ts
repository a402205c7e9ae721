import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { user } from "../../db/schema/auth.js";
import { spaces, websites } from "../../db/schema/inventory.js";
import { referralCodes, referrals } from "../../db/schema/referrals.js";

export async function findCodeOfUser(executor: Executor, userId: string) {
  const [row] = await executor.select().from(referralCodes).where(eq(referralCodes.userId, userId));
  return row?.code;
}

/** Inserts the code unless the user has one or the code is taken; true when inserted. */
export async function insertCode(executor: Executor, userId: string, code: string): Promise<boolean> {
  const rows = await executor.insert(referralCodes).values({ userId, code }).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function findCodeOwner(executor: Executor, code: string) {
  const [row] = await executor
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.code, code));
  return row?.userId;
}

/** At most one referrer per user: a second attempt changes nothing. */
export async function insertReferral(
  executor: Executor,
  row: { referrerId: string; referredUserId: string; code: string },
) {
  await executor.insert(referrals).values(row).onConflictDoNothing({ target: referrals.referredUserId });
}

export async function isReferred(executor: Executor, userId: string): Promise<boolean> {
  const [row] = await executor.select({ id: referrals.id }).from(referrals).where(eq(referrals.referredUserId, userId));
  return Boolean(row);
}

/** Pending → qualified, once; answers the referrer when it changed. */
export async function markQualified(executor: Executor, referredUserId: string) {
  const [row] = await executor
    .update(referrals)
    .set({ status: "qualified", qualifiedAt: new Date() })
    .where(and(eq(referrals.referredUserId, referredUserId), eq(referrals.status, "pending")))
    .returning({ referrerId: referrals.referrerId });
  return row?.referrerId;
}

export async function listReferralsOf(executor: Executor, referrerId: string) {
  return executor
    .select({
      referral: referrals,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
    })
    .from(referrals)
    .innerJoin(user, eq(user.id, referrals.referredUserId))
    .where(eq(referrals.referrerId, referrerId))
    .orderBy(desc(referrals.createdAt));
}

export async function listWebsitesAndSpacesOf(executor: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return executor
    .select({
      ownerId: websites.ownerId,
      websiteId: websites.id,
      websiteName: websites.name,
      websiteLink: websites.url,
      spaceName: spaces.name,
      spaceCreatedAt: spaces.createdAt,
    })
    .from(websites)
    .leftJoin(spaces, eq(spaces.websiteId, websites.id))
    .where(inArray(websites.ownerId, userIds))
    .orderBy(websites.createdAt, sql`${spaces.createdAt} nulls last`);
}

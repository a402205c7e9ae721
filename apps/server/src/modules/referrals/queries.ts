import { and, desc, eq, sql } from "drizzle-orm";
import type { PageQuery } from "@placard/shared/pagination";
import { REFERRAL_PREVIEW_MAX } from "@placard/shared/referrals";
import { type Executor, selectRows, textArray } from "../../db/client.js";
import { user } from "../../db/schema/auth.js";
import { referralCodes, referrals } from "../../db/schema/referrals.js";
import { afterCursor, cursorTime } from "../../lib/pagination.js";

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

/** The people a user referred, newest first: `limit` after `cursor` (keyset on created_at, id). */
export async function listReferralsOf(executor: Executor, referrerId: string, page: PageQuery) {
  return executor
    .select({
      referral: referrals,
      cursorAt: cursorTime(referrals.createdAt),
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
    })
    .from(referrals)
    .innerJoin(user, eq(user.id, referrals.referredUserId))
    .where(and(eq(referrals.referrerId, referrerId), afterCursor(referrals.createdAt, referrals.id, page.cursor)))
    .orderBy(desc(referrals.createdAt), desc(referrals.id))
    .limit(page.limit);
}

/** How many people a user referred, and how many of them qualified. */
export async function countReferralsOf(executor: Executor, referrerId: string) {
  const [row] = await executor
    .select({
      total: sql<number>`count(*)::int`,
      qualified: sql<number>`(count(*) filter (where ${referrals.status} = 'qualified'))::int`,
    })
    .from(referrals)
    .where(eq(referrals.referrerId, referrerId));
  return { total: row?.total ?? 0, qualified: row?.qualified ?? 0 };
}

/**
 * What a referrer sees of each referred person's inventory (#29.5): their first
 * REFERRAL_PREVIEW_MAX websites and ad spaces, oldest first, and how many there are in all —
 * never the whole inventory of a busy owner. Each list is a lateral LIMIT per person, by the
 * (owner_id, created_at) index of websites and the website index of spaces.
 */
export async function previewInventoryOf(executor: Executor, userIds: string[]) {
  if (userIds.length === 0) return { websites: [], spaces: [], counts: [] };
  const ids = sql`${textArray(userIds)}::text[]`;
  const [websiteRows, spaceRows, counts] = await Promise.all([
    selectRows<{ ownerId: string; websiteName: string; websiteLink: string }>(
      executor,
      sql`select u.id as "ownerId", w.name as "websiteName", w.url as "websiteLink"
          from unnest(${ids}) as u(id)
          cross join lateral (
            select name, url from websites where owner_id = u.id order by created_at, id limit ${REFERRAL_PREVIEW_MAX}
          ) w`,
    ),
    selectRows<{ ownerId: string; categoryName: string; createdAt: Date | string }>(
      executor,
      sql`select u.id as "ownerId", s.name as "categoryName", s.created_at as "createdAt"
          from unnest(${ids}) as u(id)
          cross join lateral (
            select sp.name, sp.created_at from websites w join spaces sp on sp.website_id = w.id
            where w.owner_id = u.id order by sp.created_at, sp.id limit ${REFERRAL_PREVIEW_MAX}
          ) s`,
    ),
    selectRows<{ ownerId: string; websites: number; spaces: number }>(
      executor,
      sql`select w.owner_id as "ownerId", count(distinct w.id)::int as websites, count(sp.id)::int as spaces
          from websites w left join spaces sp on sp.website_id = w.id
          where w.owner_id = any(${ids}) group by w.owner_id`,
    ),
  ]);
  return { websites: websiteRows, spaces: spaceRows, counts };
}

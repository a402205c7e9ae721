import { randomInt } from "node:crypto";
import { maskEmail, REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, type ReferralInfo } from "@placard/shared/referrals";
import { PAGE_LIMIT_DEFAULT, type PageQuery } from "@placard/shared/pagination";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { toPage } from "../../lib/pagination.js";
import type { Notifier } from "../notifications/index.js";
import {
  countReferralsOf,
  findCodeOfUser,
  findCodeOwner,
  insertCode,
  insertReferral,
  isReferred,
  listReferralsOf,
  previewInventoryOf,
  markQualified,
} from "./queries.js";

export function newReferralCode(): string {
  let code = "";
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++)
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

/** The user's code, made on first need (cryptographically random, retried on a collision). */
export async function ensureReferralCode(db: Db, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const existing = await findCodeOfUser(db, userId);
    if (existing) return existing;
    await insertCode(db, userId, newReferralCode());
  }
  const code = await findCodeOfUser(db, userId);
  if (!code) throw new Error("Could not make a unique referral code");
  return code;
}

/**
 * Records who referred a new user. Unknown codes and self-referral are ignored, one
 * referrer per user; a failure is logged and never blocks the sign-up.
 */
export async function recordReferral(
  db: Db,
  logger: FastifyBaseLogger,
  referredUserId: string,
  code: string,
): Promise<void> {
  try {
    const referrerId = await findCodeOwner(db, code.toUpperCase());
    if (!referrerId || referrerId === referredUserId) return;
    await insertReferral(db, { referrerId, referredUserId, code: code.toUpperCase() });
  } catch (error) {
    logger.error({ err: error }, "Failed to record referral");
  }
}

/**
 * A referral qualifies when the referred user has a website with a space, or has
 * submitted an ad; the referrer is told. Failures are logged: the user's own action stands.
 */
export async function qualifyReferral(
  db: Db,
  notifier: Notifier,
  logger: FastifyBaseLogger,
  referredUserId: string,
  referredName: string,
) {
  try {
    const referrerId = await markQualified(db, referredUserId);
    if (referrerId)
      await notifier.notify([{ userId: referrerId, type: "referralQualified", businessName: referredName }]);
  } catch (error) {
    logger.error({ err: error }, "Failed to qualify referral");
  }
}

/** The code, the totals (counted by the database) and one page of the people referred, newest first. */
export async function getReferralInfo(
  db: Db,
  userId: string,
  page: PageQuery = { limit: PAGE_LIMIT_DEFAULT },
): Promise<ReferralInfo> {
  const [code, read, counts, referred] = await Promise.all([
    ensureReferralCode(db, userId),
    listReferralsOf(db, userId, { ...page, limit: page.limit + 1 }),
    countReferralsOf(db, userId),
    isReferred(db, userId),
  ]);
  const { items: rows, nextCursor } = toPage(
    read,
    page.limit,
    (row) => ({ at: row.cursorAt, id: row.referral.id }),
    (row) => row,
  );
  const inventory = await previewInventoryOf(
    db,
    rows.map((row) => row.referral.referredUserId),
  );
  const referrals = rows.map(({ referral, firstName, lastName, email }) => {
    const of = referral.referredUserId;
    const counts = inventory.counts.find((row) => row.ownerId === of);
    return {
      status: referral.status,
      createdAt: referral.createdAt.toISOString(),
      userDetails: { firstName, lastName, email: maskEmail(email) },
      websiteDetails: inventory.websites
        .filter((row) => row.ownerId === of)
        .map(({ websiteName, websiteLink }) => ({ websiteName, websiteLink })),
      websitesCount: counts?.websites ?? 0,
      categoryDetails: inventory.spaces
        .filter((row) => row.ownerId === of)
        .map((row) => ({ categoryName: row.categoryName, createdAt: new Date(row.createdAt).toISOString() })),
      categoriesCount: counts?.spaces ?? 0,
    };
  });
  return {
    code,
    totalReferrals: counts.total,
    qualifiedReferrals: counts.qualified,
    referrals,
    nextCursor,
    isReferred: referred,
  };
}

import type { PeopleQuery, Person, PersonDetail } from "@placard/shared/admin";
import { and, desc, eq, ilike, or } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { user } from "../../db/schema/auth.js";
import { ads } from "../../db/schema/campaigns.js";
import { websites } from "../../db/schema/inventory.js";
import { payments, withdrawals } from "../../db/schema/money.js";
import { referrals } from "../../db/schema/referrals.js";
import { afterCursor, cursorTime, toPage } from "../../lib/pagination.js";
import { ownerBalance } from "../ledger/index.js";

/** How many of each thing an account's page shows (newest first). */
const DETAIL_LIMIT = 20;

const personColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  banned: user.banned,
  banReason: user.banReason,
  banExpires: user.banExpires,
  twoFactorEnabled: user.twoFactorEnabled,
  createdAt: user.createdAt,
};

type PersonRow = {
  id: string;
  name: string;
  email: string;
  role: string | null;
  banned: boolean | null;
  banReason: string | null;
  banExpires: Date | null;
  twoFactorEnabled: boolean | null;
  createdAt: Date;
};

function toPerson(row: PersonRow): Person {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role ?? "user",
    isSuspended: row.banned === true,
    suspendedReason: row.banned ? row.banReason : null,
    suspendedUntil: row.banned && row.banExpires ? row.banExpires.toISOString() : null,
    twoFactorEnabled: row.twoFactorEnabled === true,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `%text%` for ILIKE, with the pattern characters of the search taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Accounts whose name or email contains `q` (any case), newest first, a page at a time. */
export async function searchPeople(executor: Executor, query: PeopleQuery & { limit: number }) {
  const pattern = query.q ? containing(query.q) : undefined;
  const rows = await executor
    .select({ ...personColumns, cursorAt: cursorTime(user.createdAt) })
    .from(user)
    .where(
      and(
        pattern ? or(ilike(user.name, pattern), ilike(user.email, pattern)) : undefined,
        afterCursor(user.createdAt, user.id, query.cursor),
      ),
    )
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, (row) => ({ at: row.cursorAt, id: row.id }), toPerson);
}

export async function findPerson(executor: Executor, userId: string): Promise<Person | undefined> {
  const [row] = await executor.select(personColumns).from(user).where(eq(user.id, userId));
  return row ? toPerson(row) : undefined;
}

const iso = (date: Date) => date.toISOString();

/** An account and the latest of its websites, ads, payments, withdrawals and referrals. */
export async function getPersonDetail(executor: Executor, userId: string): Promise<PersonDetail | undefined> {
  const person = await findPerson(executor, userId);
  if (!person) return undefined;
  const balance = await ownerBalance(executor, userId);
  const websiteRows = await executor
    .select({ id: websites.id, url: websites.url, status: websites.status, createdAt: websites.createdAt })
    .from(websites)
    .where(eq(websites.ownerId, userId))
    .orderBy(desc(websites.createdAt))
    .limit(DETAIL_LIMIT);
  const adRows = await executor
    .select({ id: ads.id, businessName: ads.businessName, status: ads.status, createdAt: ads.createdAt })
    .from(ads)
    .where(eq(ads.advertiserId, userId))
    .orderBy(desc(ads.createdAt))
    .limit(DETAIL_LIMIT);
  const paymentRows = await executor
    .select({
      id: payments.id,
      amountCents: payments.amountCents,
      status: payments.status,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.advertiserId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(DETAIL_LIMIT);
  const withdrawalRows = await executor
    .select({
      id: withdrawals.id,
      amountCents: withdrawals.amountCents,
      status: withdrawals.status,
      createdAt: withdrawals.createdAt,
    })
    .from(withdrawals)
    .where(eq(withdrawals.ownerId, userId))
    .orderBy(desc(withdrawals.createdAt))
    .limit(DETAIL_LIMIT);
  const referralRows = await executor
    .select({ id: referrals.id, email: user.email, createdAt: referrals.createdAt })
    .from(referrals)
    .innerJoin(user, eq(user.id, referrals.referredUserId))
    .where(eq(referrals.referrerId, userId))
    .orderBy(desc(referrals.createdAt))
    .limit(DETAIL_LIMIT);
  return {
    person,
    balance: { heldCents: balance.heldCents, availableCents: balance.availableCents },
    websites: websiteRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    ads: adRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    payments: paymentRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    withdrawals: withdrawalRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    referrals: referralRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
  };
}

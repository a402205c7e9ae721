import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { WebsiteListFilter } from "@placard/shared/websites";
import type { Executor } from "../../db/client.js";
import { mediaObjects, websites } from "../../db/schema/inventory.js";
import { afterCursor, cursorTime } from "../../lib/pagination.js";

export type WebsiteRow = typeof websites.$inferSelect;

/** A website with what its cards show: logo keys and how many spaces it has. */
export interface WebsiteListRow extends WebsiteRow {
  logoKey: string | null;
  thumbnailKey: string | null;
  spaceCount: number;
}

/** How many spaces the outer "websites" row has (aliased: Drizzle prints unqualified names). */
export const websiteSpaceCount = sql<number>`(select count(*)::int from spaces s where s.website_id = "websites"."id")`;

const listColumns = {
  id: websites.id,
  ownerId: websites.ownerId,
  name: websites.name,
  url: websites.url,
  logoMediaId: websites.logoMediaId,
  status: websites.status,
  verificationToken: websites.verificationToken,
  embedSeenOrigin: websites.embedSeenOrigin,
  embedSeenAt: websites.embedSeenAt,
  createdAt: websites.createdAt,
  updatedAt: websites.updatedAt,
  logoKey: mediaObjects.storageKey,
  thumbnailKey: mediaObjects.thumbnailKey,
  spaceCount: websiteSpaceCount,
};

/** Escapes `%`, `_` and `\` so a search term matches literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A website whose name or address contains `term`, without regard to case. */
export function websiteMatches(term: string) {
  return or(ilike(websites.name, likePattern(term)), ilike(websites.url, likePattern(term))) ?? sql`true`;
}

function ownerWebsiteConditions(ownerId: string, filter: WebsiteListFilter) {
  return [
    eq(websites.ownerId, ownerId),
    filter.q ? websiteMatches(filter.q) : undefined,
    filter.status ? eq(websites.status, filter.status) : undefined,
  ];
}

/**
 * A page of the owner's websites, newest first: `limit + 1` rows after `cursor` (keyset on
 * created_at, id; index websites_owner_created_idx). Space counts only for the page's rows.
 */
export async function listOwnerWebsites(
  executor: Executor,
  ownerId: string,
  options: WebsiteListFilter & { cursor?: string; limit: number },
): Promise<(WebsiteListRow & { cursorAt: string })[]> {
  return executor
    .select({ ...listColumns, cursorAt: cursorTime(websites.createdAt) })
    .from(websites)
    .leftJoin(mediaObjects, eq(mediaObjects.id, websites.logoMediaId))
    .where(
      and(...ownerWebsiteConditions(ownerId, options), afterCursor(websites.createdAt, websites.id, options.cursor)),
    )
    .orderBy(desc(websites.createdAt), desc(websites.id))
    .limit(options.limit + 1);
}

/** How many of the owner's websites match (SPEC's 'Active Websites' / 'Found Websites' count). */
export async function countOwnerWebsites(executor: Executor, ownerId: string, filter: WebsiteListFilter) {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(websites)
    .where(and(...ownerWebsiteConditions(ownerId, filter)));
  return row?.count ?? 0;
}

/** The owner's website, or undefined: another owner's website is as missing as none. */
export async function findOwnerWebsite(
  executor: Executor,
  ownerId: string,
  id: string,
): Promise<WebsiteListRow | undefined> {
  const [row] = await executor
    .select(listColumns)
    .from(websites)
    .leftJoin(mediaObjects, eq(mediaObjects.id, websites.logoMediaId))
    .where(and(eq(websites.id, id), eq(websites.ownerId, ownerId)));
  return row;
}

export async function findWebsiteByOwnerAndUrl(executor: Executor, ownerId: string, url: string) {
  const [row] = await executor
    .select({ id: websites.id })
    .from(websites)
    .where(and(eq(websites.ownerId, ownerId), eq(websites.url, url)));
  return row;
}

export async function insertWebsite(executor: Executor, row: typeof websites.$inferInsert): Promise<WebsiteRow> {
  const [inserted] = await executor.insert(websites).values(row).returning();
  if (!inserted) throw new Error("insert into websites returned nothing");
  return inserted;
}

export async function updateWebsiteName(executor: Executor, ownerId: string, id: string, name: string) {
  const [row] = await executor
    .update(websites)
    .set({ name })
    .where(and(eq(websites.id, id), eq(websites.ownerId, ownerId)))
    .returning({ id: websites.id });
  return row;
}

/** The embed's last request from the website's host: a hint for the owner (never verification). */
export async function recordEmbedSeen(executor: Executor, websiteId: string, origin: string, at: Date) {
  await executor
    .update(websites)
    .set({ embedSeenOrigin: origin, embedSeenAt: at, updatedAt: sql`${websites.updatedAt}` })
    .where(eq(websites.id, websiteId));
}

import { and, asc, eq, sql } from "drizzle-orm";
import { PLACEMENT_KEYS } from "@placard/shared/placements";
import type { Executor } from "../../db/client.js";
import { spaces, websites } from "../../db/schema/inventory.js";

const PLACEMENT_ORDER = `{${PLACEMENT_KEYS.join(",")}}`;

export type SpaceRow = typeof spaces.$inferSelect;
export type NewSpaceRow = typeof spaces.$inferInsert;

/** A space as the owner's screens read it: the marketplace's ranking figures are not theirs to show. */
export interface SpaceWithCounts extends Omit<SpaceRow, "measuredViewsTenths" | "pricePerThousandViewsCents"> {
  runningBookings: number;
  activeAds: number;
}

// Correlated subqueries over the outer "spaces" row. Written with aliases: Drizzle prints
// unqualified column names inside a single-table select, which would be ambiguous here.

/** Requests on this space that still hold it: submitted, not rejected, not yet over. */
export const activeAdsCount = sql<number>`(
  select count(distinct pr.id)::int
  from placement_request_spaces prs
  join placement_requests pr on pr.id = prs.request_id
  join ads a on a.id = pr.ad_id
  where prs.space_id = "spaces"."id"
    and a.status = 'submitted'
    and pr.review_status in ('pending', 'approved')
    and (pr.ends_at is null or pr.ends_at > now())
)`;

/** Bookings running now: approved, paid, inside their window. */
const runningBookingsCount = sql<number>`(
  select count(distinct pr.id)::int
  from placement_request_spaces prs
  join placement_requests pr on pr.id = prs.request_id
  where prs.space_id = "spaces"."id"
    and pr.review_status = 'approved'
    and pr.payment_status = 'paid'
    and pr.starts_at <= now()
    and pr.ends_at > now()
)`;

const columnsWithCounts = {
  id: spaces.id,
  websiteId: spaces.websiteId,
  publicId: spaces.publicId,
  placementKey: spaces.placementKey,
  name: spaces.name,
  description: spaces.description,
  priceCents: spaces.priceCents,
  capacity: spaces.capacity,
  instructions: spaces.instructions,
  tier: spaces.tier,
  visitorMin: spaces.visitorMin,
  visitorMax: spaces.visitorMax,
  defaultLanguage: spaces.defaultLanguage,
  legacyDuplicate: spaces.legacyDuplicate,
  createdAt: spaces.createdAt,
  updatedAt: spaces.updatedAt,
  runningBookings: runningBookingsCount,
  activeAds: activeAdsCount,
};

/** Oldest first; spaces created together follow the catalogue's order. */
export async function listWebsiteSpaces(executor: Executor, websiteId: string): Promise<SpaceWithCounts[]> {
  return executor
    .select(columnsWithCounts)
    .from(spaces)
    .where(eq(spaces.websiteId, websiteId))
    .orderBy(
      asc(spaces.createdAt),
      sql`array_position(${PLACEMENT_ORDER}::text[], ${spaces.placementKey})`,
      asc(spaces.id),
    );
}

/**
 * The owner's space with its counts, or undefined. `lock` takes a row lock on the space
 * for the rest of the transaction, so capacity and deletion checks cannot race a booking.
 */
export async function findOwnerSpace(
  executor: Executor,
  ownerId: string,
  spaceId: string,
  options: { lock?: boolean } = {},
): Promise<SpaceWithCounts | undefined> {
  if (options.lock) {
    await executor.execute(sql`select 1 from ${spaces} where ${spaces.id} = ${spaceId} for update`);
  }
  const [row] = await executor
    .select(columnsWithCounts)
    .from(spaces)
    .innerJoin(websites, eq(websites.id, spaces.websiteId))
    .where(and(eq(spaces.id, spaceId), eq(websites.ownerId, ownerId)));
  return row;
}

export async function insertSpaces(executor: Executor, rows: NewSpaceRow[]): Promise<SpaceRow[]> {
  return executor.insert(spaces).values(rows).returning();
}

export async function updateSpace(
  executor: Executor,
  spaceId: string,
  changes: Partial<Pick<SpaceRow, "capacity" | "defaultLanguage">>,
): Promise<void> {
  await executor.update(spaces).set(changes).where(eq(spaces.id, spaceId));
}

export async function deleteSpaceRow(executor: Executor, spaceId: string): Promise<void> {
  await executor.delete(spaces).where(eq(spaces.id, spaceId));
}

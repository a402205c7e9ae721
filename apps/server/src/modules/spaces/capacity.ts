import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { placementRequestSpaces } from "../../db/schema/campaigns.js";
import { spaces, websites } from "../../db/schema/inventory.js";

/**
 * Capacity (a space's "user count") in one place (decision 0015). A request holds a slot of
 * each of its spaces at `now` when it is approved and either
 * - paid, and its booking has not ended (a paid booking, running or about to), or
 * - unpaid, and its payment window (`hold_expires_at`, PAYMENT_WINDOW_HOURS after the
 *   approval) is still open.
 * Pending requests hold nothing: they never block anyone. Every capacity check — publishing,
 * the marketplace's Fully Booked, approval, Pay Now, a payment's confirmation and delivery's
 * room — counts with the functions below.
 */

/** The request row aliased `pr` holds a slot at `now` (see above). */
export function holdsSlotSql(now: Date) {
  return sql`(pr.review_status = 'approved' and (
    (pr.payment_status = 'paid' and pr.ends_at > ${now})
    or (pr.payment_status = 'unpaid' and pr.hold_expires_at > ${now})))`;
}

/** A paid booking that has not ended: what an open payment window must still find room beside. */
export function paidBookingSql(now: Date) {
  return sql`(pr.review_status = 'approved' and pr.payment_status = 'paid' and pr.ends_at > ${now})`;
}

/**
 * Correlated subquery over the outer `"spaces"` row: how many requests (other than
 * `exceptRequestId`) meet `condition` on it. Walks `prs_space_idx` and the requests'
 * primary key: the work grows with the space's own requests, never the table.
 */
function countOnSpaceSql(condition: SQL, exceptRequestId?: string) {
  const except = exceptRequestId ? sql`and pr.id <> ${exceptRequestId}` : sql``;
  return sql<number>`(
    select count(distinct pr.id)::int
    from placement_request_spaces prs
    join placement_requests pr on pr.id = prs.request_id
    where prs.space_id = "spaces"."id" ${except} and ${condition}
  )`;
}

/** Slots of the outer `"spaces"` row held at `now` by requests other than `exceptRequestId`. */
export const heldSlotsSql = (now: Date, exceptRequestId?: string) =>
  countOnSpaceSql(holdsSlotSql(now), exceptRequestId);

/** Correlated subquery over the outer `"spaces"` row: requests still waiting for the owner's review. */
export const pendingRequestsSql = sql<number>`(
  select count(distinct pr.id)::int
  from placement_request_spaces prs
  join placement_requests pr on pr.id = prs.request_id
  where prs.space_id = "spaces"."id" and pr.review_status = 'pending'
)`;

/** Free slots of a space holding `held` of `capacity`. */
export const freeSlots = (capacity: number, held: number) => Math.max(0, capacity - held);

/** Whether one more advertiser fits. */
export const hasRoom = (capacity: number, held: number) => held < capacity;

/** The fields of a request that decide whether it holds a slot. */
export interface SlotHolder {
  reviewStatus: "pending" | "approved" | "rejected" | "expired";
  paymentStatus: "unpaid" | "paid" | "refunded";
  endsAt: Date | null;
  holdExpiresAt: Date | null;
  /** An approval for a space full today holds its slot from this day (decision 0025); null: from now. */
  holdsFrom?: Date | null;
}

/** `holdsSlotSql` for one request already in memory. */
export function holdsSlot(request: SlotHolder, now: Date) {
  if (request.reviewStatus !== "approved") return false;
  if (request.paymentStatus === "paid") return request.endsAt !== null && request.endsAt > now;
  return request.paymentStatus === "unpaid" && request.holdExpiresAt !== null && request.holdExpiresAt > now;
}

/** Approved, never paid, and its payment window closed: the approval lapsed. */
export function isLapsed(request: SlotHolder, now: Date) {
  return (
    request.reviewStatus === "approved" &&
    request.paymentStatus === "unpaid" &&
    request.holdExpiresAt !== null &&
    request.holdExpiresAt <= now
  );
}

export interface SpaceSlots {
  id: string;
  name: string;
  websiteId: string;
  ownerId: string;
  capacity: number;
  /** Slots held by requests other than the one asked about. */
  held: number;
  /** Of those, paid bookings. */
  paid: number;
  /** Requests waiting for review on this space (they compete for its free slots). */
  pending: number;
}

/**
 * Locks the spaces' rows for the rest of the transaction, all at once in id order. Every
 * locker takes all the spaces it needs in one call, so two lockers never deadlock.
 */
export async function lockSpaces(executor: Executor, spaceIds: string[]) {
  if (spaceIds.length === 0) return;
  await executor.execute(
    sql`select 1 from ${spaces} where ${inArray(spaces.id, spaceIds)} order by ${spaces.id} for update`,
  );
}

/** The spaces of these requests (each once). */
export async function spacesOfRequests(executor: Executor, requestIds: string[]): Promise<string[]> {
  if (requestIds.length === 0) return [];
  const rows = await executor
    .selectDistinct({ id: placementRequestSpaces.spaceId })
    .from(placementRequestSpaces)
    .where(inArray(placementRequestSpaces.requestId, requestIds));
  return rows.map((row) => row.id);
}

/**
 * The spaces' slots at `now`, not counting `exceptRequestId`. With `lock`, the spaces' rows
 * are locked first (`lockSpaces`) for the rest of the transaction: whoever takes a slot next waits, so the last slot cannot be taken twice.
 */
export async function spaceSlots(
  executor: Executor,
  spaceIds: string[],
  options: { now?: Date; exceptRequestId?: string; lock?: boolean } = {},
): Promise<SpaceSlots[]> {
  if (spaceIds.length === 0) return [];
  if (options.lock) await lockSpaces(executor, spaceIds);
  const now = options.now ?? new Date();
  return executor
    .select({
      id: spaces.id,
      name: spaces.name,
      websiteId: spaces.websiteId,
      ownerId: websites.ownerId,
      capacity: spaces.capacity,
      held: heldSlotsSql(now, options.exceptRequestId),
      paid: countOnSpaceSql(paidBookingSql(now), options.exceptRequestId),
      pending: pendingRequestsSql,
    })
    .from(spaces)
    .innerJoin(websites, sql`${websites.id} = ${spaces.websiteId}`)
    .where(inArray(spaces.id, spaceIds))
    .orderBy(spaces.id);
}

/**
 * The slots of one request's spaces, not counting the request itself: whether it could
 * take (or keep) a slot in each. `lock` as in `spaceSlots`.
 */
export async function slotsForRequest(
  executor: Executor,
  requestId: string,
  options: { now?: Date; lock?: boolean } = {},
): Promise<SpaceSlots[]> {
  const rows = await executor
    .select({ id: placementRequestSpaces.spaceId })
    .from(placementRequestSpaces)
    .where(eq(placementRequestSpaces.requestId, requestId));
  return spaceSlots(
    executor,
    rows.map((row) => row.id),
    { ...options, exceptRequestId: requestId },
  );
}

/** The first of these spaces with no free slot, if any. */
export const firstFull = <T extends { capacity: number; held: number }>(slots: T[]) =>
  slots.find((space) => !hasRoom(space.capacity, space.held));

/**
 * Whether `request` may be paid for now (Pay Now, and its confirmation): the first of its
 * spaces (`slotsForRequest`) without room for it, if any. A request inside its payment
 * window already holds its slot, so it only needs room beside the other *paid* bookings
 * (several open windows compete if the owner lowered the user count: the first to pay
 * wins); any other request needs a free slot.
 */
export function firstFullFor(request: SlotHolder, slots: SpaceSlots[], now: Date) {
  if (!holdsSlot(request, now)) return firstFull(slots);
  return slots.find((space) => !hasRoom(space.capacity, space.paid));
}

import { BOOKING_DAYS, SCHEDULE_MAX_DAYS } from "@placard/shared/payments";
import { eq, inArray, sql } from "drizzle-orm";
import { type Executor, selectRows } from "../../db/client.js";
import { placementRequestSpaces } from "../../db/schema/campaigns.js";
import { spaces } from "../../db/schema/inventory.js";
import { holdsSlot, holdsSlotSql, lockSpaces, type SlotHolder } from "./capacity.js";

/**
 * Capacity over a booking's window (decision 0025): a booking may start on a later day, so
 * "is there room?" is asked of the 30 days it would run, not of today. Each other request
 * that holds a slot (capacity.ts's rule) holds it over an interval:
 * - a paid booking over [starts_at, ends_at);
 * - an open payment window over [now, hold_expires_at + 30 days): the longest it could run
 *   if paid at the last moment, starting at once.
 * A window has room on a space when, at every moment of it, fewer than the space's
 * capacity of those intervals overlap (the peak, not the number that touch the window: two
 * bookings one after the other take one slot).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const BOOKING_MS = BOOKING_DAYS * DAY_MS;

export interface Interval {
  from: number;
  until: number;
}

export interface SpaceIntervals {
  id: string;
  name: string;
  capacity: number;
  /** Intervals of every other request holding a slot (paid bookings and open windows). */
  held: Interval[];
  /** Of those, paid bookings only. */
  paid: Interval[];
  /** Of those, open payment windows only (`holdInterval`). */
  windows: Interval[];
}

/** Midnight UTC at or after `at`: the first whole day a slot freed at `at` can be booked from. */
export const ceilUtcDay = (at: number) => Math.ceil(at / DAY_MS) * DAY_MS;

/** Today's date in UTC, "YYYY-MM-DD". */
export const utcDate = (at: Date) => at.toISOString().slice(0, 10);

/** When a booking for `startDate` (or "as soon as paid", when none or today) starts: never before `now`. */
export function bookingStart(startDate: string | null | undefined, now: Date): Date {
  if (!startDate) return now;
  const midnight = new Date(`${startDate}T00:00:00.000Z`);
  return midnight > now ? midnight : now;
}

/** The latest start date an advertiser may choose: today + SCHEDULE_MAX_DAYS (UTC). */
export const lastStartDate = (now: Date) => utcDate(new Date(now.getTime() + SCHEDULE_MAX_DAYS * DAY_MS));

/** The most intervals that overlap at any one moment of [from, until). */
export function peakOverlap(intervals: Interval[], from: number, until: number): number {
  const inside = intervals.filter((interval) => interval.from < until && interval.until > from);
  const points = [from, ...inside.map((interval) => interval.from).filter((point) => point > from)];
  let peak = 0;
  for (const point of points) {
    const count = inside.filter((interval) => interval.from <= point && interval.until > point).length;
    peak = Math.max(peak, count);
  }
  return peak;
}

/** Where an open payment window holds its slot (decision 0025): from its `holdsFrom` day
 * (or now) until the end of the longest booking it could still buy, started at the latest of
 * that day and the window's end. */
export function holdInterval(holder: { holdsFrom?: Date | null; holdExpiresAt: Date | null }, now: Date): Interval {
  const holdsFrom = holder.holdsFrom?.getTime() ?? 0;
  const expires = holder.holdExpiresAt?.getTime() ?? now.getTime();
  return { from: Math.max(now.getTime(), holdsFrom), until: Math.max(holdsFrom, expires) + BOOKING_MS };
}

interface HolderRow {
  spaceId: string;
  paymentStatus: SlotHolder["paymentStatus"];
  startsAt: Date | string | null;
  endsAt: Date | string | null;
  holdExpiresAt: Date | string | null;
  holdsFrom: Date | string | null;
}

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The requests holding a slot of each space, one space at a time (a lateral join through
 * `prs_space_idx`, then the requests' primary key): however many spaces a marketplace page
 * asks about, the planner cannot trade it for a hash join over every request (`offset 0`
 * keeps it from flattening the subquery into one).
 */
async function holdersOf(executor: Executor, spaceIds: string[], now: Date, exceptRequestId?: string) {
  const rows = await selectRows<HolderRow>(
    executor,
    sql`select s.id as "spaceId", h.payment_status as "paymentStatus", h.starts_at as "startsAt",
          h.ends_at as "endsAt", h.hold_expires_at as "holdExpiresAt", h.holds_from as "holdsFrom"
        from unnest(${sql.param(spaceIds)}::text[]) as s(id)
        cross join lateral (
          select pr.payment_status, pr.starts_at, pr.ends_at, pr.hold_expires_at, pr.holds_from
          from placement_request_spaces prs
          join placement_requests pr on pr.id = prs.request_id
          where prs.space_id = s.id and ${holdsSlotSql(now)}
            ${exceptRequestId ? sql`and pr.id <> ${exceptRequestId}` : sql``}
          offset 0
        ) h`,
  );
  return rows.map((row) => ({
    ...row,
    startsAt: dateOrNull(row.startsAt),
    endsAt: dateOrNull(row.endsAt),
    holdExpiresAt: dateOrNull(row.holdExpiresAt),
    holdsFrom: dateOrNull(row.holdsFrom),
  }));
}

/**
 * The spaces with the intervals requests other than `exceptRequestId` hold on them (one
 * query through `prs_space_idx`: the work grows with these spaces' requests). With `lock`,
 * the spaces' rows are locked first, all at once in id order (capacity.ts `lockSpaces`).
 */
export async function spaceIntervals(
  executor: Executor,
  spaceIds: string[],
  options: {
    now: Date;
    exceptRequestId?: string;
    lock?: boolean;
    /** The spaces' names and capacities when the caller has them already (the marketplace). */
    known?: { id: string; name: string; capacity: number }[];
  },
): Promise<SpaceIntervals[]> {
  if (spaceIds.length === 0) return [];
  if (options.lock) await lockSpaces(executor, spaceIds);
  const now = options.now;
  const [spaceRows, holders] = await Promise.all([
    options.known
      ? options.known.map(({ id, name, capacity }) => ({ id, name, capacity }))
      : executor
          .select({ id: spaces.id, name: spaces.name, capacity: spaces.capacity })
          .from(spaces)
          .where(inArray(spaces.id, spaceIds))
          .orderBy(spaces.id),
    holdersOf(executor, spaceIds, now, options.exceptRequestId),
  ]);
  return spaceRows.map((space) => {
    const paid: Interval[] = [];
    const windows: Interval[] = [];
    for (const holder of holders.filter((row) => row.spaceId === space.id)) {
      if (holder.paymentStatus === "paid" && holder.endsAt) {
        paid.push({ from: (holder.startsAt ?? now).getTime(), until: holder.endsAt.getTime() });
      } else if (holder.holdExpiresAt) {
        windows.push(holdInterval(holder, now));
      }
    }
    return { ...space, held: [...paid, ...windows], paid, windows };
  });
}

/** The spaces of `requestId` with the intervals the other requests hold on them (`spaceIntervals`). */
export async function spaceIntervalsForRequest(
  executor: Executor,
  requestId: string,
  options: { now: Date; lock?: boolean },
): Promise<SpaceIntervals[]> {
  const own = await executor
    .select({ id: placementRequestSpaces.spaceId })
    .from(placementRequestSpaces)
    .where(eq(placementRequestSpaces.requestId, requestId));
  return spaceIntervals(
    executor,
    own.map((row) => row.id),
    { ...options, exceptRequestId: requestId },
  );
}

/** The first of these spaces where [from, until) does not fit beside every holder, if any. */
export const firstFullOver = (slots: SpaceIntervals[], from: number, until: number) =>
  slots.find((space) => peakOverlap(space.held, from, until) >= space.capacity);

/**
 * The first of the request's spaces without room over [from, from + 30 days), if any. A
 * request inside its own payment window already holds its slot (decision 0015), so it needs
 * room only beside the paid bookings and the open windows with an earlier claim — those that
 * hold from an earlier day than its own (`holdsFrom`, decision 0025: an approval for a space
 * full today queues behind the windows already there). Windows holding from the same moment
 * (the owner lowered the user count) compete: the first to pay wins. Any other request needs
 * room beside every holder.
 */
export function firstFullInWindow(request: SlotHolder, slots: SpaceIntervals[], from: number, now: Date) {
  const until = from + BOOKING_MS;
  if (!(holdsSlot(request, now) && request.paymentStatus === "unpaid")) return firstFullOver(slots, from, until);
  const claim = holdInterval(request, now).from;
  return slots.find((space) => {
    const before = [...space.paid, ...space.windows.filter((window) => window.from < claim)];
    return peakOverlap(before, from, until) >= space.capacity;
  });
}

/** Start candidates from now to the horizon: now, `extra`, and each day a holder's interval ends. */
function startCandidates(slots: SpaceIntervals[], now: Date, extra: (Date | null | undefined)[] = []) {
  const horizon = new Date(`${lastStartDate(now)}T00:00:00.000Z`).getTime();
  const candidates = [
    now.getTime(),
    ...extra.map((at) => at?.getTime() ?? 0),
    ...slots.flatMap((space) => space.held.map((interval) => ceilUtcDay(interval.until))),
  ];
  return [...new Set(candidates)].filter((at) => at >= now.getTime() && at <= horizon).sort((a, b) => a - b);
}

/**
 * The earliest start, from now up to SCHEDULE_MAX_DAYS ahead, at which every one of the
 * request's spaces has room for 30 days: now, or a day (midnight UTC) when some slot frees
 * up, or the day its own window holds from. Null when there is none inside the horizon.
 */
export function nextFreeStart(request: SlotHolder, slots: SpaceIntervals[], now: Date): Date | null {
  const start = startCandidates(slots, now, [request.holdsFrom]).find(
    (at) => firstFullInWindow(request, slots, at, now) === undefined,
  );
  return start === undefined ? null : new Date(start);
}

/**
 * For a new booking that holds nothing yet (publishing, the marketplace): the earliest start
 * within SCHEDULE_MAX_DAYS at which 30 days fit beside every holder on all these spaces.
 */
export function firstFreeStart(slots: SpaceIntervals[], now: Date): Date | null {
  const start = startCandidates(slots, now).find((at) => firstFullOver(slots, at, at + BOOKING_MS) === undefined);
  return start === undefined ? null : new Date(start);
}

/**
 * For an approval (decision 0025): the earliest start within SCHEDULE_MAX_DAYS from which the
 * payment window closing at `holdExpiresAt` can hold its slot — the whole hold interval
 * (`holdInterval`) fits beside every other holder on all the spaces. Now when there is room
 * today; null when there is none inside the horizon.
 */
export function firstHoldStart(slots: SpaceIntervals[], now: Date, holdExpiresAt: Date): Date | null {
  const start = startCandidates(slots, now).find((at) => {
    const hold = holdInterval({ holdsFrom: new Date(at), holdExpiresAt }, now);
    return firstFullOver(slots, hold.from, hold.until) === undefined;
  });
  return start === undefined ? null : new Date(start);
}

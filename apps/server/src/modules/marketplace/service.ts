import type { MeasuredTraffic, PublicSpace, PublicWebsite, SpaceSort } from "@placard/shared/ads";
import { getPlacement, type PlacementKey } from "@placard/shared/placements";
import type { Executor } from "../../db/client.js";
import { mediaPath } from "../media/index.js";
import {
  freeSlots,
  hasRoom,
  BOOKING_MS,
  firstFreeStart,
  peakOverlap,
  spaceIntervals,
  utcDate,
} from "../spaces/index.js";
import { listSpaceAges, type MarketplaceSpaceRow } from "./queries.js";
import { measuredTraffic, pricePerThousandViews, websiteViewsPerDay } from "./traffic.js";

type WebsiteRow = {
  id: string;
  name: string;
  url: string;
  status: "pending" | "verified";
  thumbnailKey: string | null;
  spaceCount: number;
};

export function toPublicWebsite(row: WebsiteRow, measuredViewsPerDay: number | null): PublicWebsite {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    thumbnailUrl: row.thumbnailKey ? mediaPath(row.thumbnailKey) : null,
    spaceCount: row.spaceCount,
    verified: row.status === "verified",
    measuredViewsPerDay,
  };
}

/** Websites as advertisers see them, each with the measured views of its spaces. */
export async function toPublicWebsites(executor: Executor, rows: WebsiteRow[]): Promise<PublicWebsite[]> {
  const spaces = await listSpaceAges(
    executor,
    rows.map((row) => row.id),
  );
  const measured = await measuredTraffic(executor, spaces);
  return rows.map((row) =>
    toPublicWebsite(
      row,
      websiteViewsPerDay(
        spaces.filter((space) => space.websiteId === row.id).map((space) => measured.get(space.id) ?? null),
      ),
    ),
  );
}

/**
 * A space as advertisers see it: full when no 30-day booking from now fits beside the paid
 * bookings and open payment windows; then `freeFrom` says when one does (decision 0025).
 */
export function toPublicSpace(
  row: MarketplaceSpaceRow,
  measured: MeasuredTraffic | null,
  window?: FullWindow,
): PublicSpace {
  const placement = getPlacement(row.placementKey as PlacementKey);
  const available = window ? window.available : freeSlots(row.capacity, row.held);
  return {
    id: row.id,
    websiteId: row.websiteId,
    placementKey: placement.key,
    spaceType: placement.spaceType,
    name: row.name,
    description: row.description,
    instructions: row.instructions,
    priceCents: row.priceCents,
    capacity: row.capacity,
    available,
    isFull: available === 0,
    freeFrom: available === 0 ? (window?.freeFrom ?? null) : null,
    tier: row.tier,
    visitorMin: row.visitorMin,
    visitorMax: row.visitorMax,
    measured,
    pricePerThousandViewsCents: pricePerThousandViews(row.priceCents, measured),
  };
}

/** A space every holder counts against today, looked at over the booked window. */
interface FullWindow {
  /** Bookings of 30 days from now that still fit (capacity less the peak over them). */
  available: number;
  /** When none does: the first day one fits, within SCHEDULE_MAX_DAYS. */
  freeFrom: string | null;
}

/**
 * For the spaces whose holders (paid bookings not ended, open payment windows) take every
 * slot only (decision 0025): whether a 30-day booking from now still fits — holders one after
 * another, or a window holding from a later day, leave room — and else the day one does.
 * With fewer holders than slots a booking from now always fits, so the list stays one query
 * when nothing is full, and adds one over the full spaces' holders (`prs_space_idx`) when some are.
 */
async function fullWindows(executor: Executor, rows: MarketplaceSpaceRow[]): Promise<Map<string, FullWindow>> {
  const full = rows.filter((row) => !hasRoom(row.capacity, row.held));
  const windows = new Map<string, FullWindow>();
  if (full.length === 0) return windows;
  const now = new Date();
  const ids = full.map((row) => row.id);
  for (const slot of await spaceIntervals(executor, ids, { now, known: full })) {
    const available = freeSlots(slot.capacity, peakOverlap(slot.held, now.getTime(), now.getTime() + BOOKING_MS));
    const start = available > 0 ? null : firstFreeStart([slot], now);
    windows.set(slot.id, { available, freeFrom: start ? utcDate(start) : null });
  }
  return windows;
}

/** Spaces with their measured traffic, in the asked order (unmeasured ones last when sorting by it). */
export async function toPublicSpaces(
  executor: Executor,
  rows: MarketplaceSpaceRow[],
  sort: SpaceSort = "listed",
): Promise<PublicSpace[]> {
  const [measured, windows] = await Promise.all([measuredTraffic(executor, rows), fullWindows(executor, rows)]);
  const spaces = rows.map((row) => toPublicSpace(row, measured.get(row.id) ?? null, windows.get(row.id)));
  if (sort === "listed") return spaces;
  const rank = (space: PublicSpace) => space.pricePerThousandViewsCents ?? Number.POSITIVE_INFINITY;
  // Array.prototype.sort is stable: equal prices keep the listed order.
  return spaces.sort((a, b) => rank(a) - rank(b));
}

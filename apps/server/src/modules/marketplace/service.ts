import type { MeasuredTraffic, PublicSpace, PublicWebsite, SpaceSort } from "@placard/shared/ads";
import { getPlacement, type PlacementKey } from "@placard/shared/placements";
import type { Executor } from "../../db/client.js";
import { mediaPath } from "../media/service.js";
import { freeSlots } from "../spaces/capacity.js";
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

/** A space as advertisers see it; full when paid bookings and open payment windows take every slot. */
export function toPublicSpace(row: MarketplaceSpaceRow, measured: MeasuredTraffic | null): PublicSpace {
  const placement = getPlacement(row.placementKey as PlacementKey);
  const available = freeSlots(row.capacity, row.held);
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
    tier: row.tier,
    visitorMin: row.visitorMin,
    visitorMax: row.visitorMax,
    measured,
    pricePerThousandViewsCents: pricePerThousandViews(row.priceCents, measured),
  };
}

/** Spaces with their measured traffic, in the asked order (unmeasured ones last when sorting by it). */
export async function toPublicSpaces(
  executor: Executor,
  rows: MarketplaceSpaceRow[],
  sort: SpaceSort = "listed",
): Promise<PublicSpace[]> {
  const measured = await measuredTraffic(executor, rows);
  const spaces = rows.map((row) => toPublicSpace(row, measured.get(row.id) ?? null));
  if (sort === "listed") return spaces;
  const rank = (space: PublicSpace) => space.pricePerThousandViewsCents ?? Number.POSITIVE_INFINITY;
  // Array.prototype.sort is stable: equal prices keep the listed order.
  return spaces.sort((a, b) => rank(a) - rank(b));
}

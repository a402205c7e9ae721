import type { PublicSpace, PublicWebsite } from "@placard/shared/ads";
import { getPlacement, type PlacementKey } from "@placard/shared/placements";
import { mediaPath } from "../media/service.js";
import { freeSlots } from "../spaces/capacity.js";
import type { MarketplaceSpaceRow } from "./queries.js";

export function toPublicWebsite(row: {
  id: string;
  name: string;
  url: string;
  thumbnailKey: string | null;
  spaceCount: number;
}): PublicWebsite {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    thumbnailUrl: row.thumbnailKey ? mediaPath(row.thumbnailKey) : null,
    spaceCount: row.spaceCount,
  };
}

/** A space as advertisers see it; full when paid bookings and open payment windows take every slot. */
export function toPublicSpace(row: MarketplaceSpaceRow): PublicSpace {
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
  };
}

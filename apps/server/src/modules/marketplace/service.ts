import type { PublicSpace, PublicWebsite } from "@placard/shared/ads";
import { getPlacement, type PlacementKey } from "@placard/shared/placements";
import { mediaPath } from "../media/service.js";
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

/** A space as advertisers see it; full when running bookings plus awaiting requests reach capacity. */
export function toPublicSpace(row: MarketplaceSpaceRow): PublicSpace {
  const placement = getPlacement(row.placementKey as PlacementKey);
  const available = Math.max(0, row.capacity - row.activeAds);
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

import {
  SERVE_CLICK_PATH,
  SERVE_VIEW_PATH,
  type ServedSpace,
  type ServeSpacesResponse,
} from "@placard/shared/delivery";
import { hasRoom } from "../spaces/index.js";
import { type CachedBooking, type CachedSpace, type DeliveryCache, runningBookings } from "./cache.js";
import { chooseCreative } from "./creative-rotation.js";
import type { TokenSigner } from "./tokens.js";

/** Only http(s) links leave Placard; anything else is not linked at all. */
export function isHttpUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

function serveSpace(
  space: CachedSpace,
  publicUrl: string,
  signer: TokenSigner,
  client: string,
  now: number,
  choose: CreativeChooser,
): ServedSpace {
  const running = runningBookings(space, now);
  return {
    publicId: space.publicId,
    name: space.name,
    language: space.language,
    priceCents: space.priceCents,
    capacity: space.capacity,
    // A booking whose creatives are all paused or unapproved here shows nothing (decision 0061).
    ads: running
      .filter((booking) => !booking.isWithheld)
      .map((booking) => {
        const shown = booking.creatives[choose(booking)];
        const token = signer.issue(booking.adId, space.id, client, now, shown?.number);
        return {
          token,
          businessName: booking.businessName,
          description: booking.description,
          location: booking.location,
          clickUrl: `${publicUrl}${SERVE_CLICK_PATH}?t=${encodeURIComponent(token)}`,
          reportUrl: `${publicUrl}/report/${encodeURIComponent(booking.adId)}?space=${encodeURIComponent(space.publicId)}`,
          creative: shown ? shown.creative : booking.creative,
        };
      }),
    // Running bookings only: the cache does not see payment windows (decision 0015).
    hasRoom: hasRoom(space.capacity, running.length),
    advertiseUrl: `${publicUrl}/direct-ad?websiteId=${encodeURIComponent(space.websiteId)}&categoryId=${encodeURIComponent(space.id)}`,
  };
}

/** Which of a booking's creatives a decision shows (an index into `creatives`; decision 0061). */
export type CreativeChooser = (booking: CachedBooking) => number;

/**
 * The decision for several slots at once, from memory only. Its tokens are bound to
 * `client` (the tag of the address and User-Agent asking), or UNBOUND_CLIENT.
 */
export function decide(
  cache: DeliveryCache,
  signer: TokenSigner,
  publicUrl: string,
  publicIds: string[],
  client: string,
  now = Date.now(),
  choose: CreativeChooser = chooseCreative,
): ServeSpacesResponse {
  const spaces: Record<string, ServedSpace> = {};
  for (const publicId of publicIds) {
    const space = cache.space(publicId);
    if (space) spaces[publicId] = serveSpace(space, publicUrl, signer, client, now, choose);
  }
  return { spaces, viewUrl: `${publicUrl}${SERVE_VIEW_PATH}` };
}

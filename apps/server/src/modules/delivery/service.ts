import {
  leadImageSrcset,
  SERVE_CLICK_PATH,
  SERVE_VIEW_PATH,
  type ServedCreative,
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

/** The bookings a space shows now, in the decision's order: withheld ones (every creative paused or unapproved, decision 0061) show nothing. */
const shownBookings = (space: CachedSpace, now: number) =>
  runningBookings(space, now).filter((booking) => !booking.isWithheld);

/**
 * The picture the space's first card shows, when a page may preload it (decision 0066): an
 * image, of a booking with one creative (with several, each decision picks its own).
 */
function leadCreative(space: CachedSpace, now: number): ServedCreative | undefined {
  const first = shownBookings(space, now)[0];
  if (!first || first.creatives.length > 1) return undefined;
  const creative = first.creatives[0]?.creative ?? first.creative;
  return creative?.kind === "image" ? creative : undefined;
}

/**
 * What `GET /serve/v1/spaces/<publicId>/image?w=` answers with (decision 0067): the storage key
 * of the narrowest of the lead creative's files at least `width` px wide (the widest when none
 * is), or undefined.
 */
export function leadImageKey(cache: DeliveryCache, publicId: string, width: number, now = Date.now()) {
  const space = cache.space(publicId);
  const creative = space && leadCreative(space, now);
  if (!creative) return undefined;
  const files = cache.imageFiles(creative);
  return (files.find((file) => file.width >= width) ?? files[files.length - 1])?.key;
}

function serveSpace(
  space: CachedSpace,
  publicUrl: string,
  signer: TokenSigner,
  client: string,
  now: number,
  choose: CreativeChooser,
  lead: boolean,
): ServedSpace {
  const running = runningBookings(space, now);
  // A page that preloads the lead image (decision 0066) draws it from the same URLs.
  const leading = lead ? leadCreative(space, now) : undefined;
  return {
    publicId: space.publicId,
    name: space.name,
    language: space.language,
    priceCents: space.priceCents,
    capacity: space.capacity,
    ads: shownBookings(space, now).map((booking, index) => {
      const shown = booking.creatives[choose(booking)];
      const token = signer.issue(booking.adId, space.id, client, now, shown?.number);
      return {
        token,
        businessName: booking.businessName,
        description: booking.description,
        location: booking.location,
        clickUrl: `${publicUrl}${SERVE_CLICK_PATH}?t=${encodeURIComponent(token)}`,
        reportUrl: `${publicUrl}/report/${encodeURIComponent(booking.adId)}?space=${encodeURIComponent(space.publicId)}`,
        creative:
          index === 0 && leading
            ? { ...leading, srcset: leadImageSrcset(publicUrl, space.publicId) }
            : shown
              ? shown.creative
              : booking.creative,
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
  lead = false,
): ServeSpacesResponse {
  const spaces: Record<string, ServedSpace> = {};
  for (const publicId of publicIds) {
    const space = cache.space(publicId);
    if (space) spaces[publicId] = serveSpace(space, publicUrl, signer, client, now, choose, lead);
  }
  return { spaces, viewUrl: `${publicUrl}${SERVE_VIEW_PATH}` };
}

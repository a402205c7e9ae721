import type { ServedCreative } from "@placard/shared/delivery";
import type { Db } from "../../db/client.js";
import { mediaPath } from "../media/service.js";
import { listLiveBookings, listServableSpaces } from "./queries.js";

export interface CachedBooking {
  adId: string;
  startsAt: number;
  endsAt: number;
  businessName: string;
  businessLink: string;
  location: string;
  description: string;
  creative: ServedCreative | null;
}

export interface CachedSpace {
  id: string;
  publicId: string;
  websiteId: string;
  name: string;
  language: string;
  priceCents: number;
  capacity: number;
  /** The website's origin (`https://example.com`): the embed asking from its host is recorded as a hint. */
  websiteOrigin: string | null;
  isWebsiteVerified: boolean;
  bookings: CachedBooking[];
}

interface Snapshot {
  byPublicId: Map<string, CachedSpace>;
  /** Business links of every ad with a live booking, for click redirects. */
  links: Map<string, string>;
}

/**
 * What delivery answers from: every space and its live bookings, in memory. The hot
 * path only reads the current snapshot; a change (approval, payment, rejection, expiry,
 * space edit — here or, through Redis, on another instance) rebuilds it in the
 * background, coalescing bursts into one reload.
 */
export function createDeliveryCache(options: {
  db: Db;
  publicUrl: string;
  log: { error(obj: unknown, msg: string): void };
}) {
  let snapshot: Snapshot = { byPublicId: new Map(), links: new Map() };
  let reloading: Promise<void> | undefined;
  let isDirty = false;

  const absolute = (key: string) => `${options.publicUrl}${mediaPath(key)}`;

  async function build(): Promise<Snapshot> {
    const now = new Date();
    const [spaceRows, bookingRows] = await Promise.all([
      listServableSpaces(options.db),
      listLiveBookings(options.db, now),
    ]);
    const byId = new Map<string, CachedSpace>();
    for (const { websiteUrl, websiteStatus, ...row } of spaceRows) {
      byId.set(row.id, {
        ...row,
        websiteOrigin: originOf(websiteUrl),
        isWebsiteVerified: websiteStatus === "verified",
        bookings: [],
      });
    }
    const links = new Map<string, string>();
    for (const row of bookingRows) {
      const space = byId.get(row.spaceId);
      if (!space || !row.startsAt || !row.endsAt) continue;
      links.set(row.adId, row.businessLink);
      space.bookings.push({
        adId: row.adId,
        startsAt: row.startsAt.getTime(),
        endsAt: row.endsAt.getTime(),
        businessName: row.businessName,
        businessLink: row.businessLink,
        location: row.businessLocation,
        description: row.description,
        creative:
          row.creativeKind && row.storageKey
            ? {
                kind: row.creativeKind,
                url: absolute(row.storageKey),
                thumbnailUrl: row.thumbnailKey ? absolute(row.thumbnailKey) : null,
              }
            : null,
      });
    }
    return { byPublicId: new Map([...byId.values()].map((space) => [space.publicId, space])), links };
  }

  async function reload(): Promise<void> {
    if (reloading) {
      isDirty = true;
      return reloading;
    }
    reloading = (async () => {
      do {
        isDirty = false;
        try {
          snapshot = await build();
        } catch (error) {
          options.log.error({ err: error }, "delivery cache reload failed");
        }
      } while (isDirty);
    })().finally(() => {
      reloading = undefined;
    });
    return reloading;
  }

  return {
    reload,
    /** Marks the cache stale; the reload runs in the background. */
    invalidate() {
      void reload();
    },
    /** Settles once every requested reload has finished (tests, benchmarks). */
    async settled() {
      while (reloading) await reloading;
    },
    space(publicId: string) {
      return snapshot.byPublicId.get(publicId);
    },
    businessLink(adId: string) {
      return snapshot.links.get(adId);
    },
  };
}

export type DeliveryCache = ReturnType<typeof createDeliveryCache>;

function originOf(url: string) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The bookings running at `now`, at most the space's capacity, in a stable order. */
export function runningBookings(space: CachedSpace, now: number) {
  return space.bookings.filter((booking) => booking.startsAt <= now && booking.endsAt > now).slice(0, space.capacity);
}

import type { CreativeRotation } from "@placard/shared/creatives";
import type { ServedCreative } from "@placard/shared/delivery";
import type { Db } from "../../db/client.js";
import { listServedCreatives } from "./creative-queries.js";
import { createServedCreatives } from "./served-creatives.js";
import type { RotatingCreative } from "./creative-rotation.js";
import { listLiveBookings, listServableSpaces, listTouchedSpaceIds } from "./queries.js";

export interface CachedBooking {
  adId: string;
  /** How its creatives take turns, and those approved for this website and not paused (decision 0061). */
  rotation: CreativeRotation;
  creatives: RotatingCreative[];
  /** Every creative paused or waiting for this website's review: the booking shows nothing (0061). */
  isWithheld?: boolean;
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
  /** Where the space sits on the page (PLACEMENTS): the server-rendered HTML loads a first-screen picture at once. */
  placementKey: string;
  language: string;
  priceCents: number;
  capacity: number;
  /** The website's origin (`https://example.com`): the embed asking from its host is recorded as a hint. */
  websiteOrigin: string | null;
  isWebsiteVerified: boolean;
  bookings: CachedBooking[];
}

/**
 * What changed, by id: a space's own fields, a website's address or status (all its
 * spaces), a placement request's review, payment or window (the spaces it books).
 */
export interface DeliveryChange {
  spaceIds?: readonly string[];
  websiteIds?: readonly string[];
  requestIds?: readonly string[];
}

/**
 * What delivery answers from: every space and its live bookings, in memory. The hot
 * path only reads the maps. A full build runs at startup (and on `invalidate()`); a
 * change names what it touched (`touch`, here or, through Redis, on another instance)
 * and reloads only those spaces by index, so a write costs what it touched, not the
 * size of the marketplace (decision 0019). Changes arriving during a load are
 * coalesced into the next one.
 */
export function createDeliveryCache(options: {
  db: Db;
  publicUrl: string;
  log: { error(obj: unknown, msg: string): void };
  /** The pause before a failed load is tried again (as a full build). */
  retryMs?: number;
}) {
  const retryMs = options.retryMs ?? 1_000;
  let retryTimer: NodeJS.Timeout | undefined;
  let isStopped = false;
  let bySpaceId = new Map<string, CachedSpace>();
  let byPublicId = new Map<string, CachedSpace>();
  /** Business links of ads with a live booking, for click redirects (an ad's link never changes once submitted). */
  let links = new Map<string, string>();
  let running: Promise<void> | undefined;
  let isFullPending = false;
  const pending = { spaceIds: new Set<string>(), websiteIds: new Set<string>(), requestIds: new Set<string>() };
  const stats = { fullBuilds: 0, targetedUpdates: 0, spacesLoaded: 0 };
  /** Goes up whenever what `space()` answers may have changed: answers built from it are stale. */
  let version = 0;

  const { served, imageFiles } = createServedCreatives(options.publicUrl);

  async function load(spaceIds?: string[]) {
    const [spaceRows, bookingRows] = await Promise.all([
      listServableSpaces(options.db, spaceIds),
      listLiveBookings(options.db, new Date(), spaceIds),
    ]);
    const loaded = new Map<string, CachedSpace>();
    for (const { websiteUrl, websiteStatus, ...row } of spaceRows) {
      loaded.set(row.id, {
        ...row,
        websiteOrigin: originOf(websiteUrl),
        isWebsiteVerified: websiteStatus === "verified",
        bookings: [],
      });
    }
    const creativesOf = new Map<string, RotatingCreative[]>();
    const rotationOf = new Map<string, CreativeRotation>();
    const creativeRows = await listServedCreatives(
      options.db,
      bookingRows.map((row) => row.requestId),
    );
    for (const row of creativeRows) {
      const list = creativesOf.get(row.requestId) ?? [];
      list.push({ number: row.number, creative: served(row), views: row.views, clicks: row.clicks });
      creativesOf.set(row.requestId, list);
      rotationOf.set(row.requestId, row.rotation);
    }
    const loadedLinks = new Map<string, string>();
    for (const row of bookingRows) {
      const space = loaded.get(row.spaceId);
      if (!space || !row.startsAt || !row.endsAt) continue;
      loadedLinks.set(row.adId, row.businessLink);
      space.bookings.push({
        adId: row.adId,
        rotation: rotationOf.get(row.requestId) ?? "even",
        creatives: creativesOf.get(row.requestId) ?? [],
        isWithheld: row.hasCreatives && !creativesOf.has(row.requestId),
        startsAt: row.startsAt.getTime(),
        endsAt: row.endsAt.getTime(),
        businessName: row.businessName,
        businessLink: row.businessLink,
        location: row.businessLocation,
        description: row.description,
        // The ad's own creative only for an ad without creative rows.
        creative:
          !row.hasCreatives && row.creativeKind && row.storageKey
            ? served({ ...row, kind: row.creativeKind, storageKey: row.storageKey })
            : null,
      });
    }
    return { spaces: loaded, links: loadedLinks };
  }

  async function buildAll() {
    const loaded = await load();
    bySpaceId = loaded.spaces;
    byPublicId = new Map([...loaded.spaces.values()].map((space) => [space.publicId, space]));
    links = loaded.links;
    version += 1;
    stats.fullBuilds += 1;
  }

  /** Reloads the touched spaces only; a space gone from the database leaves the cache. */
  async function update(change: { spaceIds: string[]; websiteIds: string[]; requestIds: string[] }) {
    const ids = new Set(change.spaceIds);
    for (const id of await listTouchedSpaceIds(options.db, change)) ids.add(id);
    // A website's spaces as cached too: one deleted since is found here, not in the database.
    if (change.websiteIds.length > 0) {
      const websiteIds = new Set(change.websiteIds);
      for (const space of bySpaceId.values()) if (websiteIds.has(space.websiteId)) ids.add(space.id);
    }
    stats.targetedUpdates += 1;
    if (ids.size === 0) return;
    const loaded = await load([...ids]);
    stats.spacesLoaded += loaded.spaces.size;
    for (const id of ids) {
      const previous = bySpaceId.get(id);
      const next = loaded.spaces.get(id);
      if (previous) byPublicId.delete(previous.publicId);
      if (next) {
        bySpaceId.set(id, next);
        byPublicId.set(next.publicId, next);
      } else {
        bySpaceId.delete(id);
      }
    }
    for (const [adId, link] of loaded.links) links.set(adId, link);
    version += 1;
  }

  const takePending = () => {
    const change = {
      spaceIds: [...pending.spaceIds],
      websiteIds: [...pending.websiteIds],
      requestIds: [...pending.requestIds],
    };
    pending.spaceIds.clear();
    pending.websiteIds.clear();
    pending.requestIds.clear();
    return change;
  };
  const hasPending = () =>
    isFullPending || pending.spaceIds.size + pending.websiteIds.size + pending.requestIds.size > 0;

  /** One worker: a full build absorbs whatever was pending when it started. */
  function drain(): Promise<void> {
    running ??= (async () => {
      while (hasPending() && !isStopped) {
        try {
          if (isFullPending) {
            isFullPending = false;
            takePending();
            await buildAll();
          } else {
            await update(takePending());
          }
        } catch (error) {
          // The change that failed has left `pending`: a full build absorbs it (and
          // anything lost with it), tried again after a pause rather than in a tight loop.
          options.log.error({ err: error }, "delivery cache reload failed; retrying with a full build");
          isFullPending = true;
          retryLater();
          break;
        }
      }
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  function retryLater() {
    if (retryTimer || isStopped) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (!isStopped) void drain();
    }, retryMs);
    retryTimer.unref();
  }

  return {
    /** Rebuilds everything (startup, or a change nobody can name). */
    reload() {
      isFullPending = true;
      return drain();
    },
    /** Marks the whole cache stale; the full rebuild runs in the background. */
    invalidate() {
      isFullPending = true;
      void drain();
    },
    /** Reloads only what `change` reaches, in the background (coalesced). */
    touch(change: DeliveryChange) {
      for (const id of change.spaceIds ?? []) pending.spaceIds.add(id);
      for (const id of change.websiteIds ?? []) pending.websiteIds.add(id);
      for (const id of change.requestIds ?? []) pending.requestIds.add(id);
      if (hasPending()) void drain();
    },
    /** No more loads, retries included (the server is closing). */
    stop() {
      isStopped = true;
      clearTimeout(retryTimer);
      retryTimer = undefined;
    },
    /** Settles once every requested load has finished (tests, benchmarks). */
    async settled() {
      while (running) await running;
    },
    /** How much work the cache has done: full builds, targeted updates, spaces loaded by them. */
    stats() {
      return { ...stats };
    },
    /** Changes whenever a load changed the cache (answers cached from it must be rebuilt). */
    version() {
      return version;
    },
    space(publicId: string) {
      return byPublicId.get(publicId);
    },
    businessLink(adId: string) {
      return links.get(adId);
    },
    /** An image creative's stored files by width, narrowest first (its srcset's, as keys). */
    imageFiles,
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

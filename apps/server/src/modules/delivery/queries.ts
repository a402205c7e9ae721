import { and, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.js";
import { user } from "../../db/schema/auth.js";
import { ads, placementRequestSpaces, placementRequests } from "../../db/schema/campaigns.js";
import { mediaObjects, spaces, websites } from "../../db/schema/inventory.js";

/** Every space (or only `spaceIds`), with what the embed needs to show it. */
export async function listServableSpaces(executor: Executor, spaceIds?: string[]) {
  const query = executor
    .select({
      id: spaces.id,
      publicId: spaces.publicId,
      websiteId: spaces.websiteId,
      name: spaces.name,
      placementKey: spaces.placementKey,
      language: spaces.defaultLanguage,
      priceCents: spaces.priceCents,
      capacity: spaces.capacity,
      websiteUrl: websites.url,
      websiteStatus: websites.status,
    })
    .from(spaces)
    .innerJoin(websites, eq(websites.id, spaces.websiteId))
    // A suspended owner's spaces are not served (issue #16).
    .innerJoin(user, and(eq(user.id, websites.ownerId), eq(user.banned, false)));
  return spaceIds ? query.where(inArray(spaces.id, spaceIds)) : query;
}

/**
 * Bookings that run now or start later (approved, paid, window not over), one row per
 * (booking, space), with the ad's public fields and creative. The cache filters by the
 * window at answer time, so a booking ends on time even between reloads. With
 * `spaceIds`, only those spaces' bookings (by the `prs_space_idx` index).
 */
export async function listLiveBookings(executor: Executor, now: Date, spaceIds?: string[]) {
  return (
    executor
      .select({
        requestId: placementRequests.id,
        spaceId: placementRequestSpaces.spaceId,
        startsAt: placementRequests.startsAt,
        endsAt: placementRequests.endsAt,
        adId: ads.id,
        businessName: ads.businessName,
        businessLink: ads.businessLink,
        businessLocation: ads.businessLocation,
        description: ads.description,
        creativeKind: mediaObjects.kind,
        storageKey: mediaObjects.storageKey,
        thumbnailKey: mediaObjects.thumbnailKey,
        mediaWidth: mediaObjects.width,
        variantWidths: mediaObjects.variantWidths,
        // Decision 0061: an ad with creatives rows shows only those (never falls back to creative 1).
        hasCreatives: sql<boolean>`exists (select 1 from ad_creatives c where c.ad_id = ${ads.id})`,
      })
      .from(placementRequests)
      .innerJoin(placementRequestSpaces, eq(placementRequestSpaces.requestId, placementRequests.id))
      .innerJoin(ads, eq(ads.id, placementRequests.adId))
      // A suspended advertiser's ads are not served (issue #16).
      .innerJoin(user, and(eq(user.id, ads.advertiserId), eq(user.banned, false)))
      .leftJoin(mediaObjects, eq(mediaObjects.id, ads.creativeMediaId))
      .where(and(liveBooking(now), spaceIds ? inArray(placementRequestSpaces.spaceId, spaceIds) : undefined))
      .orderBy(placementRequests.startsAt, placementRequests.id)
  );
}

/**
 * The rule a booking is served by (with its advertiser not suspended): approved, paid, its
 * window not over. Joined on `ads`; `listLiveBookings` and `findServedAd` share it.
 */
function liveBooking(now: Date) {
  return and(
    eq(placementRequests.reviewStatus, "approved"),
    eq(placementRequests.paymentStatus, "paid"),
    gt(placementRequests.endsAt, now),
    lte(placementRequests.createdAt, now),
    // An ad the operator took down is never served, whatever its bookings say (decision 0029).
    isNull(ads.takenDownAt),
  );
}

/**
 * The ad if delivery serves it at `now`: a live booking that has started, of an advertiser
 * and in a space of an owner neither suspended. Anything else (pending, rejected, unpaid,
 * scheduled, ended, taken down) is undefined, like an id that does not exist.
 */
export async function findServedAd(executor: Executor, adId: string, now = new Date()) {
  const owner = alias(user, "space_owner");
  const [row] = await executor
    .select({ id: ads.id, businessName: ads.businessName })
    .from(placementRequests)
    .innerJoin(ads, eq(ads.id, placementRequests.adId))
    .innerJoin(user, and(eq(user.id, ads.advertiserId), eq(user.banned, false)))
    .innerJoin(placementRequestSpaces, eq(placementRequestSpaces.requestId, placementRequests.id))
    .innerJoin(spaces, eq(spaces.id, placementRequestSpaces.spaceId))
    .innerJoin(websites, eq(websites.id, spaces.websiteId))
    .innerJoin(owner, and(eq(owner.id, websites.ownerId), eq(owner.banned, false)))
    .where(and(eq(ads.id, adId), liveBooking(now), lte(placementRequests.startsAt, now)))
    .limit(1);
  return row;
}

/**
 * The spaces a change can reach: those of the websites (by `spaces_website_idx`) and
 * those the placement requests book (by the request-spaces primary key).
 */
export async function listTouchedSpaceIds(executor: Executor, change: { websiteIds: string[]; requestIds: string[] }) {
  const parts: Promise<{ id: string }[]>[] = [];
  if (change.websiteIds.length > 0) {
    parts.push(executor.select({ id: spaces.id }).from(spaces).where(inArray(spaces.websiteId, change.websiteIds)));
  }
  if (change.requestIds.length > 0) {
    parts.push(
      executor
        .select({ id: placementRequestSpaces.spaceId })
        .from(placementRequestSpaces)
        .where(inArray(placementRequestSpaces.requestId, change.requestIds)),
    );
  }
  return (await Promise.all(parts)).flat().map((row) => row.id);
}

/** The business link of an ad, for a click whose booking has left the cache. */
export async function findBusinessLink(executor: Executor, adId: string) {
  const [row] = await executor.select({ link: ads.businessLink }).from(ads).where(eq(ads.id, adId));
  return row?.link;
}

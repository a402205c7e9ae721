import { text } from "@placard/shared/messages";
import {
  type Ad,
  AT_LEAST_ONE_CATEGORY,
  AT_LEAST_ONE_WEBSITE,
  businessDetailsSchema,
  CREATIVE_RULES,
  directAdDetailsSchema,
  FULLY_BOOKED_MESSAGE,
  WEBSITE_ALREADY_ON_AD,
} from "@placard/shared/ads";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Db, Tx } from "../../db/client.js";
import { AppError, notFound } from "../../lib/app-error.js";
import type { Notifier } from "../notifications/index.js";
import { creativeUploadRules, receiveCreative, saveCreative } from "./creative.js";
import { firstFull, spaceSlots, firstFreeStart, spaceIntervals } from "../spaces/index.js";
import { findAdWebsites, findOwnAd, findWebsitesByIds, insertAd, insertRequest, updateAd } from "./queries.js";
import { getAd } from "./service.js";

/** Publishing: a draft or a direct ad becomes placement requests, capacity checked under locks. */

function fieldErrors(error: z.ZodError) {
  return z.flattenError(error).fieldErrors as Record<string, string[]>;
}

/**
 * Creates one placement request per chosen website, in the caller's transaction, after
 * checking that every space exists on a chosen website of someone else and has room: a free
 * slot today, or else 30 days starting within SCHEDULE_MAX_DAYS that fit beside the paid
 * bookings and open payment windows (decision 0025; pending requests hold nothing).
 */
async function placeRequests(tx: Tx, advertiserId: string, adId: string, websiteIds: string[], spaceIds: string[]) {
  if (websiteIds.length === 0) throw new AppError("validation_failed", AT_LEAST_ONE_WEBSITE);
  const websites = await findWebsitesByIds(tx, websiteIds);
  if (websites.length !== websiteIds.length) throw notFound("errors.not_found.website", "website_not_found");
  if (websites.some((website) => website.ownerId === advertiserId)) {
    throw new AppError("validation_failed", text("errors.ads.own_website"));
  }
  const spaces = await spaceSlots(tx, spaceIds, { lock: true });
  if (spaces.length !== spaceIds.length || spaces.some((space) => !websiteIds.includes(space.websiteId))) {
    throw notFound("errors.not_found.category", "space_not_found");
  }
  for (const websiteId of websiteIds) {
    if (!spaces.some((space) => space.websiteId === websiteId))
      throw new AppError("validation_failed", AT_LEAST_ONE_CATEGORY);
  }
  if (firstFull(spaces)) await assertFreeWindow(tx, websiteIds, spaces);
  for (const websiteId of websiteIds) {
    await insertRequest(
      tx,
      adId,
      websiteId,
      // In the advertiser's order of choice.
      spaceIds.filter((id) => spaces.some((space) => space.id === id && space.websiteId === websiteId)),
    );
  }
  return spaces;
}

/**
 * Some space is full today: each website's request must still find 30 days, starting within
 * SCHEDULE_MAX_DAYS, when all its spaces have room (`firstFreeStart`, the date Pay Now will
 * offer). The spaces are already locked.
 */
async function assertFreeWindow(tx: Tx, websiteIds: string[], spaces: { id: string; websiteId: string }[]) {
  const now = new Date();
  const slots = await spaceIntervals(
    tx,
    spaces.map((space) => space.id),
    { now },
  );
  for (const websiteId of websiteIds) {
    const own = slots.filter((slot) => spaces.some((space) => space.id === slot.id && space.websiteId === websiteId));
    if (firstFreeStart(own, now)) continue;
    const full = own.find((slot) => firstFreeStart([slot], now) === null) ?? own[0];
    if (full) throw new AppError("conflict", FULLY_BOOKED_MESSAGE(full.name), { fullSpaceIds: [full.id] });
  }
}

/** Publish: the draft becomes a submitted ad with one request per website, all or nothing. */
export async function submitDraft(db: Db, notifier: Notifier, advertiserId: string, adId: string): Promise<Ad> {
  const booked = await db.transaction(async (tx) => {
    const row = await findOwnAd(tx, advertiserId, adId, "draft");
    if (!row) throw notFound("errors.not_found.draft");
    if (!row.creative) throw new AppError("validation_failed", CREATIVE_RULES.messages.missing);
    const details = businessDetailsSchema.safeParse(row.ad);
    if (!details.success) {
      throw new AppError("validation_failed", text("errors.ads.business_details_first"), {
        fields: fieldErrors(details.error),
      });
    }
    const spaces = await placeRequests(tx, advertiserId, adId, row.ad.selectedWebsiteIds, row.ad.selectedSpaceIds);
    await updateAd(tx, adId, { ...details.data, status: "submitted", submittedAt: new Date() });
    return { spaces, businessName: details.data.businessName };
  });
  await notifyOwners(notifier, booked.spaces, booked.businessName, adId);
  return getAd(db, advertiserId, adId);
}

/**
 * More websites for a published ad (decision 0058: "Pick other spaces" after a request expired):
 * the same checks and requests as publishing, all or nothing; a website already on the ad (in
 * any state) is refused. Each new website's owner is told (`newPendingAd`).
 */
export async function addSpacesToAd(
  db: Db,
  notifier: Notifier,
  advertiserId: string,
  adId: string,
  selection: { websiteIds: string[]; spaceIds: string[] },
): Promise<Ad> {
  const booked = await db.transaction(async (tx) => {
    const row = await findOwnAd(tx, advertiserId, adId, "submitted");
    if (!row || row.ad.takenDownAt) throw notFound("errors.not_found.ad");
    const websiteIds = [...new Set(selection.websiteIds)];
    const already = await findAdWebsites(tx, adId, websiteIds);
    if (already[0]) throw new AppError("conflict", WEBSITE_ALREADY_ON_AD(already[0].name));
    const spaces = await placeRequests(tx, advertiserId, adId, websiteIds, [...new Set(selection.spaceIds)]);
    return { spaces, businessName: row.ad.businessName };
  });
  await notifyOwners(notifier, booked.spaces, booked.businessName, adId);
  return getAd(db, advertiserId, adId);
}

/** `newPendingAd` to each owner whose website the ad now targets (after the commit). */
async function notifyOwners(notifier: Notifier, spaces: { ownerId: string }[], businessName: string, adId: string) {
  const owners = [...new Set(spaces.map((space) => space.ownerId))];
  await notifier.notify(owners.map((userId) => ({ userId, type: "newPendingAd" as const, businessName, adId })));
}

/** The direct ad: creative, details and one chosen space in one form, submitted at once. */
export async function createDirectAd(
  app: FastifyInstance,
  notifier: Notifier,
  advertiserId: string,
  request: FastifyRequest,
): Promise<Ad> {
  const received = await receiveCreative(advertiserId, request, creativeUploadRules);
  const details = directAdDetailsSchema.safeParse(received.fields);
  const target = z
    .object({ websiteId: z.string().min(1).max(64), categoryId: z.string().min(1).max(64) })
    .safeParse(received.fields);
  if (!details.success || !target.success) {
    await received.file.discard();
    const fields = details.success ? {} : fieldErrors(details.error);
    if (!target.success) fields.categoryId = ["Missing website or category information."];
    throw new AppError("validation_failed", Object.values(fields)[0]?.[0] ?? text("errors.fields_not_valid"), {
      fields,
    });
  }
  const db = app.database.db;
  let remove: (() => Promise<void>) | undefined;
  try {
    const booked = await db.transaction(async (tx) => {
      const saved = await saveCreative(app, tx, advertiserId, received);
      remove = saved.remove;
      const ad = await insertAd(tx, {
        advertiserId,
        status: "submitted",
        creativeMediaId: saved.media.id,
        ...details.data,
        submittedAt: new Date(),
      });
      const spaces = await placeRequests(tx, advertiserId, ad.id, [target.data.websiteId], [target.data.categoryId]);
      return { id: ad.id, spaces };
    });
    await notifyOwners(notifier, booked.spaces, details.data.businessName, booked.id);
    return getAd(db, advertiserId, booked.id);
  } catch (error) {
    await remove?.();
    throw error;
  }
}

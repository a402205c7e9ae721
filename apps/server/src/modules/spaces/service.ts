import { text } from "@placard/shared/messages";
import { randomInt } from "node:crypto";
import type { LanguageKey } from "@placard/shared/languages";
import { type PlacementKey, getPlacement } from "@placard/shared/placements";
import {
  type Space,
  type createSpaceSchema,
  deleteSpaceRefusedMessage,
  duplicatePlacementMessage,
} from "@placard/shared/spaces";
import type { TierKey } from "@placard/shared/tiers";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { requireOwnerWebsite } from "../websites/index.js";
import {
  type SpaceWithCounts,
  deleteSpaceRow,
  findOwnerSpace,
  insertSpaces,
  listWebsiteSpaces,
  updateSpace,
} from "./queries.js";

type SpaceInput = z.output<typeof createSpaceSchema>;

const PUBLIC_ID_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/** 12 characters from an unambiguous alphabet: what publishers' pages use to name a space. */
function newPublicId(): string {
  let id = "";
  for (let i = 0; i < 12; i++) id += PUBLIC_ID_ALPHABET[randomInt(PUBLIC_ID_ALPHABET.length)];
  return id;
}

export function toSpace(row: SpaceWithCounts): Space {
  const placement = getPlacement(row.placementKey as PlacementKey);
  return {
    id: row.id,
    websiteId: row.websiteId,
    publicId: row.publicId,
    placementKey: placement.key,
    spaceType: placement.spaceType,
    name: row.name,
    description: row.description,
    priceCents: row.priceCents,
    capacity: row.capacity,
    runningBookings: row.runningBookings,
    activeAds: row.activeAds,
    instructions: row.instructions,
    tier: row.tier as TierKey,
    visitorRange: { min: row.visitorMin, max: row.visitorMax },
    defaultLanguage: row.defaultLanguage as LanguageKey,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function requireOwnerSpace(db: Db, ownerId: string, spaceId: string) {
  const row = await findOwnerSpace(db, ownerId, spaceId);
  if (!row) throw notFound("errors.not_found.space", "space_not_found");
  return row;
}

export async function listSpaces(db: Db, ownerId: string, websiteId: string): Promise<Space[]> {
  await requireOwnerWebsite(db, ownerId, websiteId);
  return (await listWebsiteSpaces(db, websiteId)).map(toSpace);
}

/**
 * Creates every selected space at once, or none: one transaction. A website takes each
 * placement once: a placement it already has, or one asked for twice, is a 409 (#15.10).
 */
export async function createSpaces(db: Db, ownerId: string, websiteId: string, inputs: SpaceInput[]): Promise<Space[]> {
  await requireOwnerWebsite(db, ownerId, websiteId);
  await db
    .transaction(async (tx) => {
      const taken = new Set<string>((await listWebsiteSpaces(tx, websiteId)).map((space) => space.placementKey));
      const duplicates = new Set<PlacementKey>();
      for (const input of inputs) {
        if (taken.has(input.placementKey)) duplicates.add(input.placementKey);
        taken.add(input.placementKey);
      }
      if (duplicates.size > 0) {
        const keys = [...duplicates];
        throw new AppError("conflict", duplicatePlacementMessage(keys.map((key) => getPlacement(key).name)), {
          placementKeys: keys,
        });
      }
      await insertSpaces(
        tx,
        inputs.map((input) => {
          const placement = getPlacement(input.placementKey);
          return {
            websiteId,
            publicId: newPublicId(),
            placementKey: input.placementKey,
            name: input.name ?? placement.name,
            description: input.description ?? placement.description,
            priceCents: input.priceCents,
            capacity: input.capacity,
            instructions: input.instructions,
            tier: input.tier,
            visitorMin: input.visitorRange.min,
            visitorMax: input.visitorRange.max,
            defaultLanguage: input.defaultLanguage,
          };
        }),
      );
    })
    .catch((error: unknown) => {
      // Two requests adding the same placement at once: the database's unique index decides.
      if (isUniqueViolation(error, "spaces_website_placement_unique")) {
        const names = [...new Set(inputs.map((input) => getPlacement(input.placementKey).name))];
        throw new AppError("conflict", duplicatePlacementMessage(names), {
          placementKeys: [...new Set(inputs.map((input) => input.placementKey))],
        });
      }
      throw error;
    });
  return listSpaces(db, ownerId, websiteId);
}

/** PostgreSQL's unique_violation (23505) on the named constraint, however the driver wraps it. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (
    let current = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === "23505")
      return current.constraint === constraint || Boolean(current.message?.includes(constraint));
  }
  return false;
}

/** The user count never goes below the bookings running now. */
export async function setCapacity(db: Db, ownerId: string, spaceId: string, capacity: number): Promise<Space> {
  await db.transaction(async (tx) => {
    const space = await findOwnerSpace(tx, ownerId, spaceId, { lock: true });
    if (!space) throw notFound("errors.not_found.space", "space_not_found");
    if (capacity < space.runningBookings) {
      throw new AppError("conflict", text("errors.spaces.capacity_below_running", { count: space.runningBookings }), {
        runningBookings: space.runningBookings,
      });
    }
    await updateSpace(tx, spaceId, { capacity });
  });
  return toSpace(await requireOwnerSpace(db, ownerId, spaceId));
}

export async function setDefaultLanguage(
  db: Db,
  ownerId: string,
  spaceId: string,
  language: LanguageKey,
): Promise<Space> {
  await requireOwnerSpace(db, ownerId, spaceId);
  await updateSpace(db, spaceId, { defaultLanguage: language });
  return toSpace(await requireOwnerSpace(db, ownerId, spaceId));
}

/** Refused while ads still hold the space (pending, or approved and running). */
export async function deleteSpace(db: Db, ownerId: string, spaceId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const space = await findOwnerSpace(tx, ownerId, spaceId, { lock: true });
    if (!space) throw notFound("errors.not_found.space", "space_not_found");
    if (space.activeAds > 0) {
      throw new AppError("conflict", deleteSpaceRefusedMessage(space.activeAds), { affectedAds: space.activeAds });
    }
    await deleteSpaceRow(tx, spaceId);
  });
}

import type { Draft } from "@placard/shared/ads";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/app-error.js";
import { findMediaById } from "../media/index.js";
import { creativeUploadRules, receiveCreative, removeCreativeFiles, saveCreative, toCreative } from "./creative.js";
import { type AdRow, deleteDrafts, findLatestDraft, findOwnAd, insertAd, updateAd } from "./queries.js";
import type { AdWithCreative } from "./service.js";

/** The guided flow's ad in progress: created by the upload step, saved into by each step. */

function toDraft({ ad, creative }: AdWithCreative): Draft {
  return {
    id: ad.id,
    creative: toCreative(creative),
    businessName: ad.businessName,
    businessLink: ad.businessLink,
    businessLocation: ad.businessLocation,
    description: ad.description,
    selectedWebsiteIds: ad.selectedWebsiteIds,
    selectedSpaceIds: ad.selectedSpaceIds,
    updatedAt: ad.updatedAt.toISOString(),
  };
}

/** The upload step: a new draft holding the creative. Older drafts (and their files) go. */
export async function createDraft(app: FastifyInstance, advertiserId: string, request: FastifyRequest): Promise<Draft> {
  const received = await receiveCreative(advertiserId, request, creativeUploadRules);
  const db = app.database.db;
  const { media } = await saveCreative(app, db, advertiserId, received);
  const ad = await insertAd(db, { advertiserId, status: "draft", creativeMediaId: media.id });
  const removed = await deleteDrafts(db, advertiserId, ad.id);
  for (const { creativeMediaId } of removed) {
    const old = creativeMediaId ? await findMediaById(db, creativeMediaId) : undefined;
    if (old) await removeCreativeFiles(app.storage, old);
  }
  return getDraft(db, advertiserId, ad.id);
}

export async function getDraft(db: Db, advertiserId: string, adId: string): Promise<Draft> {
  const row = await findOwnAd(db, advertiserId, adId, "draft");
  if (!row) throw notFound("errors.not_found.draft");
  return toDraft(row);
}

/** The ad in progress, or null: having none is an ordinary state, not a missing resource (#15.13). */
export async function getCurrentDraft(db: Db, advertiserId: string): Promise<Draft | null> {
  const row = await findLatestDraft(db, advertiserId);
  return row ? toDraft(row) : null;
}

export async function saveDraftDetails(
  db: Db,
  advertiserId: string,
  adId: string,
  details: Partial<Pick<AdRow, "businessName" | "businessLink" | "businessLocation" | "description">>,
) {
  await getDraft(db, advertiserId, adId);
  await updateAd(db, adId, details);
  return getDraft(db, advertiserId, adId);
}

export async function saveDraftSelection(
  db: Db,
  advertiserId: string,
  adId: string,
  selection: { websiteIds?: string[]; spaceIds?: string[] },
) {
  await getDraft(db, advertiserId, adId);
  const changes: Partial<AdRow> = {};
  if (selection.websiteIds) changes.selectedWebsiteIds = [...new Set(selection.websiteIds)];
  if (selection.spaceIds) changes.selectedSpaceIds = [...new Set(selection.spaceIds)];
  await updateAd(db, adId, changes);
  return getDraft(db, advertiserId, adId);
}

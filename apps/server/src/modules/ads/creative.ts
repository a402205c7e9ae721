import { randomUUID } from "node:crypto";
import { CREATIVE_MAX_BYTES, CREATIVE_RULES, type Creative } from "@placard/shared/ads";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db, Tx } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { Storage } from "../../lib/storage/storage.js";
import { type ReceivedUpload, receiveForm, type UploadRules } from "../../lib/uploads.js";
import { insertMedia, type MediaRow, mediaPath, storeImage, variantKey } from "../media/index.js";

export type CreativeKind = Creative["kind"];

export function kindOf(mime: string): CreativeKind {
  if (mime.startsWith("image/")) return "image";
  if (mime.startsWith("video/")) return "video";
  return "pdf";
}

/**
 * Stores a creative: images get a thumbnail and, PNG and JPEG, WebP widths for the embed's
 * srcset (decision 0060); videos and PDFs are stored as they are.
 */
export async function storeCreative(storage: Storage, upload: ReceivedUpload) {
  const kind = kindOf(upload.mime);
  if (kind === "image") return { kind, ...(await storeImage(storage, upload, "creatives", true)) };
  const storageKey = `creatives/${randomUUID()}.${upload.ext}`;
  try {
    await storage.putFile(storageKey, upload.tempPath);
  } finally {
    await upload.discard();
  }
  return {
    kind,
    storageKey,
    thumbnailKey: null,
    width: null,
    height: null,
    variantWidths: [],
    remove: () => storage.delete(storageKey),
  };
}

/** Deletes a creative's stored files: the original, its thumbnail and its WebP widths. */
export async function removeCreativeFiles(storage: Storage, media: MediaRow): Promise<void> {
  await storage.delete(media.storageKey);
  if (media.thumbnailKey) await storage.delete(media.thumbnailKey);
  for (const width of media.variantWidths) await storage.delete(variantKey(media.storageKey, width));
}

export function toCreative(media: MediaRow | null): Creative | null {
  if (!media) return null;
  return {
    kind: media.kind,
    mime: media.mime,
    url: mediaPath(media.storageKey),
    thumbnailUrl: media.thumbnailKey ? mediaPath(media.thumbnailKey) : null,
    sizeBytes: media.sizeBytes,
  };
}

/** How every creative upload is received: CREATIVE_RULES, one rule everywhere. */
export const creativeUploadRules: UploadRules = {
  field: "creative",
  maxBytes: CREATIVE_MAX_BYTES,
  allowedMimes: CREATIVE_RULES.mimes,
  messages: CREATIVE_RULES.messages,
};

/** Receives a creative, stores it and records the media row; nothing is kept if a step fails. */
export async function receiveCreative(ownerId: string, request: FastifyRequest, rules: UploadRules) {
  const { fields, file } = await receiveForm(request, rules);
  if (!file)
    throw new AppError("validation_failed", rules.messages.missing, { fields: { creative: [rules.messages.missing] } });
  return { fields, file, ownerId };
}

export async function saveCreative(
  app: FastifyInstance,
  tx: Tx | Db,
  ownerId: string,
  received: Awaited<ReturnType<typeof receiveCreative>>,
) {
  const stored = await storeCreative(app.storage, received.file);
  try {
    const media = await insertStoredCreative(tx, ownerId, received, stored);
    return { media, remove: stored.remove };
  } catch (error) {
    await stored.remove();
    throw error;
  }
}

/** The media row of files `storeCreative` wrote (the caller removes them if its transaction fails). */
export function insertStoredCreative(
  tx: Tx | Db,
  ownerId: string,
  received: Awaited<ReturnType<typeof receiveCreative>>,
  stored: Awaited<ReturnType<typeof storeCreative>>,
) {
  return insertMedia(tx, {
    ownerId,
    kind: stored.kind,
    mime: received.file.mime,
    sizeBytes: received.file.size,
    storageKey: stored.storageKey,
    thumbnailKey: stored.thumbnailKey,
    width: stored.width,
    height: stored.height,
    variantWidths: stored.variantWidths,
  });
}

import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { rmdir } from "node:fs/promises";
import path from "node:path";
import type { Storage } from "../lib/storage/storage.js";
import { ArchiveError, type ExtractedArchive, mediaEntry } from "./archive.js";
import { formatBytes, OperatorError } from "./backup.js";
import type { Progress } from "./progress.js";

async function sha256Of(stream: NodeJS.ReadableStream): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/**
 * Stores the archive's media objects and checks each one as storage gives it back, before
 * the database is loaded (decision 0053). The keys it wrote are pushed to `putKeys` as it
 * goes, for removeStoredMedia after a failure. Answers the bytes stored.
 */
export async function storeMedia(
  storage: Storage,
  { manifest, entries }: ExtractedArchive,
  putKeys: string[],
  progress: Progress,
): Promise<number> {
  // The bucket may be the source install's own (same keys): an identical object is left
  // alone and never deleted on failure; a different one is refused before anything is written.
  const present = new Set<string>();
  for (const media of manifest.media) {
    const existing = await storage.get(media.key);
    if (!existing) continue;
    if (existing.size !== media.bytes || (await sha256Of(existing.open())) !== media.sha256) {
      throw new OperatorError(
        `Media ${media.key} already exists in the target storage with different contents: ` +
          "restore into an empty bucket or DATA_DIR. Nothing was changed.",
      );
    }
    present.add(media.key);
  }
  let bytes = 0;
  for (const [index, media] of manifest.media.entries()) {
    const entry = entries.get(mediaEntry(media.key));
    if (!entry) throw new ArchiveError(`The archive is missing ${mediaEntry(media.key)}.`);
    if (!present.has(media.key)) {
      await storage.putFile(media.key, entry.path);
      putKeys.push(media.key);
    }
    bytes += media.bytes;
    progress.update(`Storing media ${index + 1}/${manifest.media.length} (${formatBytes(bytes)})`);
  }
  progress.done();
  for (const media of manifest.media) {
    const stored = await storage.get(media.key);
    if (!stored || stored.size !== media.bytes || (await sha256Of(stored.open())) !== media.sha256) {
      throw new OperatorError(
        `Media ${media.key} does not match its checksum after it was stored. Nothing was restored.`,
      );
    }
  }
  return bytes;
}

/** After a failure: deletes the objects this restore wrote, and the directories left empty. */
export async function removeStoredMedia(storage: Storage, putKeys: string[], mediaDir: string): Promise<void> {
  for (const key of putKeys) await storage.delete(key).catch(() => {});
  await removeEmptyDirs(mediaDir);
}

/** Removes the directories left empty under `root` (and `root` itself if it ends empty). */
async function removeEmptyDirs(root: string): Promise<void> {
  if (!existsSync(root)) return;
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isDirectory()) await removeEmptyDirs(path.join(root, entry.name));
  }
  if (readdirSync(root).length === 0) await rmdir(root).catch(() => {});
}

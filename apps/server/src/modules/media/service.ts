import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { AppError } from "../../lib/app-error.js";
import type { Storage } from "../../lib/storage/storage.js";
import type { ReceivedUpload } from "../../lib/uploads.js";

const THUMBNAIL_SIZE = 256;

/** The public URL path of a stored object. */
export const mediaPath = (key: string) => `/media/${key}`;

export interface StoredImage {
  storageKey: string;
  thumbnailKey: string;
  width: number | null;
  height: number | null;
  /** Removes what was stored, when the database write that should follow fails. */
  remove(): Promise<void>;
}

/**
 * Stores an uploaded image under a generated name in `folder`, with a WebP thumbnail
 * made by sharp. An image whose header passed but whose body cannot be decoded is refused.
 */
export async function storeImage(storage: Storage, upload: ReceivedUpload, folder: string): Promise<StoredImage> {
  const id = randomUUID();
  const storageKey = `${folder}/${id}.${upload.ext}`;
  const thumbnailKey = `${folder}/${id}.thumb.webp`;
  let thumbnail: Buffer;
  let width: number | null;
  let height: number | null;
  try {
    const image = sharp(upload.tempPath, { animated: false, limitInputPixels: 100_000_000 });
    const metadata = await image.metadata();
    width = metadata.width ?? null;
    height = metadata.height ?? null;
    thumbnail = await image
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    await upload.discard();
    throw new AppError("unsupported_media_type", "This image could not be read. Please upload another file.");
  }
  try {
    await storage.putFile(storageKey, upload.tempPath);
    await storage.putBuffer(thumbnailKey, thumbnail);
  } finally {
    await upload.discard();
  }
  return {
    storageKey,
    thumbnailKey,
    width,
    height,
    async remove() {
      await storage.delete(storageKey);
      await storage.delete(thumbnailKey);
    },
  };
}

import { text } from "@placard/shared/messages";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { AppError } from "../../lib/app-error.js";
import type { Storage } from "../../lib/storage/storage.js";
import type { ReceivedUpload } from "../../lib/uploads.js";

const THUMBNAIL_SIZE = 256;
const SHARP_OPTIONS = { animated: false, limitInputPixels: 100_000_000 } as const;

/** The public URL path of a stored object. */
export const mediaPath = (key: string) => `/media/${key}`;

/**
 * The widths an image creative is copied at, as WebP, beside its original (decision 0060):
 * a phone's 300-px slot takes 320 or 640 (2× screens), a 728-px banner 960 or 1280. Only
 * widths below the original's are made; the original stays the widest choice.
 */
export const VARIANT_WIDTHS = [320, 640, 960, 1280] as const;

/** Where a width of `storageKey` is stored: `creatives/<id>.w640.webp`. */
export const variantKey = (storageKey: string, width: number) =>
  `${storageKey.replace(/\.[a-z0-9]+$/, "")}.w${width}.webp`;

/** PNG and JPEG get widths; a GIF keeps its animation and is served as uploaded (and SVG is never a creative). */
export const takesVariants = (mime: string) => mime === "image/png" || mime === "image/jpeg";

/**
 * Makes and stores the WebP widths of an image whose original is `width` pixels wide;
 * returns the widths stored. `source` is the original's path or bytes.
 */
export async function storeVariants(
  storage: Storage,
  source: string | Buffer,
  storageKey: string,
  width: number,
): Promise<number[]> {
  const widths = VARIANT_WIDTHS.filter((w) => w < width);
  for (const w of widths) {
    const bytes = await sharp(source, SHARP_OPTIONS).resize({ width: w }).webp({ quality: 80 }).toBuffer();
    await storage.putBuffer(variantKey(storageKey, w), bytes);
  }
  return widths;
}

/** The `srcset` of an image with widths: each WebP width, then the original at its own width. */
export function srcsetOf(
  storageKey: string,
  widths: readonly number[],
  width: number | null,
  url: (key: string) => string,
): string | null {
  if (!widths.length || !width) return null;
  return [...widths.map((w) => `${url(variantKey(storageKey, w))} ${w}w`), `${url(storageKey)} ${width}w`].join(", ");
}

export interface StoredImage {
  storageKey: string;
  thumbnailKey: string;
  width: number | null;
  height: number | null;
  /** The WebP widths stored beside it (creatives only; see VARIANT_WIDTHS). */
  variantWidths: number[];
  /** Removes what was stored, when the database write that should follow fails. */
  remove(): Promise<void>;
}

/**
 * Stores an uploaded image under a generated name in `folder`, with a WebP thumbnail
 * made by sharp, and with `variants` (creatives) its WebP widths. An image whose header
 * passed but whose body cannot be decoded is refused.
 */
export async function storeImage(
  storage: Storage,
  upload: ReceivedUpload,
  folder: string,
  variants = false,
): Promise<StoredImage> {
  const id = randomUUID();
  const storageKey = `${folder}/${id}.${upload.ext}`;
  const thumbnailKey = `${folder}/${id}.thumb.webp`;
  let thumbnail: Buffer;
  let width: number | null;
  let height: number | null;
  try {
    const image = sharp(upload.tempPath, SHARP_OPTIONS);
    const metadata = await image.metadata();
    width = metadata.width ?? null;
    height = metadata.height ?? null;
    thumbnail = await image
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    await upload.discard();
    throw new AppError("unsupported_media_type", text("errors.media.image_unreadable"));
  }
  let variantWidths: number[] = [];
  const remove = async () => {
    await storage.delete(storageKey);
    await storage.delete(thumbnailKey);
    for (const w of variantWidths) await storage.delete(variantKey(storageKey, w));
  };
  try {
    await storage.putFile(storageKey, upload.tempPath);
    await storage.putBuffer(thumbnailKey, thumbnail);
    if (variants && width && takesVariants(upload.mime)) {
      variantWidths = VARIANT_WIDTHS.filter((w) => w < width);
      await storeVariants(storage, upload.tempPath, storageKey, width);
    }
  } catch (error) {
    await remove().catch(() => {});
    throw error;
  } finally {
    await upload.discard();
  }
  return { storageKey, thumbnailKey, width, height, variantWidths, remove };
}

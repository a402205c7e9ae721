import type { ServedCreative } from "@placard/shared/delivery";
import { mediaPath, srcsetOf, variantKey } from "../media/index.js";

/** What a stored creative is served from. */
export interface MediaKeys {
  kind: ServedCreative["kind"];
  storageKey: string;
  thumbnailKey: string | null;
  mediaWidth: number | null;
  variantWidths: number[] | null;
}

/** One stored file of an image creative: its storage key and width in px (0 when unknown). */
export interface ImageFile {
  key: string;
  width: number;
}

/** The files `srcsetOf` lists (the WebP widths, then the original), or the original alone. */
function filesOf(media: MediaKeys): ImageFile[] {
  const original = { key: media.storageKey, width: media.mediaWidth ?? 0 };
  if (!media.variantWidths?.length || !media.mediaWidth) return [original];
  const variants = media.variantWidths.map((width) => ({ key: variantKey(media.storageKey, width), width }));
  return [...variants, original].sort((a, b) => a.width - b.width);
}

/**
 * Creatives as the delivery cache serves them (absolute URLs under `publicUrl`), and each
 * image's stored files by key and width, narrowest first: the lead image route answers with
 * one of them (decision 0067) without turning a URL back into a key.
 */
export function createServedCreatives(publicUrl: string) {
  const absolute = (key: string) => `${publicUrl}${mediaPath(key)}`;
  const files = new WeakMap<ServedCreative, ImageFile[]>();
  return {
    served(media: MediaKeys): ServedCreative {
      const creative: ServedCreative = {
        kind: media.kind,
        url: absolute(media.storageKey),
        thumbnailUrl: media.thumbnailKey ? absolute(media.thumbnailKey) : null,
        srcset:
          media.kind === "image"
            ? srcsetOf(media.storageKey, media.variantWidths ?? [], media.mediaWidth, absolute)
            : null,
      };
      if (media.kind === "image") files.set(creative, filesOf(media));
      return creative;
    },
    /** An image creative's stored files, narrowest first; none for another kind or object. */
    imageFiles(creative: ServedCreative): readonly ImageFile[] {
      return files.get(creative) ?? [];
    },
  };
}

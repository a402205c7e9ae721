import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { mediaObjects, VARIANTS_MISSING } from "../../db/schema/inventory.js";
import type { Storage } from "../../lib/storage/storage.js";
import { storeVariants } from "./service.js";

/** The daily job that gives creatives uploaded before decision 0060 their WebP widths. */
export const MEDIA_VARIANTS_JOB = "media.variants";
const PAGE = 50;

/**
 * Makes the WebP widths of every image creative still without them, by pages of the partial
 * index `media_objects_variants_missing_idx` (never a scan of the table), and records them.
 * A file that cannot be read or decoded is skipped (logged by the caller), not retried in a
 * loop: the cursor moves past it. Returns how many creatives got widths.
 */
export async function addMissingVariants(
  db: Db,
  storage: Storage,
  onError: (id: string, error: unknown) => void = () => {},
): Promise<number> {
  let after = "";
  let done = 0;
  for (;;) {
    const rows = await db
      .select({ id: mediaObjects.id, storageKey: mediaObjects.storageKey, width: mediaObjects.width })
      .from(mediaObjects)
      .where(and(sql`${VARIANTS_MISSING}`, gt(mediaObjects.id, after)))
      .orderBy(asc(mediaObjects.id))
      .limit(PAGE);
    for (const row of rows) {
      try {
        const object = await storage.get(row.storageKey);
        if (!object || !row.width) continue;
        const bytes = Buffer.concat(await object.open().toArray());
        const widths = await storeVariants(storage, bytes, row.storageKey, row.width);
        await db.update(mediaObjects).set({ variantWidths: widths }).where(eq(mediaObjects.id, row.id));
        done += 1;
      } catch (error) {
        onError(row.id, error);
      }
    }
    const last = rows[rows.length - 1];
    if (!last || rows.length < PAGE) return done;
    after = last.id;
  }
}

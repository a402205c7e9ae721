import { sql } from "drizzle-orm";
import { type Executor, selectRows } from "../../db/client.js";
import type { CreativeRotation } from "@placard/shared/creatives";

export interface ServedCreativeRow {
  requestId: string;
  number: number;
  rotation: CreativeRotation;
  views: number;
  clicks: number;
  kind: "image" | "video" | "pdf";
  storageKey: string;
  thumbnailKey: string | null;
  mediaWidth: number | null;
  variantWidths: number[] | null;
}

/**
 * The creatives each booking may show (decision 0061): not paused, and either reviewed with
 * the ad (no review row) or approved by that website since. By `ad_creative_reviews`'s
 * request index and `ad_creatives`'s primary key; lowest number first.
 */
export async function listServedCreatives(executor: Executor, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  // Request ids are UUIDs: nothing to quote in an array literal.
  const ids = `{${[...new Set(requestIds)].join(",")}}`;
  return selectRows<ServedCreativeRow>(
    executor,
    sql`select pr.id as "requestId", c.number, a.creative_rotation as rotation, c.views, c.clicks,
               m.kind, m.storage_key as "storageKey", m.thumbnail_key as "thumbnailKey",
               m.width as "mediaWidth", m.variant_widths as "variantWidths"
        from placement_requests pr
        join ads a on a.id = pr.ad_id
        join ad_creatives c on c.ad_id = pr.ad_id and c.status = 'active'
        join media_objects m on m.id = c.media_id
        left join ad_creative_reviews r on r.ad_id = c.ad_id and r.number = c.number and r.request_id = pr.id
        where pr.id = any(${ids}::text[]) and (r.status is null or r.status = 'approved')
        order by pr.id, c.number`,
  );
}

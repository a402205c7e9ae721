import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";

/**
 * An owner approving an ad approves the creatives their review screen showed (decision 0061):
 * `seen`, the numbers it displayed. Every other creative of the ad gets a pending review row
 * for that website, so it is not served there until the owner approves it on /pending-ads.
 * Without `seen` (an older client), only creative 1 counts as seen: it is the one the review
 * screen always showed.
 *
 * Call inside the approval's transaction, after locking the requests: it locks the ad rows
 * (in id order) as addCreative does, so a creative added while the owner approves is either
 * in this read or sees the approval and gets its review row there.
 */
export async function holdUnseenCreatives(
  tx: Executor,
  requests: readonly { id: string; adId: string; websiteId: string }[],
  seen: readonly number[] | undefined,
) {
  if (requests.length === 0) return;
  const adIds = [...new Set(requests.map((request) => request.adId))].sort();
  for (const adId of adIds) {
    await tx.execute(sql`select 1 from ads where id = ${adId} for update`);
  }
  const seenNumbers = `{${[...new Set(seen ?? [1])].map((number) => Math.trunc(number)).join(",")}}`;
  const rows = JSON.stringify(requests.map(({ id, adId, websiteId }) => ({ id, adId, websiteId })));
  await tx.execute(
    sql`insert into ad_creative_reviews (ad_id, number, request_id, website_id)
        select c.ad_id, c.number, r.id, r."websiteId"
        from json_to_recordset(${rows}::json) as r(id text, "adId" text, "websiteId" text)
        join ad_creatives c on c.ad_id = r."adId"
        where c.number <> all(${seenNumbers}::int[])
        on conflict (ad_id, number, request_id) do nothing`,
  );
}

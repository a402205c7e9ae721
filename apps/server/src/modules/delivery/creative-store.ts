import { sql } from "drizzle-orm";
import { type Executor, selectRows } from "../../db/client.js";
import { noteCreativeTotals } from "./creative-rotation.js";

/** One creative's counted events on one UTC day, summed from a flush's batch. */
interface CreativeCount {
  adId: string;
  number: number;
  day: string;
  views: number;
  clicks: number;
}

/**
 * Adds a flush's counted views and clicks per creative (decision 0061) to
 * `daily_creative_stats` and to the creative's totals in `ad_creatives` (what the "best
 * click-through" rotation reads), in the counts' transaction, one statement each with one
 * JSON parameter. Counts for a creative row that does not exist (an ad without creatives,
 * a token naming a number the ad never had) are dropped: the ad's own counts still hold them.
 */
export async function writeCreativeCounts(
  tx: Executor,
  rows: { adId: string; creative?: number; day: string; views: number; clicks: number }[],
) {
  const byKey = new Map<string, CreativeCount>();
  for (const { adId, creative = 1, day, views, clicks } of rows) {
    if (views + clicks === 0) continue;
    const key = `${adId}|${creative}|${day}`;
    const entry = byKey.get(key);
    if (entry) {
      entry.views += views;
      entry.clicks += clicks;
    } else byKey.set(key, { adId, number: creative, day, views, clicks });
  }
  if (byKey.size === 0) return;
  const json = JSON.stringify(
    [...byKey.values()].map(({ adId, number, day, views, clicks }) => ({ ad_id: adId, number, day, views, clicks })),
  );
  await tx.execute(
    sql`insert into daily_creative_stats (ad_id, number, day, views, clicks)
        select r.ad_id, r.number, r.day, r.views, r.clicks
        from jsonb_to_recordset(${json}::jsonb) as r(ad_id text, number int, day date, views int, clicks int)
        join ad_creatives c on c.ad_id = r.ad_id and c.number = r.number
        on conflict (ad_id, number, day) do update
        set views = daily_creative_stats.views + excluded.views, clicks = daily_creative_stats.clicks + excluded.clicks`,
  );
  const totals = await selectRows<{ adId: string; number: number; views: number; clicks: number }>(
    tx,
    sql`update ad_creatives c set views = c.views + r.views, clicks = c.clicks + r.clicks
        from (
          select ad_id, number, sum(views)::int as views, sum(clicks)::int as clicks
          from jsonb_to_recordset(${json}::jsonb) as r(ad_id text, number int, day date, views int, clicks int)
          group by ad_id, number
        ) r
        where c.ad_id = r.ad_id and c.number = r.number
        returning c.ad_id as "adId", c.number, c.views, c.clicks`,
  );
  noteCreativeTotals(totals);
}

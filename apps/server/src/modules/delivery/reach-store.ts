import { REACH_OTHER, REACH_PAGES_PER_DAY } from "@placard/shared/reach";
import { sql } from "drizzle-orm";
import { type Executor } from "../../db/client.js";
import type { Reach } from "./counting-limits.js";

/** One ad's counted events in one space on one UTC day with one value of one reach dimension. */
export interface ReachCount {
  adId: string;
  spaceId: string;
  day: string;
  dimension: keyof Reach;
  value: string;
  views: number;
  clicks: number;
}

export type ReachBatch = Map<string, ReachCount>;

const DIMENSIONS = ["country", "device", "page"] as const satisfies readonly (keyof Reach)[];

/** Adds one counted view or click to `batch`, once per dimension (decision 0059). */
export function tallyReach(
  batch: ReachBatch,
  at: { adId: string; spaceId: string; day: string },
  kind: "views" | "clicks",
  reach: Reach | undefined,
) {
  if (!reach) return;
  for (const dimension of DIMENSIONS) {
    const value = reach[dimension];
    const key = `${at.adId}|${at.spaceId}|${at.day}|${dimension}|${value}`;
    let entry = batch.get(key);
    if (!entry) {
      entry = { adId: at.adId, spaceId: at.spaceId, day: at.day, dimension, value, views: 0, clicks: 0 };
      batch.set(key, entry);
    }
    entry[kind]++;
  }
}

/** `from`'s counts added into `into` (a failed flush puts its batch back). */
export function mergeReach(into: ReachBatch, from: ReachBatch) {
  for (const [key, entry] of from) {
    const current = into.get(key);
    if (!current) into.set(key, { ...entry });
    else {
      current.views += entry.views;
      current.clicks += entry.clicks;
    }
  }
}

const REACH_CHUNK = 5_000;

/**
 * Adds a flush's reach to `daily_reach`, per website (a space's website at write time),
 * in the counts' transaction. Pages are capped: a website keeps REACH_PAGES_PER_DAY
 * distinct pages a day (the busiest new ones of a batch first), later new pages add to
 * "other", so invented paths cannot grow the table. One JSON parameter per statement:
 * paths are whatever a page sent, and need no quoting in it.
 */
export async function writeReach(tx: Executor, rows: ReachCount[], live: (row: ReachCount) => boolean) {
  const kept = rows.filter((row) => live(row) && row.views + row.clicks > 0);
  for (let start = 0; start < kept.length; start += REACH_CHUNK) {
    const chunk = kept.slice(start, start + REACH_CHUNK).map((row) => ({
      day: row.day,
      ad_id: row.adId,
      space_id: row.spaceId,
      dimension: row.dimension,
      value: row.value,
      views: row.views,
      clicks: row.clicks,
    }));
    await tx.execute(sql`
      with incoming as (
        select t.day, t.ad_id, s.website_id, t.dimension, t.value, t.views, t.clicks
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
          as t(day date, ad_id text, space_id text, dimension text, value text, views int, clicks int)
        join spaces s on s.id = t.space_id
      ), new_pages as (
        select i.website_id, i.day, i.value,
          row_number() over (partition by i.website_id, i.day order by sum(i.views + i.clicks) desc, i.value) as rank
        from incoming i
        where i.dimension = 'page' and i.value <> ${REACH_OTHER} and not exists (
          select 1 from daily_reach r
          where r.website_id = i.website_id and r.dimension = 'page' and r.day = i.day and r.value = i.value
        )
        group by i.website_id, i.day, i.value
      ), refused_pages as (
        select n.website_id, n.day, n.value from new_pages n
        where n.rank + (
          select count(distinct r.value) from daily_reach r
          where r.website_id = n.website_id and r.dimension = 'page' and r.day = n.day
        ) > ${REACH_PAGES_PER_DAY}
      )
      insert into daily_reach (day, ad_id, website_id, dimension, value, views, clicks)
      select i.day, i.ad_id, i.website_id, i.dimension,
        case when f.value is null then i.value else ${REACH_OTHER} end,
        sum(i.views)::int, sum(i.clicks)::int
      from incoming i
      left join refused_pages f
        on i.dimension = 'page' and f.website_id = i.website_id and f.day = i.day and f.value = i.value
      group by 1, 2, 3, 4, 5
      on conflict (ad_id, website_id, day, dimension, value) do update
        set views = daily_reach.views + excluded.views, clicks = daily_reach.clicks + excluded.clicks`);
  }
}

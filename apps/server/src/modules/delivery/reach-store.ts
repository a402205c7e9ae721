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

/** Where counted events are tallied: an ad in a space on a UTC day (the counter's totals entries). */
export interface ReachPlace {
  adId: string;
  spaceId: string;
  day: string;
}

type Tally = { views: number; clicks: number };

/**
 * One flush's reach, tallied on the hot path without building a key per event: per place
 * (the counter's totals entry, an object: found by identity), per dimension, per value.
 * Two places may name the same ad, space and day (one per creative, or a batch put back
 * after a failed flush): their rows add up in writeReach's statement.
 */
export type ReachBatch = Map<ReachPlace, Record<keyof Reach, Map<string, Tally>>>;

const DIMENSIONS = ["country", "device", "page"] as const satisfies readonly (keyof Reach)[];

const emptyDimensions = () => ({ country: new Map(), device: new Map(), page: new Map() });

/** Adds one counted view or click to `batch`, once per dimension (decision 0059). */
export function tallyReach(batch: ReachBatch, at: ReachPlace, kind: "views" | "clicks", reach: Reach | undefined) {
  if (!reach) return;
  let dimensions = batch.get(at);
  if (!dimensions) batch.set(at, (dimensions = emptyDimensions()));
  for (const dimension of DIMENSIONS) {
    const values = dimensions[dimension];
    const value = reach[dimension];
    const tally = values.get(value);
    if (tally) tally[kind]++;
    else values.set(value, { views: kind === "views" ? 1 : 0, clicks: kind === "clicks" ? 1 : 0 });
  }
}

/** `from`'s counts added into `into` (a flush copies its batch; a failed flush puts it back). */
export function mergeReach(into: ReachBatch, from: ReachBatch) {
  for (const [place, dimensions] of from) {
    let target = into.get(place);
    if (!target) into.set(place, (target = emptyDimensions()));
    for (const dimension of DIMENSIONS) {
      const values = target[dimension];
      for (const [value, { views, clicks }] of dimensions[dimension]) {
        const tally = values.get(value);
        if (tally) {
          tally.views += views;
          tally.clicks += clicks;
        } else values.set(value, { views, clicks });
      }
    }
  }
}

/** The batch as rows for writeReach: one per place, dimension and value. */
export function reachBatchRows(batch: ReachBatch): ReachCount[] {
  const rows: ReachCount[] = [];
  for (const [{ adId, spaceId, day }, dimensions] of batch) {
    for (const dimension of DIMENSIONS) {
      for (const [value, { views, clicks }] of dimensions[dimension]) {
        rows.push({ adId, spaceId, day, dimension, value, views, clicks });
      }
    }
  }
  return rows;
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

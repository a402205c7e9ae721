import { REFUSAL_REASONS, type RefusalReason } from "@placard/shared/reports";
import { lt, sql } from "drizzle-orm";
import { type Db, type Executor, selectRows } from "../../db/client.js";
import { ads, countedTokenPacks, countedTokens, dailyRefusals, dailyStats } from "../../db/schema/campaigns.js";
import { spaces } from "../../db/schema/inventory.js";
import { writeCreativeCounts } from "./creative-store.js";

/** One ad's counts in one space on one UTC day, as buffered by the counter and written by a flush. */
export interface Totals {
  adId: string;
  spaceId: string;
  day: string;
  /** The creative the token named (decision 0061). */
  creative?: number;
  views: number;
  clicks: number;
  refused: Record<RefusalReason, number>;
}

const FLUSH_CHUNK = 5_000;

export const emptyRefused = (): Record<RefusalReason, number> => ({
  bot: 0,
  tooFast: 0,
  replay: 0,
  otherClient: 0,
  overLimit: 0,
});

/**
 * Which of `ids` are still rows of `table`, locked (FOR KEY SHARE) until the transaction
 * ends so none can be deleted before the counts referencing it are written.
 */
async function stillExisting(tx: Executor, table: typeof spaces | typeof ads, ids: Iterable<string>) {
  // Ids are UUIDs from signed tokens: nothing to quote in an array literal.
  const list = `{${[...new Set(ids)].join(",")}}`;
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`select id from ${table} where id = any(${list}::text[]) for key share`,
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * Adds counts and refusals to `daily_stats` and `daily_refusals`. A token outlives its
 * space (deleted once no request is active) by up to its lifetime: such events are
 * dropped, or their foreign key would fail this batch and, put back, every later one.
 * Returns which (ad, space) pairs still exist, for the flush's other writes (reach).
 */
export async function writeTotals(tx: Executor, all: Totals[], also: { adId: string; spaceId: string }[] = []) {
  const liveSpaces = await stillExisting(
    tx,
    spaces,
    [...all, ...also].map((row) => row.spaceId),
  );
  const liveAds = await stillExisting(
    tx,
    ads,
    [...all, ...also].map((row) => row.adId),
  );
  const kept = all.filter((row) => liveSpaces.has(row.spaceId) && liveAds.has(row.adId));
  const live = perSpace(kept);
  const counted = live.filter((row) => row.views + row.clicks > 0);
  const refused = live.filter((row) => REFUSAL_REASONS.some((reason) => row.refused[reason]));
  await inChunks(counted, (chunk) =>
    tx
      .insert(dailyStats)
      .values(chunk.map(({ adId, spaceId, day, views, clicks }) => ({ adId, spaceId, day, views, clicks })))
      .onConflictDoUpdate({
        target: [dailyStats.adId, dailyStats.spaceId, dailyStats.day],
        set: {
          views: sql`${dailyStats.views} + excluded.views`,
          clicks: sql`${dailyStats.clicks} + excluded.clicks`,
        },
      }),
  );
  await inChunks(refused, (chunk) =>
    tx
      .insert(dailyRefusals)
      .values(chunk.map(({ adId, spaceId, day, refused: counts }) => ({ adId, spaceId, day, ...counts })))
      .onConflictDoUpdate({
        target: [dailyRefusals.adId, dailyRefusals.spaceId, dailyRefusals.day],
        set: {
          bot: sql`${dailyRefusals.bot} + excluded.bot`,
          tooFast: sql`${dailyRefusals.tooFast} + excluded.too_fast`,
          replay: sql`${dailyRefusals.replay} + excluded.replay`,
          otherClient: sql`${dailyRefusals.otherClient} + excluded.other_client`,
          overLimit: sql`${dailyRefusals.overLimit} + excluded.over_limit`,
        },
      }),
  );
  await writeCreativeCounts(tx, kept);
  return (row: { adId: string; spaceId: string }) => liveSpaces.has(row.spaceId) && liveAds.has(row.adId);
}

/** The batch's rows (one per creative) summed per (ad, space, day): one upsert may touch a row once. */
function perSpace(rows: Totals[]): Totals[] {
  const byKey = new Map<string, Totals>();
  for (const row of rows) {
    const key = `${row.adId}|${row.spaceId}|${row.day}`;
    const entry = byKey.get(key);
    if (!entry) {
      byKey.set(key, { ...row, refused: { ...row.refused } });
      continue;
    }
    entry.views += row.views;
    entry.clicks += row.clicks;
    for (const reason of REFUSAL_REASONS) entry.refused[reason] += row.refused[reason];
  }
  return [...byKey.values()];
}

/** `write` for each FLUSH_CHUNK rows in turn: one statement's parameters stay bounded. */
async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += FLUSH_CHUNK) await write(rows.slice(start, start + FLUSH_CHUNK));
}

/**
 * Writes counted tokens one row each (`v`/`c` + signature) and returns those that were
 * not there yet: the others were counted before this process started, or by another
 * server on this database (decision 0013).
 */
export async function insertTokenRows(tx: Executor, chunk: { id: string; expiresAt: number }[]) {
  // Two array literals rather than two parameters a row: far less to parse for
  // thousands (ids are base64url and numbers: nothing to quote in a literal).
  const ids = `{${chunk.map((token) => token.id).join(",")}}`;
  const expiries = `{${chunk.map((token) => token.expiresAt).join(",")}}`;
  const inserted = await selectRows<{ id: string }>(
    tx,
    sql`insert into ${countedTokens} (id, expires_at)
        select id, to_timestamp(expiry) from unnest(${ids}::text[], ${expiries}::int8[]) as t(id, expiry)
        on conflict do nothing
        returning id`,
  );
  return new Set(inserted.map((row) => row.id));
}

/** Deletes the rows and the packs (decision 0039) of tokens that can no longer be used. */
export async function deleteExpiredTokens(db: Db, now: number) {
  await db.delete(countedTokens).where(lt(countedTokens.expiresAt, new Date(now)));
  await db.delete(countedTokenPacks).where(lt(countedTokenPacks.expiresAt, new Date(now)));
}

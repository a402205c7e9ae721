import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { dailyStats } from "../../db/schema/campaigns.js";
import type { TokenClaims } from "./tokens.js";

type Kind = "views" | "clicks";

/** A client counting more than this many views or clicks a minute is not counted further. */
export const MAX_COUNTS_PER_CLIENT_MINUTE = 120;

/**
 * Honest counting: a view and a click count once per token, known bots and over-rate
 * clients not at all. Counts are buffered in memory and flushed as upserts into daily
 * stats (at least every second by the delivery plugin, and on shutdown).
 */
export function createCounter(db: Db) {
  const pending = new Map<string, { adId: string; spaceId: string; day: string; views: number; clicks: number }>();
  /**
   * Tokens already counted, per kind, in buckets by the minute they expire: a lookup
   * checks a few sets, and forgetting expired tokens drops whole buckets (no scan).
   */
  const seen: Record<Kind, Map<number, Set<string>>> = { views: new Map(), clicks: new Map() };
  const bucketOf = (expiresAtSeconds: number) => Math.floor(expiresAtSeconds / 60);
  const hasSeen = (kind: Kind, token: string, expiresAtSeconds: number) =>
    seen[kind].get(bucketOf(expiresAtSeconds))?.has(token) ?? false;
  const remember = (kind: Kind, token: string, expiresAtSeconds: number) => {
    const bucket = bucketOf(expiresAtSeconds);
    let set = seen[kind].get(bucket);
    if (!set) seen[kind].set(bucket, (set = new Set()));
    set.add(token);
  };
  const perClient = new Map<string, number>();
  let minute = Math.floor(Date.now() / 60_000);
  let flushing: Promise<void> = Promise.resolve();

  function isOverRate(client: string, now: number) {
    const current = Math.floor(now / 60_000);
    if (current !== minute) {
      minute = current;
      perClient.clear();
    }
    const count = (perClient.get(client) ?? 0) + 1;
    perClient.set(client, count);
    return count > MAX_COUNTS_PER_CLIENT_MINUTE;
  }

  return {
    /**
     * Counts one view or click for a verified token; returns whether it counted. The
     * token is remembered first, so a repeat never counts even when the client is refused.
     */
    count(
      kind: Kind,
      token: string,
      claims: TokenClaims,
      /** Read only for a token not counted yet: repeats never pay for bot detection. */
      clientOf: () => { id: string; isBot: boolean },
      now = Date.now(),
    ) {
      // A token's expiry is part of it, so the same token always lands in the same bucket.
      if (hasSeen(kind, token, claims.expiresAt)) return false;
      remember(kind, token, claims.expiresAt);
      const client = clientOf();
      if (client.isBot || isOverRate(client.id, now)) return false;
      const day = new Date(now).toISOString().slice(0, 10);
      const key = `${claims.adId}|${claims.spaceId}|${day}`;
      const entry = pending.get(key) ?? { adId: claims.adId, spaceId: claims.spaceId, day, views: 0, clicks: 0 };
      entry[kind]++;
      pending.set(key, entry);
      return true;
    },

    /** Writes the buffered counts; runs one flush at a time. Failed rows are put back. */
    flush(): Promise<void> {
      flushing = flushing
        .catch(() => {})
        .then(async () => {
          if (pending.size === 0) return;
          const rows = [...pending.values()];
          pending.clear();
          try {
            await db
              .insert(dailyStats)
              .values(rows.map(({ adId, spaceId, day, views, clicks }) => ({ adId, spaceId, day, views, clicks })))
              .onConflictDoUpdate({
                target: [dailyStats.adId, dailyStats.spaceId, dailyStats.day],
                set: {
                  views: sql`${dailyStats.views} + excluded.views`,
                  clicks: sql`${dailyStats.clicks} + excluded.clicks`,
                },
              });
          } catch (error) {
            for (const row of rows) {
              const key = `${row.adId}|${row.spaceId}|${row.day}`;
              const current = pending.get(key);
              pending.set(
                key,
                current ? { ...row, views: row.views + current.views, clicks: row.clicks + current.clicks } : row,
              );
            }
            throw error;
          }
        });
      return flushing;
    },

    /** Forgets tokens that can no longer be used. */
    prune(now = Date.now()) {
      const current = bucketOf(now / 1000);
      for (const buckets of Object.values(seen)) {
        for (const bucket of buckets.keys()) if (bucket < current) buckets.delete(bucket);
      }
    },

    pendingCount() {
      return pending.size;
    },
  };
}

export type Counter = ReturnType<typeof createCounter>;

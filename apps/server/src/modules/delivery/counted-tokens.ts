import { sql } from "drizzle-orm";
import { type Db, type Executor, selectRows } from "../../db/client.js";
import { countedTokenPacks } from "../../db/schema/campaigns.js";

/** `v` for a view, `c` for a click: the first character of a stored counted token. */
export type KindChar = "v" | "c";

/** The minute a token expires: tokens are remembered, and forgotten, by the minute. */
export const bucketOf = (expiresAtSeconds: number) => Math.floor(expiresAtSeconds / 60);

/**
 * Tokens already counted, per kind, in buckets by the minute they expire: a lookup checks
 * one set, and forgetting expired tokens drops whole buckets (no scan).
 */
export function createSeenTokens() {
  const seen: Record<KindChar, Map<number, Set<string>>> = { v: new Map(), c: new Map() };
  return {
    has: (kind: KindChar, bucket: number, id: string) => seen[kind].get(bucket)?.has(id) ?? false,
    add(kind: KindChar, bucket: number, id: string) {
      let set = seen[kind].get(bucket);
      if (!set) seen[kind].set(bucket, (set = new Set()));
      set.add(id);
    },
    /** Forgets every token that expired before the current minute. */
    prune(nowSeconds: number) {
      const current = bucketOf(nowSeconds);
      for (const buckets of Object.values(seen)) {
        for (const bucket of buckets.keys()) if (bucket < current) buckets.delete(bucket);
      }
    },
  };
}
export type SeenTokens = ReturnType<typeof createSeenTokens>;

/**
 * The tokens one flush counted, for one row of `counted_token_packs` (decision 0039):
 * grouped by kind and expiry minute, written as lines `<v|c><minute, base 36>:<id>,<id>…`
 * (ids are base64url signatures: no `,`, `:` or line break in them).
 */
export function createPack() {
  let groups = new Map<string, string[]>();
  let expiresAt = 0;
  let size = 0;
  return {
    add(kind: KindChar, expiresAtSeconds: number, id: string) {
      const key = kind + bucketOf(expiresAtSeconds).toString(36);
      const ids = groups.get(key);
      if (ids) ids.push(id);
      else groups.set(key, [id]);
      if (expiresAtSeconds > expiresAt) expiresAt = expiresAtSeconds;
      size++;
    },
    get size() {
      return size;
    },
    /** Hands over what was added so far (to write it) and starts empty. */
    take() {
      const taken = { groups, expiresAt, size };
      groups = new Map();
      expiresAt = 0;
      size = 0;
      return taken;
    },
    /** Puts back what a failed flush took, ahead of what was added since. */
    putBack(taken: { groups: Map<string, string[]>; expiresAt: number; size: number }) {
      for (const [key, ids] of taken.groups) groups.set(key, ids.concat(groups.get(key) ?? []));
      expiresAt = Math.max(expiresAt, taken.expiresAt);
      size += taken.size;
    },
  };
}
export type Pack = ReturnType<typeof createPack>;
type TakenPack = ReturnType<Pack["take"]>;

/** Writes one flush's counted tokens as one row, in the flush's transaction. */
export async function writePack(tx: Executor, taken: TakenPack) {
  const lines: string[] = [];
  for (const [key, ids] of taken.groups) lines.push(`${key}:${ids.join(",")}`);
  await tx.insert(countedTokenPacks).values({ expiresAt: new Date(taken.expiresAt * 1000), tokens: lines.join("\n") });
}

/**
 * Reads back into `seen` every token counted on this database that has not expired: the
 * packs, and the rows of `counted_tokens` written one a token (before packs, decision 0013).
 */
export async function loadCountedTokens(db: Db, seen: SeenTokens, now: number) {
  const at = new Date(now).toISOString();
  const packs = await selectRows<{ tokens: string }>(
    db,
    sql`select tokens from ${countedTokenPacks} where expires_at >= ${at}::timestamptz`,
  );
  for (const { tokens } of packs) {
    for (const line of tokens.split("\n")) {
      const cut = line.indexOf(":");
      if (cut < 2) continue;
      const kind = line[0] === "c" ? "c" : "v";
      const bucket = Number.parseInt(line.slice(1, cut), 36);
      for (const id of line.slice(cut + 1).split(",")) seen.add(kind, bucket, id);
    }
  }
  const rows = await selectRows<{ id: string; expiry: string | number }>(
    db,
    sql`select id, extract(epoch from expires_at)::int8 as expiry from counted_tokens where expires_at >= ${at}::timestamptz`,
  );
  for (const { id, expiry } of rows) {
    seen.add(id[0] === "c" ? "c" : "v", bucketOf(Number(expiry)), id.slice(1));
  }
}

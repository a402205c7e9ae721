import { VIEW_DWELL_MS } from "@placard/shared/delivery";
import { REFUSAL_REASONS, type RefusalReason } from "@placard/shared/reports";
import type { Redis } from "ioredis";
import type { Db } from "../../db/client.js";
import {
  type SeenTokens,
  bucketOf,
  createPack,
  createSeenTokens,
  loadCountedTokens,
  writePack,
} from "./counted-tokens.js";
import { type Totals, deleteExpiredTokens, emptyRefused, insertTokenRows, writeTotals } from "./counter-store.js";
import {
  type CountingClient,
  type Reach,
  KIND_CHAR,
  type Kind,
  type SharedCounts,
  countInRedis,
  createLocalLimits,
  isOverShared,
  withCountScript,
} from "./counting-limits.js";
import { type ReachBatch, mergeReach, reachBatchRows, tallyReach, writeReach } from "./reach-store.js";
import { type TokenClaims, UNBOUND_CLIENT } from "./tokens.js";

export { ADDRESS_LIMITS, COUNT_LIMITS, type CountingClient } from "./counting-limits.js";

export type Refusal = RefusalReason;
export type Outcome = "counted" | Refusal;

/** A token counted on this instance, written to `counted_tokens` with the counts (no Redis). */
interface PendingToken {
  id: string;
  expiresAt: number;
  kind: Kind;
  key: string;
  adId: string;
  spaceId: string;
  day: string;
  creative: number;
  /** Its country, device and page, added to the reach only if the flush counts it (decision 0059). */
  reach?: Reach;
}

/**
 * Counted tokens written per statement. The embedded database runs on the server's own
 * thread: a few hundred rows keep each statement to a few milliseconds, and the flush lets
 * waiting requests through between them, so a busy second's flush never stalls the hot
 * path for long (decision 0031).
 */
const TOKEN_CHUNK = 200;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const STORED_PRUNE_MS = 60_000;

const DAY_MS = 86_400_000;
/** The UTC day of `now` (YYYY-MM-DD), formatted once a day rather than once an event. */
let today = { start: 0, name: "" };
function dayOf(now: number) {
  if (now < today.start || now >= today.start + DAY_MS) {
    const start = now - (now % DAY_MS);
    today = { start, name: new Date(start).toISOString().slice(0, 10) };
  }
  return today.name;
}

/**
 * The embedded database's counted tokens in memory, one per database (not per counter):
 * PGlite serves this process only, so this memory is the truth about replays for every
 * counter on it, read back from the packs once at startup (decision 0039).
 */
const packedMemories = new WeakMap<Db, { seen: SeenTokens; loaded?: Promise<void> }>();
function packedMemoryOf(db: Db) {
  let memory = packedMemories.get(db);
  if (!memory) packedMemories.set(db, (memory = { seen: createSeenTokens() }));
  return memory;
}

/**
 * Honest counting (decision 0013): a view or a click counts once per token, from the
 * client the token was issued to, not from a bot, not sooner than a second of visibility,
 * within a per-client, per-ad limit. Refused events are tallied per reason. Counts and
 * refusals are buffered in memory and upserted into daily stats and daily refusals (at
 * least every second by the delivery plugin, and on shutdown).
 *
 * Where counted tokens live: with Redis, there (shared by every instance, with the
 * per-client counts); without it, in this process's memory and in the database, written
 * in the same transaction as the counts, so a restart never counts a token twice. On
 * PostgreSQL one row each in `counted_tokens`, whose insert refuses what another server
 * counted; with `packed` (the embedded database, which one process serves) one row per
 * flush in `counted_token_packs`, read back by `load()` at startup (decision 0039).
 */
export function createCounter(db: Db, options: { redis?: Redis; keyPrefix?: string; packed?: boolean } = {}) {
  const prefix = options.keyPrefix ?? "placard:";
  const redis = options.redis ? withCountScript(options.redis) : undefined;

  let totals = new Map<string, Totals>();
  let tokens: PendingToken[] = [];
  let reach: ReachBatch = new Map();
  const packed = options.packed ?? false;
  const pack = createPack();
  const inFlight = new Set<Promise<unknown>>();
  let flushing: Promise<void> = Promise.resolve();
  let lastStoredPrune = 0;

  const memory = packed ? packedMemoryOf(db) : { seen: createSeenTokens() };
  const { seen } = memory;
  const limits = createLocalLimits();
  const hasSeen = (kind: Kind, claims: TokenClaims) => seen.has(KIND_CHAR[kind], bucketOf(claims.expiresAt), claims.id);
  const remember = (kind: Kind, claims: TokenClaims) =>
    seen.add(KIND_CHAR[kind], bucketOf(claims.expiresAt), claims.id);

  function totalsOf(claims: TokenClaims, day: string) {
    const { adId, spaceId, creative } = claims;
    const key = `${adId}|${spaceId}|${day}|${creative}`;
    let entry = totals.get(key);
    if (!entry) {
      entry = { adId, spaceId, day, creative, views: 0, clicks: 0, refused: emptyRefused() };
      totals.set(key, entry);
    }
    return entry;
  }

  function settle(kind: Kind, claims: TokenClaims, now: number, outcome: Outcome, client?: CountingClient): Outcome {
    const entry = totalsOf(claims, dayOf(now));
    if (outcome === "counted") {
      entry[kind]++;
      tallyReach(reach, entry, kind, client?.reach?.());
    } else entry.refused[outcome]++;
    return outcome;
  }

  /**
   * A counted token is written to the database with the counts, with or without Redis
   * (decision 0048): the database is the one arbiter of "counted once", so a token counted
   * through Redis and replayed to a server that cannot reach Redis is refused at its flush.
   * The count is provisional until then: the flush refuses it as a replay if the database
   * already has the token. Packed (the embedded database, one process): this process's
   * memory already refuses a replay; the token only has to outlive a restart.
   */
  function record(kind: Kind, claims: TokenClaims, now: number, client: CountingClient): Outcome {
    if (packed) {
      pack.add(KIND_CHAR[kind], claims.expiresAt, claims.id);
      return settle(kind, claims, now, "counted", client);
    }
    const day = dayOf(now);
    tokens.push({
      id: KIND_CHAR[kind] + claims.id,
      expiresAt: claims.expiresAt,
      kind,
      key: `${claims.adId}|${claims.spaceId}|${day}|${claims.creative}`,
      adId: claims.adId,
      spaceId: claims.spaceId,
      day,
      creative: claims.creative,
      reach: client.reach?.(),
    });
    return "counted";
  }

  /** Without Redis (or when it fails): this instance's limits, and the token goes to the database. */
  function countHere(kind: Kind, claims: TokenClaims, client: CountingClient, now: number): Outcome {
    if (limits.isOver(kind, client, claims.adId, now)) return settle(kind, claims, now, "overLimit");
    return record(kind, claims, now, client);
  }

  async function countShared(
    shared: NonNullable<typeof redis>,
    kind: Kind,
    claims: TokenClaims,
    client: CountingClient,
    now: number,
  ) {
    let counts: SharedCounts;
    try {
      counts = await countInRedis(shared, prefix, kind, claims, client, now);
    } catch {
      // Redis is unreachable: count as a single instance would rather than lose the event.
      return countHere(kind, claims, client, now);
    }
    if (counts === -1) return settle(kind, claims, now, "replay");
    if (isOverShared(kind, counts)) return settle(kind, claims, now, "overLimit");
    return record(kind, claims, now, client);
  }

  return {
    /** Reads back the tokens counted before this process started (packed only; once per database). */
    load(now = Date.now()): Promise<void> {
      if (!packed) return Promise.resolve();
      const shared = packedMemoryOf(db);
      shared.loaded ??= loadCountedTokens(db, shared.seen, now);
      return shared.loaded;
    },

    /**
     * Counts one view or click of a verified token, or tallies why not. Synchronous
     * without Redis; with it, one round trip (the caller need not wait: flush does).
     */
    count(
      kind: Kind,
      claims: TokenClaims,
      /** Read only for a token not counted here yet: repeats never pay for bot detection. */
      clientOf: () => CountingClient,
      now = Date.now(),
    ): Outcome | Promise<Outcome> {
      if (hasSeen(kind, claims)) return settle(kind, claims, now, "replay");
      const client = clientOf();
      if (client.isBot) return settle(kind, claims, now, "bot");
      // A click from a server-rendered ad (PHP, Python snippets) can come from any browser.
      const unboundClick = kind === "clicks" && claims.client === UNBOUND_CLIENT;
      if (claims.client !== client.tag && !unboundClick) return settle(kind, claims, now, "otherClient");
      if (kind === "views" && now - claims.issuedAt < VIEW_DWELL_MS) return settle(kind, claims, now, "tooFast");
      remember(kind, claims);
      if (!redis) return countHere(kind, claims, client, now);
      const counting = countShared(redis, kind, claims, client, now);
      inFlight.add(counting);
      void counting.finally(() => inFlight.delete(counting));
      return counting;
    },

    /** Writes the buffered counts; runs one flush at a time. What fails to write is put back. */
    flush(): Promise<void> {
      flushing = flushing
        .catch(() => {})
        .then(async () => {
          await Promise.allSettled([...inFlight]);
          if (totals.size === 0 && tokens.length === 0 && pack.size === 0 && reach.size === 0) return;
          const batch = totals;
          const batchTokens = tokens;
          const batchPack = pack.take();
          const batchReach = reach;
          totals = new Map();
          tokens = [];
          reach = new Map();
          try {
            await db.transaction(async (tx) => {
              if (batchPack.size > 0) await writePack(tx, batchPack);
              const rows = new Map<string, Totals>();
              for (const [key, entry] of batch) rows.set(key, { ...entry, refused: { ...entry.refused } });
              const reachBatch: ReachBatch = new Map();
              mergeReach(reachBatch, batchReach);
              for (let start = 0; start < batchTokens.length; start += TOKEN_CHUNK) {
                if (start > 0) await nextTurn();
                const chunk = batchTokens.slice(start, start + TOKEN_CHUNK);
                const fresh = await insertTokenRows(tx, chunk);
                for (const token of chunk) {
                  let entry = rows.get(token.key);
                  if (!entry) {
                    const { adId, spaceId, day, creative } = token;
                    entry = { adId, spaceId, day, creative, views: 0, clicks: 0, refused: emptyRefused() };
                    rows.set(token.key, entry);
                  }
                  // Counted before this process started (or by another one on this database).
                  if (fresh.delete(token.id)) {
                    entry[token.kind]++;
                    tallyReach(reachBatch, entry, token.kind, token.reach);
                  } else entry.refused.replay++;
                }
              }
              const reached = reachBatchRows(reachBatch);
              const live = await writeTotals(tx, [...rows.values()], reached);
              await writeReach(tx, reached, live);
            });
          } catch (error) {
            for (const [key, entry] of batch) {
              const current = totals.get(key);
              if (!current) totals.set(key, entry);
              else {
                current.views += entry.views;
                current.clicks += entry.clicks;
                for (const reason of REFUSAL_REASONS) current.refused[reason] += entry.refused[reason];
              }
            }
            tokens = batchTokens.concat(tokens);
            mergeReach(reach, batchReach);
            pack.putBack(batchPack);
            throw error;
          }
        });
      return flushing;
    },

    /** Forgets tokens that can no longer be used: here at once, in the database once a minute. */
    async prune(now = Date.now()) {
      seen.prune(now / 1000);
      if (now - lastStoredPrune < STORED_PRUNE_MS) return;
      lastStoredPrune = now;
      await deleteExpiredTokens(db, now);
    },

    pendingCount() {
      return totals.size + tokens.length + pack.size;
    },
  };
}

export type Counter = ReturnType<typeof createCounter>;

import type { Redis } from "ioredis";
import type { TokenClaims } from "./tokens.js";

// The two limits of counting (decisions 0013 and 0048), in this process and in Redis.

export type Kind = "views" | "clicks";
type Limits = Record<Kind, { max: number; windowSeconds: number }>;
/** How a kind is written in token keys and rows. */
export const KIND_CHAR = { views: "v", clicks: "c" } as const;

/**
 * How many views and clicks of one ad one client (address + User-Agent) can count in a
 * window (decision 0013): a reader who reloads a page every 30 s for 5 minutes sees the
 * same ad 10 times, which is as many exposures as an advertiser should pay for; 3 clicks
 * in 10 minutes leave room for a back button and a second look, not for a clicking script.
 */
export const COUNT_LIMITS: Limits = {
  views: { max: 10, windowSeconds: 5 * 60 },
  clicks: { max: 3, windowSeconds: 10 * 60 },
};

/**
 * The ceiling per address, whatever its User-Agents, per ad and hour (decision 0048): a
 * script that rotates its User-Agent from one address is a new "client" each time, so the
 * per-client limit alone does not hold it. 600 views and 60 clicks of one ad in an hour
 * from one address is 60 busy readers' worth behind one office or carrier address, on one
 * publisher's ad: a real address does not reach it, a script stops there.
 */
export const ADDRESS_LIMITS: Limits = {
  views: { max: 600, windowSeconds: 60 * 60 },
  clicks: { max: 60, windowSeconds: 60 * 60 },
};

/**
 * Whoever sent a beacon or a click: the tag (address + User-Agent) binds tokens and keys the
 * per-client limits; the address tag keys the per-address ceiling. Both are keyed hashes.
 */
export interface CountingClient {
  tag: string;
  address: string;
  isBot: boolean;
  /** Where and on what it was counted (decision 0059): read only when an event counts. */
  reach?: () => Reach;
}

/** A counted event's country, device class and page (reach.ts): never the address or User-Agent. */
export interface Reach {
  country: string;
  device: string;
  page: string;
}

const windowOf = (limits: Limits, kind: Kind, now: number) => Math.floor(now / 1000 / limits[kind].windowSeconds);

/**
 * Both limits in this process (without Redis, or while it cannot be reached): per-client and
 * per-address counts of each ad in the current fixed windows.
 */
export function createLocalLimits() {
  // Counts per ad, then per client (or address) tag: no key is built per event.
  type Counts = Map<string, Map<string, number>>;
  type Rate = { limits: Limits; window: Record<Kind, number>; counts: Record<Kind, Counts> };
  const rateOf = (limits: Limits): Rate => ({
    limits,
    window: { views: 0, clicks: 0 },
    counts: { views: new Map(), clicks: new Map() },
  });
  const clientRates = rateOf(COUNT_LIMITS);
  const addressRates = rateOf(ADDRESS_LIMITS);
  /** Adds one to the tag's count of the ad in its window; true when that goes over the limit. */
  function isOver(rate: Rate, kind: Kind, adId: string, tag: string, now: number) {
    const window = windowOf(rate.limits, kind, now);
    if (rate.window[kind] !== window) {
      rate.window[kind] = window;
      rate.counts[kind].clear();
    }
    let ofAd = rate.counts[kind].get(adId);
    if (!ofAd) rate.counts[kind].set(adId, (ofAd = new Map()));
    const count = (ofAd.get(tag) ?? 0) + 1;
    ofAd.set(tag, count);
    return count > rate.limits[kind].max;
  }
  return {
    /** Counts one event; true when it goes over either limit (both counts move, as in Redis). */
    isOver(kind: Kind, client: CountingClient, adId: string, now: number) {
      const overClient = isOver(clientRates, kind, adId, client.tag, now);
      const overAddress = isOver(addressRates, kind, adId, client.address, now);
      return overClient || overAddress;
    },
  };
}

/**
 * One round trip per event: remember the token until it expires (SET NX EX) and, only if
 * it is new, add one to the client's and the address's counts for the ad in their current
 * windows. -1: replay; otherwise both counts.
 */
const COUNT_SCRIPT = `
if not redis.call('SET', KEYS[1], '1', 'NX', 'EX', ARGV[1]) then return -1 end
local n = redis.call('INCR', KEYS[2])
if n == 1 then redis.call('EXPIRE', KEYS[2], ARGV[2]) end
local m = redis.call('INCR', KEYS[3])
if m == 1 then redis.call('EXPIRE', KEYS[3], ARGV[3]) end
return {n, m}`;

type CountingRedis = Redis & {
  placardCount(
    tokenKey: string,
    clientKey: string,
    addressKey: string,
    tokenTtl: number,
    clientWindowSeconds: number,
    addressWindowSeconds: number,
  ): Promise<-1 | [number, number]>;
};

/** Teaches a Redis client the counting script (defineCommand: sent once, then by its hash). */
export function withCountScript(redis: Redis): CountingRedis {
  redis.defineCommand("placardCount", { numberOfKeys: 3, lua: COUNT_SCRIPT });
  return redis as CountingRedis;
}

export type SharedCounts = -1 | [number, number];

/** One event through Redis: -1 for a token Redis already holds, else the client's and the address's counts. */
export function countInRedis(
  redis: CountingRedis,
  prefix: string,
  kind: Kind,
  claims: TokenClaims,
  client: CountingClient,
  now: number,
): Promise<SharedCounts> {
  const char = KIND_CHAR[kind];
  return redis.placardCount(
    `${prefix}counted:${char}:${claims.id}`,
    `${prefix}rate:${char}:${client.tag}:${claims.adId}:${windowOf(COUNT_LIMITS, kind, now)}`,
    `${prefix}address:${char}:${client.address}:${claims.adId}:${windowOf(ADDRESS_LIMITS, kind, now)}`,
    Math.max(1, claims.expiresAt - Math.floor(now / 1000)),
    COUNT_LIMITS[kind].windowSeconds,
    ADDRESS_LIMITS[kind].windowSeconds,
  );
}

/** Whether counts from Redis (not a replay) go over either limit. */
export function isOverShared(kind: Kind, [clientCount, addressCount]: [number, number]) {
  return clientCount > COUNT_LIMITS[kind].max || addressCount > ADDRESS_LIMITS[kind].max;
}

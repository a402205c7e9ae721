import { Redis, type RedisOptions } from "ioredis";

/** Where a connection reports that it lost Redis (Fastify's logger fits). */
export interface RedisLog {
  warn(obj: unknown, msg: string): void;
}

/** How often one connection may log that Redis is unreachable (it retries every few seconds). */
const REPORT_EVERY_MS = 60_000;

/**
 * A Redis connection for one purpose (`what`: rate limits, counting, realtime…). Its errors
 * are logged as warnings, at most once a minute, instead of ioredis's "Unhandled error
 * event" on stderr at every retry: every user of Redis here has a single-server fallback
 * or skips on error, so an unreachable Redis degrades Placard, it does not stop it.
 */
export function connectRedis(url: string, what: string, log: RedisLog, options: RedisOptions = {}): Redis {
  return watchErrors(new Redis(url, options), what, log);
}

/** The same error reporting for a connection made with `duplicate()` (a subscriber). */
export function watchErrors(client: Redis, what: string, log: RedisLog): Redis {
  let lastReport = 0;
  client.on("error", (error: Error) => {
    const now = Date.now();
    if (now - lastReport < REPORT_EVERY_MS) return;
    lastReport = now;
    log.warn({ err: error }, `Redis (${what}) is unreachable; retrying`);
  });
  return client;
}

import type { FastifyBaseLogger } from "fastify";

/**
 * A refused API key is the caller's mistake (a revoked key left in a script, a typo), not
 * Placard's: it is logged at warn, and rate-limited (issue #29.7) — at most one line per key
 * prefix and at most MAX_LINES lines per window, each line saying how many refusals it
 * stands for since the last one. The memory it keeps is cleared every window, so a caller
 * trying random keys can neither flood the log nor grow the map.
 */
const WINDOW_MS = 60_000;
const MAX_LINES = 10;

/** What identifies a key in logs and on /account: its first 8 characters (`plc_` + 4), never more. */
export const keyPrefixOf = (key: string) => key.slice(0, 8).replace(/[^A-Za-z0-9_-]/g, "?");

export type RefusedKeyLog = (key: string, reason: string) => void;

export function createRefusedKeyLog(
  logger: Pick<FastifyBaseLogger, "warn">,
  options: { windowMs?: number; maxLines?: number; now?: () => number } = {},
): RefusedKeyLog {
  const windowMs = options.windowMs ?? WINDOW_MS;
  const maxLines = options.maxLines ?? MAX_LINES;
  const now = options.now ?? Date.now;
  let windowStart = -Infinity;
  let lines = 0;
  let unlogged = 0;
  const logged = new Set<string>();
  return (key, reason) => {
    const at = now();
    if (at - windowStart >= windowMs) {
      windowStart = at;
      lines = 0;
      logged.clear();
    }
    const keyPrefix = keyPrefixOf(key);
    if (logged.has(keyPrefix) || lines >= maxLines) {
      unlogged += 1;
      return;
    }
    logged.add(keyPrefix);
    lines += 1;
    logger.warn({ keyPrefix, reason, alsoRefusedSinceLastLine: unlogged }, "Refused an API key");
    unlogged = 0;
  };
}

/**
 * Whether a Better Auth log line is the api-key plugin's report of a key it refused (an
 * APIError with a 4xx status): the api-keys module logs those itself, at warn. Anything
 * else the plugin reports (the database failing…) stays an error.
 */
export function isRefusedKeyReport(message: string, args: unknown[]): boolean {
  if (!message.startsWith("Failed to validate API key")) return false;
  const error = args[0] as { name?: unknown; statusCode?: unknown } | undefined;
  return error?.name === "APIError" && typeof error.statusCode === "number" && error.statusCode < 500;
}

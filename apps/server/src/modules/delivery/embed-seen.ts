import type { Db } from "../../db/client.js";
import { recordEmbedSeen } from "../websites/index.js";
import type { DeliveryCache } from "./cache.js";

/** At most one write per website this often, per instance: the hint is a time, not a count. */
export const EMBED_SEEN_EVERY_MS = 10 * 60_000;

/** A host without its leading `www.`: `www.example.com` and `example.com` are one website. */
const siteHost = (hostname: string) => hostname.toLowerCase().replace(/^www\./, "");

function parseOrigin(header: string | undefined): URL | null {
  if (!header || header.length > 300) return null;
  try {
    const url = new URL(header);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/**
 * "Embed seen on <origin> at <time>": when the embed asks for a space's ads with an
 * Origin on the website's own host, the website remembers it, for its owner to read.
 * A hint, never verification: outside a browser an Origin header is whatever the
 * client says (decision 0005). Written off the hot path, throttled per website.
 */
export function createEmbedSeenRecorder(options: {
  db: Db;
  cache: DeliveryCache;
  log: { error(obj: unknown, msg: string): void };
}) {
  const lastWritten = new Map<string, number>();
  return function noticeEmbedOrigin(originHeader: string | undefined, publicIds: string[], now = Date.now()) {
    const origin = parseOrigin(originHeader);
    if (!origin) return;
    for (const publicId of publicIds) {
      const space = options.cache.space(publicId);
      if (!space?.websiteOrigin) continue;
      if (now - (lastWritten.get(space.websiteId) ?? -Infinity) < EMBED_SEEN_EVERY_MS) continue;
      if (siteHost(new URL(space.websiteOrigin).hostname) !== siteHost(origin.hostname)) continue;
      lastWritten.set(space.websiteId, now);
      recordEmbedSeen(options.db, space.websiteId, origin.origin, new Date(now)).catch((error: unknown) =>
        options.log.error({ err: error }, "recording where the embed was seen failed"),
      );
    }
  };
}

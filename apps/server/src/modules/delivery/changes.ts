import type { Redis } from "ioredis";
import type { DeliveryCache, DeliveryChange } from "./cache.js";
import { watchErrors, type RedisLog } from "../../lib/redis.js";

const CHANNEL = "placard:delivery:changes";
const MAX_IDS = 1_000;

const ids = (value: unknown) =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === "string").slice(0, MAX_IDS) : [];

/** A message from another instance: the ids it touched, or `{ "all": true }` for a full rebuild. */
export function parseChange(message: string): DeliveryChange | "all" | null {
  try {
    const value: unknown = JSON.parse(message);
    if (typeof value !== "object" || value === null) return null;
    const body = value as Record<string, unknown>;
    if (body.all === true) return "all";
    return { spaceIds: ids(body.spaceIds), websiteIds: ids(body.websiteIds), requestIds: ids(body.requestIds) };
  } catch {
    return null;
  }
}

/**
 * How a change reaches every instance's delivery cache: applied here at once, and with
 * Redis published (the ids, not "rebuild everything") to the others, which apply it too.
 */
export async function connectDeliveryChanges(options: {
  cache: DeliveryCache;
  pub?: Redis;
  log: RedisLog & { error(obj: unknown, msg: string): void };
}) {
  const { cache, pub } = options;
  const sub = pub ? watchErrors(pub.duplicate(), "delivery changes", options.log) : undefined;
  let hasBeenReady = false;
  if (sub) {
    await sub.subscribe(CHANNEL);
    hasBeenReady = true;
    sub.on("message", (_channel: string, message: string) => {
      const change = parseChange(message);
      if (change === "all") cache.invalidate();
      else if (change) cache.touch(change);
    });
    // Messages sent while the subscriber was away are lost: once it is back, rebuild
    // everything rather than serve what they would have changed.
    sub.on("ready", () => {
      if (hasBeenReady) cache.invalidate();
      hasBeenReady = true;
    });
  }
  const send = (body: DeliveryChange | { all: true }) => {
    pub?.publish(CHANNEL, JSON.stringify(body)).catch((error: unknown) => {
      options.log.error({ err: error }, "publishing a delivery change failed");
    });
  };
  return {
    /** Call after the transaction that changed these rows has committed. */
    touch(change: DeliveryChange) {
      cache.touch(change);
      send(change);
    },
    /** Rebuild everything everywhere: for a change nobody can name by id. */
    invalidateAll() {
      cache.invalidate();
      send({ all: true });
    },
    close: async () => {
      await sub?.quit();
    },
  };
}

import { randomUUID } from "node:crypto";
import { VIEW_DWELL_MS } from "@placard/shared/delivery";
import { and, eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { dailyRefusals, dailyStats } from "../../db/schema/campaigns.js";
import { useTestApp } from "../../test/use-test-app.js";
import { TEST_REDIS_URL, isRedisUp } from "../../test/redis.js";
import { createPlacementRequest, createSpaces, createWebsite, signUpUser } from "../../test/factories.js";
import { ADDRESS_LIMITS, COUNT_LIMITS, type CountingClient, createCounter } from "./counter.js";
import { createTokenSigner } from "./tokens.js";

// The per-address ceiling and a Redis outage (decision 0048), on the counter itself: a
// script that rotates its User-Agent from one address, and a token counted through Redis
// then replayed to a server that cannot reach it.

const REDIS_URL = TEST_REDIS_URL;
const signer = createTokenSigner("counting-limits-secret-0123456789abcdef");
const ADDRESS = "203.0.113.9";
const agent = (i: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.${i} Safari/537.36`;
const clientOf = (address: string, userAgent: string): CountingClient => ({
  tag: signer.clientTag(address, userAgent),
  address: signer.addressTag(address),
  isBot: false,
});

const redisUp = await isRedisUp();

const t = useTestApp();
const db = () => t.app.database.db;

/** A running ad in a new space: counts of it can be written. */
async function runningAd() {
  const owner = await signUpUser(t.app);
  const advertiser = await signUpUser(t.app);
  const website = await createWebsite(t.app, owner);
  const [space] = await createSpaces(t.app, owner, website.id, [
    { placementKey: "sidebar", priceCents: 900, capacity: 1 },
  ]);
  if (!space) throw new Error("no space");
  const { adId } = await createPlacementRequest(db(), {
    advertiserId: advertiser.id,
    websiteId: website.id,
    spaceIds: [space.id],
    state: "running",
  });
  return { adId, spaceId: space.id };
}

/** A token for `client`, served a second before `now`, as the counter receives it. */
function claimsFor(ad: { adId: string; spaceId: string }, client: CountingClient, now: number) {
  const claims = signer.verify(signer.issue(ad.adId, ad.spaceId, client.tag, now - VIEW_DWELL_MS), now);
  if (!claims) throw new Error("a token just signed did not verify");
  return claims;
}

async function countsOf(adId: string) {
  const [stats] = await db().select().from(dailyStats).where(eq(dailyStats.adId, adId));
  const [refused] = await db()
    .select()
    .from(dailyRefusals)
    .where(and(eq(dailyRefusals.adId, adId)));
  return { views: stats?.views ?? 0, clicks: stats?.clicks ?? 0, overLimit: refused?.overLimit ?? 0 };
}

function unreachableRedis() {
  // Nothing listens on port 1, no offline queue, no retries: every command fails at once.
  const redis = new Redis("redis://127.0.0.1:1", {
    lazyConnect: true,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  redis.on("error", () => {});
  return redis;
}

describe("the per-address ceiling", () => {
  it("stops one address that rotates its User-Agent, and no other address", async () => {
    const ad = await runningAd();
    const counter = createCounter(db());
    // Inside one hour's window, whatever the clock says.
    const now = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 60_000;
    const { max } = ADDRESS_LIMITS.views;
    // Each User-Agent stays far below its own limit of COUNT_LIMITS.views.max.
    expect(COUNT_LIMITS.views.max).toBeLessThan(max);
    const outcomes = new Map<string, number>();
    for (let i = 0; i <= max; i++) {
      const client = clientOf(ADDRESS, agent(i));
      const outcome = await counter.count("views", claimsFor(ad, client, now), () => client, now);
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    expect(Object.fromEntries(outcomes)).toEqual({ counted: max, overLimit: 1 });
    // A reader at another address is not held back by the script's.
    const neighbour = clientOf("203.0.113.10", agent(0));
    expect(await counter.count("views", claimsFor(ad, neighbour, now), () => neighbour, now)).toBe("counted");
    await counter.flush();
    expect(await countsOf(ad.adId)).toEqual({ views: max + 1, clicks: 0, overLimit: 1 });
  });

  it("holds clicks to their own ceiling", async () => {
    const ad = await runningAd();
    const counter = createCounter(db());
    const now = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 60_000;
    const { max } = ADDRESS_LIMITS.clicks;
    const outcomes: string[] = [];
    for (let i = 0; i <= max; i++) {
      const client = clientOf(ADDRESS, agent(i));
      outcomes.push(await counter.count("clicks", claimsFor(ad, client, now), () => client, now));
    }
    expect(outcomes.filter((outcome) => outcome === "counted")).toHaveLength(max);
    expect(outcomes.at(-1)).toBe("overLimit");
    await counter.flush();
    expect(await countsOf(ad.adId)).toMatchObject({ clicks: max, overLimit: 1 });
  });

  it.runIf(redisUp)("is one ceiling across servers that share Redis", async () => {
    const ad = await runningAd();
    const keyPrefix = `placard-test-${randomUUID()}:`;
    const [redisA, redisB] = [new Redis(REDIS_URL), new Redis(REDIS_URL)];
    const a = createCounter(db(), { redis: redisA, keyPrefix });
    const b = createCounter(db(), { redis: redisB, keyPrefix });
    const now = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 60_000;
    const { max } = ADDRESS_LIMITS.clicks;
    let counted = 0;
    for (let i = 0; i <= max + 1; i++) {
      const client = clientOf(ADDRESS, agent(i));
      const outcome = await (i % 2 ? a : b).count("clicks", claimsFor(ad, client, now), () => client, now);
      if (outcome === "counted") counted++;
    }
    expect(counted).toBe(max);
    await Promise.all([a.flush(), b.flush()]);
    expect(await countsOf(ad.adId)).toMatchObject({ clicks: max, overLimit: 2 });
    redisA.disconnect();
    redisB.disconnect();
  });
});

describe("a Redis outage", () => {
  it.runIf(redisUp)(
    "never counts twice a token counted through Redis and replayed to a server without it",
    async () => {
      const ad = await runningAd();
      const now = Date.now();
      const client = clientOf(ADDRESS, agent(1));
      const claims = claimsFor(ad, client, now);
      // Server A reaches Redis and counts the view.
      const redis = new Redis(REDIS_URL);
      const a = createCounter(db(), { redis, keyPrefix: `placard-test-${randomUUID()}:` });
      expect(await a.count("views", claims, () => client, now)).toBe("counted");
      await a.flush();
      expect(await countsOf(ad.adId)).toMatchObject({ views: 1 });
      // Server B cannot reach Redis and gets the same token: the database remembers it.
      const unreachable = unreachableRedis();
      const b = createCounter(db(), { redis: unreachable, keyPrefix: `placard-test-${randomUUID()}:` });
      await b.count("views", claims, () => client, now);
      await b.flush();
      expect(await countsOf(ad.adId)).toMatchObject({ views: 1 });
      const [refused] = await db().select().from(dailyRefusals).where(eq(dailyRefusals.adId, ad.adId));
      expect(refused?.replay).toBe(1);
      redis.disconnect();
      unreachable.disconnect();
    },
  );

  it.runIf(redisUp)(
    "counts a token once when B counted it first without Redis and A then counts it through Redis",
    async () => {
      const ad = await runningAd();
      const now = Date.now();
      const client = clientOf(ADDRESS, agent(2));
      const claims = claimsFor(ad, client, now);
      const unreachable = unreachableRedis();
      const b = createCounter(db(), { redis: unreachable, keyPrefix: `placard-test-${randomUUID()}:` });
      await b.count("clicks", claims, () => client, now);
      await b.flush();
      // Redis never saw the token; A's count is provisional until its flush meets B's row.
      const redis = new Redis(REDIS_URL);
      const a = createCounter(db(), { redis, keyPrefix: `placard-test-${randomUUID()}:` });
      await a.count("clicks", claims, () => client, now);
      await a.flush();
      expect(await countsOf(ad.adId)).toMatchObject({ clicks: 1 });
      redis.disconnect();
      unreachable.disconnect();
    },
  );
});

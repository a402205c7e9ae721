import { randomUUID } from "node:crypto";
import { VIEW_DWELL_MS } from "@placard/shared/delivery";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../test/app.js";
import { TEST_REDIS_URL, isRedisUp } from "../../test/redis.js";
import { dailyRefusals, dailyStats } from "../../db/schema/campaigns.js";
import { createPlacementRequest, createSpaces, createWebsite, signUpUser } from "../../test/factories.js";
import { payThroughSandbox } from "../../test/payments.js";
import { COUNT_LIMITS } from "./counter.js";

const REDIS_URL = TEST_REDIS_URL;

const redisUp = await isRedisUp();
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  if (!redisUp) return;
  // Keys of this run only: counted tokens and per-client limits of earlier runs stay apart.
  const env = { REDIS_URL, REDIS_KEY_PREFIX: `placard-test-${randomUUID()}:` };
  a = await createTestApp(env);
  b = await createTestApp(env, { database: a.app.database });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe("two instances sharing Redis", () => {
  it.runIf(redisUp)("update each other's delivery cache when one of them changes what is served", async () => {
    const owner = await signUpUser(a.app);
    const website = await createWebsite(a.app, owner);
    const [space] = await createSpaces(a.app, owner, website.id, [
      { placementKey: "sidebar", priceCents: 700, capacity: 1 },
    ]);
    const publicId = space?.publicId ?? "";
    // Instance B learns of the new space without anyone touching it.
    await expect
      .poll(async () => {
        const answer = await b.app.inject({ method: "GET", url: `/serve/v1/spaces?ids=${publicId}` });
        return answer.json().spaces[publicId]?.priceCents;
      })
      .toBe(700);
  });

  it.runIf(redisUp)("serve on B, within a second, a booking paid and a capacity changed on A", async () => {
    const owner = await signUpUser(a.app);
    const advertiser = await signUpUser(a.app);
    const website = await createWebsite(a.app, owner);
    const [space] = await createSpaces(a.app, owner, website.id, [
      { placementKey: "sidebar", priceCents: 700, capacity: 1 },
    ]);
    if (!space) throw new Error("no space");
    const request = await createPlacementRequest(a.app.database.db, {
      advertiserId: advertiser.id,
      websiteId: website.id,
      spaceIds: [space.id],
      state: "approved-unpaid",
    });
    const servedOnB = async () => {
      const answer = await b.app.inject({ method: "GET", url: `/serve/v1/spaces?ids=${space.publicId}` });
      const served = answer.json().spaces[space.publicId];
      return { capacity: served?.capacity, ads: served?.ads.length };
    };
    await expect.poll(servedOnB).toEqual({ capacity: 1, ads: 0 });
    const fullOnB = b.app.delivery.cache.stats().fullBuilds;

    expect((await payThroughSandbox(a.app, advertiser, request.id)).result.status).toBe("success");
    await expect.poll(servedOnB, { timeout: 1000, interval: 20 }).toEqual({ capacity: 1, ads: 1 });
    const capacity = await a.app.inject({
      method: "PUT",
      url: `/api/spaces/${space.id}/capacity`,
      headers: { cookie: owner.cookie },
      payload: { capacity: 2 },
    });
    expect(capacity.statusCode).toBe(200);
    await expect.poll(servedOnB, { timeout: 1000, interval: 20 }).toEqual({ capacity: 2, ads: 1 });
    // B applied the ids it was sent: no full rebuild.
    expect(b.app.delivery.cache.stats().fullBuilds).toBe(fullOnB);
  });

  it.runIf(redisUp)("count a token once whichever of them gets it, and share the per-client limits", async () => {
    const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
    const owner = await signUpUser(a.app);
    const advertiser = await signUpUser(a.app);
    const website = await createWebsite(a.app, owner);
    const [space] = await createSpaces(a.app, owner, website.id, [
      { placementKey: "sidebar", priceCents: 700, capacity: 1 },
    ]);
    if (!space) throw new Error("no space");
    const { adId } = await createPlacementRequest(a.app.database.db, {
      advertiserId: advertiser.id,
      websiteId: website.id,
      spaceIds: [space.id],
      state: "running",
    });
    a.app.delivery.cache.invalidate();
    await a.app.delivery.cache.settled();
    const { max } = COUNT_LIMITS.views;
    const tokens: string[] = [];
    for (let i = 0; i < max + 2; i++) {
      const answer = await a.app.inject({
        method: "GET",
        url: `/serve/v1/spaces?ids=${space.publicId}`,
        headers: { "user-agent": BROWSER },
      });
      tokens.push(answer.json().spaces[space.publicId].ads[0].token);
    }
    await new Promise((resolve) => setTimeout(resolve, VIEW_DWELL_MS + 50));
    const view = (instance: TestApp, token: string) =>
      instance.app.inject({
        method: "POST",
        url: "/serve/v1/view",
        headers: { "content-type": "text/plain", "user-agent": BROWSER },
        payload: token,
      });
    // The first token goes to A, then is replayed to B: it counts once.
    const [first = ""] = tokens;
    await view(a, first);
    await view(b, first);
    // The others alternate between A and B: the client's limit is one limit, not one per server.
    for (const [i, token] of tokens.slice(1).entries()) await view(i % 2 ? a : b, token);
    await Promise.all([a.app.delivery.counter.flush(), b.app.delivery.counter.flush()]);
    const db = a.app.database.db;
    const [counted] = await db
      .select()
      .from(dailyStats)
      .where(and(eq(dailyStats.adId, adId), eq(dailyStats.spaceId, space.id)));
    expect(counted?.views).toBe(max);
    const [refused] = await db.select().from(dailyRefusals).where(eq(dailyRefusals.adId, adId));
    expect(refused).toMatchObject({ replay: 1, overLimit: 2 });
  });
});

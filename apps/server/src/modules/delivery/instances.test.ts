import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../test/app.js";
import { createSpaces, createWebsite, signUpUser } from "../../test/factories.js";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function isRedisUp() {
  const probe = new Redis(REDIS_URL, { maxRetriesPerRequest: 0, lazyConnect: true, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisUp = await isRedisUp();
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  if (!redisUp) return;
  a = await createTestApp({ REDIS_URL });
  b = await createTestApp({ REDIS_URL }, { database: a.app.database });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe("two instances sharing Redis", () => {
  it.runIf(redisUp)("rebuild each other's delivery cache when one of them changes what is served", async () => {
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
});

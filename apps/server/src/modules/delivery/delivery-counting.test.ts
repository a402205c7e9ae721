import { randomUUID } from "node:crypto";
import { VIEW_DWELL_MS } from "@placard/shared/delivery";
import { eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { beforeAll, describe, expect, it } from "vitest";
import { spaces } from "../../db/schema/inventory.js";
import { type TestUser } from "../../test/factories.js";
import { createCounter } from "./counter.js";
import { createTokenSigner } from "./tokens.js";
import type { TestApp } from "../../test/app.js";
import { BROWSER, deliveryTestKit, visibleForASecond } from "../../test/delivery.js";

const { kit, db, space, runningAd, decide, view, click, stats } = deliveryTestKit();
let t: TestApp;
let owner: TestUser;
let advertiser: TestUser;
beforeAll(() => {
  ({ t, owner, advertiser } = kit);
});

describe("counting", () => {
  it("counts a view once per token, never for bots or forged tokens", async () => {
    const { website, space: slot } = await space();
    const request = await runningAd(website.id, slot.id);
    const [ad] = (await decide([slot.publicId])).spaces[slot.publicId].ads;
    const other = (await decide([slot.publicId])).spaces[slot.publicId].ads[0];
    const fresh = (await decide([slot.publicId])).spaces[slot.publicId].ads[0];
    await visibleForASecond();
    for (let i = 0; i < 3; i++) expect((await view(ad.token)).statusCode).toBe(204);
    await view(other.token, "Googlebot/2.1 (+http://www.google.com/bot.html)");
    await view(`${ad.token.slice(0, -2)}xx`);
    expect(await stats(request.adId, slot.id)).toEqual({ views: 1, clicks: 0 });
    await t.app.inject({
      method: "GET",
      url: `/serve/v1/view?t=${encodeURIComponent(fresh.token)}`,
      headers: { "user-agent": BROWSER },
    });
    expect(await stats(request.adId, slot.id)).toEqual({ views: 2, clicks: 0 });
  });

  it("redirects a click to the business and counts it once; bots are redirected but not counted", async () => {
    const { website, space: slot } = await space();
    const request = await runningAd(website.id, slot.id);
    const [ad] = (await decide([slot.publicId])).spaces[slot.publicId].ads;
    const first = await click(ad.token);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe("https://acme.example.com/menu");
    expect((await click(ad.token)).statusCode).toBe(302);
    const botToken = (await decide([slot.publicId])).spaces[slot.publicId].ads[0].token;
    expect((await click(botToken, "curl/8.5.0")).statusCode).toBe(302);
    expect(await stats(request.adId, slot.id)).toEqual({ views: 0, clicks: 1 });
    expect((await click("forged.token.value")).statusCode).toBe(404);

    const detail = await t.app.inject({
      method: "GET",
      url: `/api/ads/${request.adId}`,
      headers: { cookie: advertiser.cookie },
    });
    expect(detail.json()).toMatchObject({ clicks: 1 });

    // The reports: the advertiser's per website and per day, the owner's per space.
    const report = await t.app.inject({
      method: "GET",
      url: `/api/ads/${request.adId}/stats`,
      headers: { cookie: advertiser.cookie },
    });
    expect(report.json()).toMatchObject({
      views: 0,
      clicks: 1,
      websites: [{ websiteId: website.id, clicks: 1 }],
      daily: [{ day: new Date().toISOString().slice(0, 10), clicks: 1 }],
    });
    const perSpace = await t.app.inject({
      method: "GET",
      url: `/api/websites/${website.id}/stats`,
      headers: { cookie: owner.cookie },
    });
    expect(perSpace.json()).toMatchObject({ clicks: 1, spaces: [{ spaceId: slot.id, clicks: 1, views: 0 }] });
    // Each report is its owner's only.
    const asOwner = await t.app.inject({
      method: "GET",
      url: `/api/ads/${request.adId}/stats`,
      headers: { cookie: owner.cookie },
    });
    expect(asOwner.statusCode).toBe(404);
    const asAdvertiser = await t.app.inject({
      method: "GET",
      url: `/api/websites/${website.id}/stats`,
      headers: { cookie: advertiser.cookie },
    });
    expect(asAdvertiser.statusCode).toBe(404);
  });
});

describe("counting for a space deleted after its token was issued", () => {
  it("drops that event and keeps counting every other one", async () => {
    const served = async () => {
      const { website, space: slot } = await space();
      const { adId } = await runningAd(website.id, slot.id);
      const token: string = (await decide([slot.publicId])).spaces[slot.publicId].ads[0].token;
      return { slot, adId, token };
    };
    const gone = await served();
    const kept = await served();
    await visibleForASecond();
    // Tokens stay valid for hours: the space may be deleted meanwhile.
    await db().delete(spaces).where(eq(spaces.id, gone.slot.id));
    expect((await view(gone.token)).statusCode).toBe(204);
    expect((await click(gone.token)).statusCode).toBe(302);
    await t.app.delivery.counter.flush();
    // The stale events are not written, and they block nothing counted after them.
    expect((await view(kept.token)).statusCode).toBe(204);
    expect(await stats(kept.adId, kept.slot.id)).toEqual({ views: 1, clicks: 0 });
    expect(t.app.delivery.counter.pendingCount()).toBe(0);
  });
});

describe("counting without Redis at hand", () => {
  it("counts as a single server would when Redis cannot be reached, and still never twice", async () => {
    const { website, space: slot } = await space();
    const { adId } = await runningAd(website.id, slot.id);
    // Nothing listens on port 1, no offline queue, no retries: every command fails at once.
    const unreachable = new Redis("redis://127.0.0.1:1", {
      lazyConnect: true,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    unreachable.on("error", () => {});
    const signer = createTokenSigner("another-secret-another-secret-0123456789");
    const client = {
      tag: signer.clientTag("198.51.100.4", BROWSER),
      address: signer.addressTag("198.51.100.4"),
      isBot: false,
    };
    const now = Date.now();
    const claims = signer.verify(signer.issue(adId, slot.id, client.tag, now - VIEW_DWELL_MS), now);
    if (!claims) throw new Error("no claims");
    const counter = createCounter(db(), { redis: unreachable, keyPrefix: `unreachable-${randomUUID()}:` });
    expect(await counter.count("views", claims, () => client, now)).toBe("counted");
    await counter.flush();
    expect(await stats(adId, slot.id)).toEqual({ views: 1, clicks: 0 });
    // Another server in the same state gets the same token: the database remembers it.
    const other = createCounter(db(), { redis: unreachable, keyPrefix: `unreachable-${randomUUID()}:` });
    await other.count("views", claims, () => client, now);
    await other.flush();
    expect(await stats(adId, slot.id)).toEqual({ views: 1, clicks: 0 });
    unreachable.disconnect();
  });
});

import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ads, dailyStats, placementRequests } from "../../db/schema/campaigns.js";
import { type TestApp, createTestApp } from "../../test/app.js";
import {
  type TestUser,
  createPlacementRequest,
  createSpaces,
  createWebsite,
  signUpUser,
} from "../../test/factories.js";
import { payThroughSandbox } from "../../test/payments.js";

let t: TestApp;
let owner: TestUser;
let advertiser: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpUser(t.app);
  advertiser = await signUpUser(t.app);
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

async function space(capacity = 2, priceCents = 2000) {
  const website = await createWebsite(t.app, owner);
  const [created] = await createSpaces(t.app, owner, website.id, [{ placementKey: "sidebar", priceCents, capacity }]);
  if (!created) throw new Error("no space");
  await t.app.delivery.cache.settled();
  return { website, space: created };
}

/** A paid, running booking of a new ad in `spaceId`, settled through the sandbox. */
async function runningAd(websiteId: string, spaceId: string, businessName = "Acme Coffee") {
  const request = await createPlacementRequest(db(), {
    advertiserId: advertiser.id,
    websiteId,
    spaceIds: [spaceId],
    state: "approved-unpaid",
  });
  await db()
    .update(ads)
    .set({ businessName, businessLink: "https://acme.example.com/menu", description: "Fresh beans" })
    .where(eq(ads.id, request.adId));
  expect((await payThroughSandbox(t.app, advertiser, request.id)).result.status).toBe("success");
  await t.app.delivery.cache.settled();
  return request;
}

const decide = async (ids: string[]) => {
  const response = await t.app.inject({ method: "GET", url: `/serve/v1/spaces?ids=${ids.join(",")}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers["access-control-allow-origin"]).toBe("*");
  return response.json();
};
const view = (token: string, userAgent = BROWSER) =>
  t.app.inject({
    method: "POST",
    url: "/serve/v1/view",
    headers: { "content-type": "text/plain", "user-agent": userAgent },
    payload: token,
  });
const click = (token: string, userAgent = BROWSER) =>
  t.app.inject({
    method: "GET",
    url: `/serve/v1/click?t=${encodeURIComponent(token)}`,
    headers: { "user-agent": userAgent },
  });

async function stats(adId: string, spaceId: string) {
  await t.app.delivery.counter.flush();
  const [row] = await db()
    .select()
    .from(dailyStats)
    .where(and(eq(dailyStats.adId, adId), eq(dailyStats.spaceId, spaceId)));
  return { views: row?.views ?? 0, clicks: row?.clicks ?? 0 };
}

describe("the decision", () => {
  it("answers several slots in one request, with room, price and the direct-ad link", async () => {
    const a = await space();
    const b = await space(1, 500);
    const body = await decide([a.space.publicId, b.space.publicId, "unknown-space"]);
    expect(Object.keys(body.spaces).sort()).toEqual([a.space.publicId, b.space.publicId].sort());
    expect(body.viewUrl).toBe("http://localhost:3000/serve/v1/view");
    expect(body.spaces[b.space.publicId]).toMatchObject({
      ads: [],
      hasRoom: true,
      priceCents: 500,
      language: "english",
      advertiseUrl: `http://localhost:3000/direct-ad?websiteId=${b.website.id}&categoryId=${b.space.id}`,
    });
  });

  it("serves a paid booking once payment settles, never more than capacity, and not after it ends", async () => {
    const { website, space: slot } = await space(1);
    const first = await runningAd(website.id, slot.id, "First");
    let served = (await decide([slot.publicId])).spaces[slot.publicId];
    expect(served.ads).toHaveLength(1);
    expect(served.ads[0]).toMatchObject({ businessName: "First", description: "Fresh beans" });
    expect(served.ads[0].clickUrl).toMatch(/^http:\/\/localhost:3000\/serve\/v1\/click\?t=/);
    expect(served.ads[0].creative).toBeNull();
    expect(served.hasRoom).toBe(false);

    // A second running booking (capacity lowered after approval) is not shown above capacity.
    await createPlacementRequest(db(), {
      advertiserId: advertiser.id,
      websiteId: website.id,
      spaceIds: [slot.id],
      state: "running",
    });
    t.app.delivery.cache.invalidate();
    await t.app.delivery.cache.settled();
    expect((await decide([slot.publicId])).spaces[slot.publicId].ads).toHaveLength(1);

    // The booking ends: gone at once, even before any reload.
    await db()
      .update(placementRequests)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(placementRequests.id, first.id));
    t.app.delivery.cache.invalidate();
    await t.app.delivery.cache.settled();
    served = (await decide([slot.publicId])).spaces[slot.publicId];
    expect(served.ads.map((ad: { businessName: string }) => ad.businessName)).toEqual(["Acme"]);
  });

  it("drops a rejected booking from what is served", async () => {
    const { website, space: slot } = await space();
    const request = await runningAd(website.id, slot.id);
    expect((await decide([slot.publicId])).spaces[slot.publicId].ads).toHaveLength(1);
    const rejected = await t.app.inject({
      method: "POST",
      url: `/api/reviews/requests/${request.id}/reject`,
      headers: { cookie: owner.cookie },
      payload: { reason: "Changed our mind" },
    });
    expect(rejected.statusCode).toBe(200);
    await t.app.delivery.cache.settled();
    expect((await decide([slot.publicId])).spaces[slot.publicId].ads).toHaveLength(0);
  });
});

describe("server-rendered HTML (PHP and Python snippets)", () => {
  it("renders the running ad with every value escaped, or the available card, inside the embed's slot", async () => {
    const { website, space: slot } = await space(1);
    const empty = await t.app.inject({ method: "GET", url: `/serve/html/${slot.publicId}` });
    expect(empty.headers["content-type"]).toContain("text/html");
    expect(empty.body).toContain("Available Advertising Space");
    expect(empty.body).toContain(`<div data-placard-space="${slot.publicId}">`);
    expect(empty.body).toContain('<script async src="http://localhost:3000/embed/v1/placard.js"></script>');

    await runningAd(website.id, slot.id, '<img src=x onerror=alert(1)>"');
    const html = (await t.app.inject({ method: "GET", url: `/serve/html/${slot.publicId}` })).body;
    expect(html).toContain("&#60;img src=x onerror=alert(1)&#62;&#34;");
    expect(html).not.toContain("<img src=x");
    expect(html).toMatch(
      /class="placard-ad-cta" href="http:\/\/localhost:3000\/serve\/v1\/click\?t=[^"]+" rel="sponsored noopener"/,
    );
    for (const name of [
      "wrapper",
      "container",
      "item",
      "header",
      "header-badge",
      "content",
      "business-name",
      "description",
      "cta",
      "footer",
      "footer-brand",
      "footer-business",
    ]) {
      expect(html).toContain(`class="placard-ad-${name}"`);
    }
    const unknown = await t.app.inject({ method: "GET", url: "/serve/html/no-such-space" });
    expect(unknown.body).toContain('<div data-placard-space="no-such-space"></div>');
  });
});

describe("counting", () => {
  it("counts a view once per token, never for bots or forged tokens", async () => {
    const { website, space: slot } = await space();
    const request = await runningAd(website.id, slot.id);
    const [ad] = (await decide([slot.publicId])).spaces[slot.publicId].ads;
    for (let i = 0; i < 3; i++) expect((await view(ad.token)).statusCode).toBe(204);
    const other = (await decide([slot.publicId])).spaces[slot.publicId].ads[0];
    await view(other.token, "Googlebot/2.1 (+http://www.google.com/bot.html)");
    await view(`${ad.token.slice(0, -2)}xx`);
    expect(await stats(request.adId, slot.id)).toEqual({ views: 1, clicks: 0 });
    const fresh = (await decide([slot.publicId])).spaces[slot.publicId].ads[0];
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

describe("the embed script", () => {
  const built = existsSync(fileURLToPath(new URL("../../../../../packages/embed/dist/placard.js", import.meta.url)));
  it.runIf(built)("is served cross-origin, cached and revalidated by ETag", async () => {
    const response = await t.app.inject({ method: "GET", url: "/embed/v1/placard.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("javascript");
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(response.headers["cache-control"]).toContain("max-age=");
    const again = await t.app.inject({
      method: "GET",
      url: "/embed/v1/placard.js",
      headers: { "if-none-match": String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

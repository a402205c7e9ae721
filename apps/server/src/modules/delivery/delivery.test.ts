import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { VIEW_DWELL_MS } from "@placard/shared/delivery";
import { and, eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ads, dailyStats, placementRequests } from "../../db/schema/campaigns.js";
import { spaces } from "../../db/schema/inventory.js";
import { type TestApp, createTestApp } from "../../test/app.js";
import {
  type TestUser,
  createPlacementRequest,
  createSpaces,
  createWebsite,
  signUpUser,
} from "../../test/factories.js";
import { payThroughSandbox } from "../../test/payments.js";
import { COUNT_LIMITS, createCounter } from "./counter.js";
import { createTokenSigner } from "./tokens.js";

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

/** The decision, asked by a browser: its tokens are bound to that browser (address + User-Agent). */
const decide = async (ids: string[], userAgent = BROWSER) => {
  const response = await t.app.inject({
    method: "GET",
    url: `/serve/v1/spaces?ids=${ids.join(",")}`,
    headers: { "user-agent": userAgent },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers["access-control-allow-origin"]).toBe("*");
  return response.json();
};
/** A view beacon; `userAgent: null` sends none at all. */
const view = (token: string, userAgent: string | null = BROWSER, app = t.app) =>
  app.inject({
    method: "POST",
    url: "/serve/v1/view",
    headers: { "content-type": "text/plain", "user-agent": userAgent ?? undefined },
    payload: token,
  });
const click = (token: string, userAgent = BROWSER) =>
  t.app.inject({
    method: "GET",
    url: `/serve/v1/click?t=${encodeURIComponent(token)}`,
    headers: { "user-agent": userAgent },
  });

/** The embed sends a view after a second of visibility: a test waits that long once. */
const visibleForASecond = () => new Promise((resolve) => setTimeout(resolve, VIEW_DWELL_MS + 50));

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
    const { website, space: slot } = await space(1, 1250);
    const empty = await t.app.inject({ method: "GET", url: `/serve/html/${slot.publicId}` });
    expect(empty.headers["content-type"]).toContain("text/html");
    expect(empty.body).toContain("Available Advertising Space");
    // The price with its cents (decision 0044), not rounded to "$13".
    expect(empty.body).toContain("$12.50/month");
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

  it("puts the box the snippet asks for on the slot (decision 0051), and refuses a box that is not two integers", async () => {
    const { space: slot } = await space(1, 500);
    const boxed = await t.app.inject({ method: "GET", url: `/serve/html/${slot.publicId}?w=300&h=250` });
    expect(boxed.body).toContain(
      `<div data-placard-space="${slot.publicId}" data-placard-box="300x250" style="display:block;width:300px;max-width:100%;aspect-ratio:300/250;overflow:hidden">`,
    );
    const bad = await t.app.inject({ method: "GET", url: `/serve/html/${slot.publicId}?w=300px;color:red&h=250` });
    expect(bad.statusCode).toBe(400);
  });
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

describe("what is not counted, and why (decision 0013)", () => {
  /** A running ad and `n` of its tokens, served to a browser with `userAgent`. */
  async function servedTokens(n: number, userAgent = BROWSER) {
    const { website, space: slot } = await space();
    const request = await runningAd(website.id, slot.id);
    const tokens: string[] = [];
    for (let i = 0; i < n; i++)
      tokens.push((await decide([slot.publicId], userAgent)).spaces[slot.publicId].ads[0].token);
    return { website, slot, adId: request.adId, tokens };
  }
  const refusals = async (adId: string) => {
    await t.app.delivery.counter.flush();
    const report = await t.app.inject({
      method: "GET",
      url: `/api/ads/${adId}/stats`,
      headers: { cookie: advertiser.cookie },
    });
    return report.json().notCounted;
  };

  it("refuses a view posted sooner than a second after the ad was served, and counts it once that second passed", async () => {
    const { slot, adId, tokens } = await servedTokens(1);
    const [token = ""] = tokens;
    // A script that fetches a decision and posts its token at once.
    expect((await view(token)).statusCode).toBe(204);
    expect(await stats(adId, slot.id)).toEqual({ views: 0, clicks: 0 });
    expect(await refusals(adId)).toMatchObject({ total: 1, tooFast: 1 });
    await visibleForASecond();
    expect((await view(token)).statusCode).toBe(204);
    expect(await stats(adId, slot.id)).toEqual({ views: 1, clicks: 0 });
  });

  it("does not count a view or a click from another client than the one the ad was served to", async () => {
    const { slot, adId, tokens } = await servedTokens(2);
    const [forView = "", forClick = ""] = tokens;
    await visibleForASecond();
    const elsewhere = BROWSER.replace("Chrome/131.0", "Chrome/130.0");
    expect((await view(forView, elsewhere)).statusCode).toBe(204);
    expect((await click(forClick, elsewhere)).statusCode).toBe(302);
    // Another address with the same User-Agent is another client too.
    const fromElsewhere = await t.app.inject({
      method: "POST",
      url: "/serve/v1/view",
      remoteAddress: "203.0.113.7",
      headers: { "content-type": "text/plain", "user-agent": BROWSER },
      payload: forView,
    });
    expect(fromElsewhere.statusCode).toBe(204);
    expect(await stats(adId, slot.id)).toEqual({ views: 0, clicks: 0 });
    expect(await refusals(adId)).toMatchObject({ total: 3, otherClient: 3 });
    // The client it was served to still counts it.
    await view(forView);
    await click(forClick);
    expect(await stats(adId, slot.id)).toEqual({ views: 1, clicks: 1 });
  });

  it("treats a missing or empty User-Agent as a bot", async () => {
    const noAgent = await servedTokens(2, "");
    await visibleForASecond();
    const [first = "", second = ""] = noAgent.tokens;
    expect((await view(first, null)).statusCode).toBe(204);
    expect((await view(second, "")).statusCode).toBe(204);
    expect((await click(first, "  ")).statusCode).toBe(302);
    expect(await stats(noAgent.adId, noAgent.slot.id)).toEqual({ views: 0, clicks: 0 });
    expect(await refusals(noAgent.adId)).toMatchObject({ total: 3, bot: 3 });
  });

  it("counts at most COUNT_LIMITS views of one ad from one client in a window; other clients still count", async () => {
    const { max } = COUNT_LIMITS.views;
    const { slot, adId, tokens } = await servedTokens(max + 2);
    const other = (await decide([slot.publicId], `${BROWSER} Edg/131.0`)).spaces[slot.publicId].ads[0].token;
    await visibleForASecond();
    for (const token of tokens) expect((await view(token)).statusCode).toBe(204);
    await view(other, `${BROWSER} Edg/131.0`);
    expect(await stats(adId, slot.id)).toEqual({ views: max + 1, clicks: 0 });
    expect(await refusals(adId)).toMatchObject({ total: 2, overLimit: 2 });
  });

  it("tallies a replayed token, and shows the refusals on the advertiser's and the owner's reports", async () => {
    const { website, slot, adId, tokens } = await servedTokens(1);
    const [token = ""] = tokens;
    await view(token, "Googlebot/2.1 (+http://www.google.com/bot.html)");
    await view(token);
    await visibleForASecond();
    await view(token);
    await view(token);
    await click(token);
    await click(token);
    expect(await stats(adId, slot.id)).toEqual({ views: 1, clicks: 1 });
    const expected = { total: 4, bot: 1, tooFast: 1, replay: 2, otherClient: 0, overLimit: 0 };
    expect(await refusals(adId)).toEqual(expected);
    const owners = await t.app.inject({
      method: "GET",
      url: `/api/websites/${website.id}/stats`,
      headers: { cookie: owner.cookie },
    });
    expect(owners.json()).toMatchObject({ views: 1, clicks: 1, notCounted: expected });
  });

  it("lets a server-rendered ad (PHP, Python snippets) count a click from the reader's browser, never a view", async () => {
    const { website, space: slot } = await space();
    const { adId } = await runningAd(website.id, slot.id);
    // Fetched by the publisher's server (no browser's address or User-Agent).
    const html = (await t.app.inject({ method: "GET", url: `/serve/html/${slot.publicId}` })).body;
    const [, encoded = ""] = /serve\/v1\/click\?t=([^"]+)"/.exec(html) ?? [];
    const token = decodeURIComponent(encoded);
    expect(token).not.toBe("");
    await visibleForASecond();
    await view(token);
    expect((await click(token)).statusCode).toBe(302);
    expect(await stats(adId, slot.id)).toEqual({ views: 0, clicks: 1 });
    expect(await refusals(adId)).toMatchObject({ total: 1, otherClient: 1 });
  });

  it("does not count a token again after a restart on the same database", async () => {
    const { slot, adId, tokens } = await servedTokens(1);
    const [token = ""] = tokens;
    await visibleForASecond();
    // Counted by one server, which then stops (its last counts are written on close)…
    const before = await createTestApp({}, { database: t.app.database });
    await view(token, BROWSER, before.app);
    await before.close();
    expect(await stats(adId, slot.id)).toEqual({ views: 1, clicks: 0 });
    // …and replayed to the server started after it, which never saw it in memory.
    const after = await createTestApp({}, { database: t.app.database });
    await view(token, BROWSER, after.app);
    await after.app.delivery.counter.flush();
    await after.close();
    expect(await stats(adId, slot.id)).toEqual({ views: 1, clicks: 0 });
    expect(await refusals(adId)).toMatchObject({ total: 1, replay: 1 });
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

  it.runIf(built)("serves its stylesheet and mark from this origin, for pages with a strict CSP", async () => {
    for (const [url, type] of [
      ["/embed/v1/placard.css", "text/css"],
      ["/embed/v1/mark.svg", "image/svg+xml"],
    ] as const) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain(type);
      expect(response.headers["access-control-allow-origin"]).toBe("*");
    }
    const first = await t.app.inject({ method: "GET", url: "/embed/v1/placard.css" });
    expect(first.body).toContain(":where(.placard-ad-cta)");
    expect(first.headers["cache-control"]).not.toContain("immutable");
    // By its content hash (as the script asks for it): cached for a year, never revalidated.
    const hash = String(first.headers.etag).slice(1, -1);
    const pinned = await t.app.inject({ method: "GET", url: `/embed/v1/placard.css?v=${hash}` });
    expect(pinned.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const stale = await t.app.inject({ method: "GET", url: "/embed/v1/placard.css?v=old" });
    expect(stale.headers["cache-control"]).not.toContain("immutable");
  });
});

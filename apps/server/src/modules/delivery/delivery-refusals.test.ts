import { beforeAll, describe, expect, it } from "vitest";
import { type TestUser } from "../../test/factories.js";
import { COUNT_LIMITS } from "./counter.js";
import { type TestApp, createTestApp } from "../../test/app.js";
import { BROWSER, deliveryTestKit, visibleForASecond } from "../../test/delivery.js";

const { kit, space, runningAd, decide, view, click, stats } = deliveryTestKit();
let t: TestApp;
let owner: TestUser;
let advertiser: TestUser;
beforeAll(() => {
  ({ t, owner, advertiser } = kit);
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

import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { placementRequests } from "../../db/schema/campaigns.js";
import { type TestUser, createPlacementRequest } from "../../test/factories.js";
import type { TestApp } from "../../test/app.js";
import { deliveryTestKit } from "../../test/delivery.js";

const { kit, db, space, runningAd, decide } = deliveryTestKit();
let t: TestApp;
let owner: TestUser;
let advertiser: TestUser;
beforeAll(() => {
  ({ t, owner, advertiser } = kit);
});

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

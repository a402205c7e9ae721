import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createListing, prepareAdViaApi, signUpViaApi } from "./support/api.js";
import { launchBrowser, openSession } from "./support/browser.js";

/**
 * Issue #13.3: a page on another port of the same host is the same site, so the browser
 * sends the owner's cookies with its requests to Placard. Its writes must still be refused
 * (apps/server/src/lib/origins.ts): nothing it sends may change anything.
 */
describe("writes from another origin of the same site", () => {
  let browser: Browser;
  let attacker: Server;
  let attackerUrl = "";
  const pages = new Map<string, string>();

  beforeAll(async () => {
    browser = await launchBrowser();
    attacker = createServer((request, response) => {
      const body = pages.get(request.url ?? "");
      if (body === undefined) return void response.writeHead(404).end();
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(body);
    });
    await new Promise<void>((resolve) => attacker.listen(0, resolve));
    // localhost like Placard's URL, another port: same site, another origin.
    attackerUrl = `http://localhost:${(attacker.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => attacker?.close(resolve));
  });

  it("neither approves an ad nor marks notifications read", async () => {
    const baseUrl = inject("baseUrl");
    const owner = await openSession(browser, baseUrl);
    await signUpViaApi(owner.context.request, baseUrl, "Owner");
    const listing = await createListing(owner.context.request, "Same Site Daily", [
      { placementKey: "sidebar", priceCents: 1500, capacity: 3 },
    ]);
    const advertiser = await openSession(browser, baseUrl);
    await signUpViaApi(advertiser.context.request, baseUrl, "Advertiser");
    const adId = await prepareAdViaApi(advertiser.context.request, {
      websiteIds: [listing.websiteId],
      spaceIds: listing.spaceIds,
    });
    expect((await advertiser.context.request.post(`/api/ads/drafts/${adId}/submit`)).status()).toBe(201);

    const state = async () => {
      const review = await (await owner.context.request.get(`/api/reviews/ads/${adId}`)).json();
      const notifications = await (await owner.context.request.get("/api/notifications")).json();
      return { status: review.websites[0].reviewStatus as string, unread: notifications.unreadCount as number };
    };
    const before = await state();
    expect(before).toEqual({ status: "pending", unread: 1 });

    // The body-less no-cors fetch, with the owner's cookies.
    pages.set(
      "/fetch.html",
      `<script>
        fetch(${JSON.stringify(`${baseUrl}/api/reviews/ads/${adId}/approve`)},
          { method: "POST", mode: "no-cors", credentials: "include" })
          // Helmet's Cross-Origin-Resource-Policy makes Chromium drop the answer: the
          // request has reached the server either way.
          .then(() => (document.title = "sent"), () => (document.title = "answer blocked"));
      </script>`,
    );
    // The text/plain form (a "simple" request: no preflight), submitted as the page loads.
    pages.set(
      "/form.html",
      `<form method="POST" enctype="text/plain" action="${baseUrl}/api/notifications/read-all">
        <input name="x" value="y"></form>
      <script>document.forms[0].submit()</script>`,
    );

    const { page } = owner;
    await page.goto(`${attackerUrl}/fetch.html`);
    await expect.poll(() => page.title()).not.toBe("");
    const submitted = page.waitForResponse(`${baseUrl}/api/notifications/read-all`);
    await page.goto(`${attackerUrl}/form.html`);
    const formAnswer = (await submitted).status();

    expect(await state()).toEqual(before);
    expect(formAnswer).toBe(403);
    // The owner's own page still can: the refusal is about where a request comes from.
    expect((await owner.context.request.post("/api/notifications/read-all")).ok()).toBe(true);
    expect((await state()).unread).toBe(0);
  });
});

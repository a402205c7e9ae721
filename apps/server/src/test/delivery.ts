import { VIEW_DWELL_MS } from "@placard/shared/delivery";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { ads, dailyStats } from "../db/schema/campaigns.js";
import { useOwnerAndAdvertiser } from "./app-with-users.js";
import { createPlacementRequest, createSpaces, createWebsite } from "./factories.js";
import { payThroughSandbox } from "./payments.js";

export const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/** The embed sends a view after a second of visibility: a test waits that long once. */
export const visibleForASecond = () => new Promise((resolve) => setTimeout(resolve, VIEW_DWELL_MS + 50));

/**
 * The delivery tests' set-up (one app, an owner and an advertiser per test file, built in
 * beforeAll) and what they do with it: spaces, running ads, decisions, beacons, clicks, stats.
 * `kit.t`, `kit.owner` and `kit.advertiser` are set once beforeAll has run.
 */
export function deliveryTestKit() {
  const kit = useOwnerAndAdvertiser();

  const db = () => kit.t.app.database.db;

  async function space(capacity = 2, priceCents = 2000) {
    const website = await createWebsite(kit.t.app, kit.owner);
    const [created] = await createSpaces(kit.t.app, kit.owner, website.id, [
      { placementKey: "sidebar", priceCents, capacity },
    ]);
    if (!created) throw new Error("no space");
    await kit.t.app.delivery.cache.settled();
    return { website, space: created };
  }

  /** A paid, running booking of a new ad in `spaceId`, settled through the sandbox. */
  async function runningAd(websiteId: string, spaceId: string, businessName = "Acme Coffee") {
    const request = await createPlacementRequest(db(), {
      advertiserId: kit.advertiser.id,
      websiteId,
      spaceIds: [spaceId],
      state: "approved-unpaid",
    });
    await db()
      .update(ads)
      .set({ businessName, businessLink: "https://acme.example.com/menu", description: "Fresh beans" })
      .where(eq(ads.id, request.adId));
    expect((await payThroughSandbox(kit.t.app, kit.advertiser, request.id)).result.status).toBe("success");
    await kit.t.app.delivery.cache.settled();
    return request;
  }

  /** The decision, asked by a browser: its tokens are bound to that browser (address + User-Agent). */
  const decide = async (ids: string[], userAgent = BROWSER) => {
    const response = await kit.t.app.inject({
      method: "GET",
      url: `/serve/v1/spaces?ids=${ids.join(",")}`,
      headers: { "user-agent": userAgent },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    return response.json();
  };
  /** A view beacon; `userAgent: null` sends none at all. */
  const view = (token: string, userAgent: string | null = BROWSER, app = kit.t.app) =>
    app.inject({
      method: "POST",
      url: "/serve/v1/view",
      headers: { "content-type": "text/plain", "user-agent": userAgent ?? undefined },
      payload: token,
    });
  const click = (token: string, userAgent = BROWSER) =>
    kit.t.app.inject({
      method: "GET",
      url: `/serve/v1/click?t=${encodeURIComponent(token)}`,
      headers: { "user-agent": userAgent },
    });

  async function stats(adId: string, spaceId: string) {
    await kit.t.app.delivery.counter.flush();
    const [row] = await db()
      .select()
      .from(dailyStats)
      .where(and(eq(dailyStats.adId, adId), eq(dailyStats.spaceId, spaceId)));
    return { views: row?.views ?? 0, clicks: row?.clicks ?? 0 };
  }

  return { kit, db, space, runningAd, decide, view, click, stats };
}

import type { CheapestSpace } from "@placard/shared/marketplace";
import type { PublicSpace } from "@placard/shared/ads";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { dailyStats } from "../../db/schema/campaigns.js";
import { spaces } from "../../db/schema/inventory.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createRequestOnNewWebsite, signUpUser } from "../../test/factories.js";
import { refreshMeasuredViews } from "./cheapest.js";

// #34.14, decision 0050: the cheapest reach across every website, ranked in SQL by a figure
// the daily refresh keeps equal to what every space list shows.
const t = useTestApp();
let advertiser: TestUser;
const DAY = 86_400_000;
const today = Math.floor(Date.now() / DAY) * DAY;
const isoDay = (daysAgo: number) => new Date(today - daysAgo * DAY).toISOString().slice(0, 10);
const ids: Record<string, string> = {};
const websiteIds: string[] = [];
const owners: Record<string, TestUser> = {};

/** A website of a new owner with one space per price, `views` a day over `days` days of history. */
async function website(name: string, prices: { key: string; priceCents: number; views: number; days: number }[]) {
  const owner = await signUpUser(t.app);
  owners[name] = owner;
  const made = await createRequestOnNewWebsite(t.app, {
    owner,
    advertiserId: advertiser.id,
    spaces: prices.map((price) => ({ placementKey: price.key as "sidebar", priceCents: price.priceCents })),
    state: "running",
  });
  websiteIds.push(made.website.id);
  const db = t.app.database.db;
  for (const price of prices) {
    const spaceId = made.spaces.find((space) => space.placementKey === price.key)?.id ?? "";
    ids[`${name}:${price.key}`] = spaceId;
    await db
      .update(spaces)
      .set({ createdAt: new Date(today - price.days * DAY) })
      .where(eq(spaces.id, spaceId));
    if (price.views > 0)
      await db.insert(dailyStats).values(
        Array.from({ length: Math.min(price.days, 30) }, (_, day) => ({
          adId: made.request.adId,
          spaceId,
          day: isoDay(day + 1),
          views: price.views,
          clicks: 0,
        })),
      );
  }
}

beforeAll(async () => {
  advertiser = await signUpUser(t.app);
  // Per 1,000 views a month: north sidebar $30 / 3,000 views = $10; north bottom $10 / 30,000 = $0.33;
  // south sidebar $12 / 6,000 = $2; south bottom new (no figure); east sidebar measured, no views.
  await website("north", [
    { key: "sidebar", priceCents: 3000, views: 100, days: 40 },
    { key: "bottom", priceCents: 1000, views: 1000, days: 40 },
  ]);
  await website("south", [
    { key: "sidebar", priceCents: 1200, views: 200, days: 12 },
    { key: "bottom", priceCents: 100, views: 5000, days: 3 },
  ]);
  await website("east", [{ key: "sidebar", priceCents: 500, views: 0, days: 20 }]);
});

async function cheapest(user: TestUser, query = "") {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/marketplace/cheapest-spaces${query}`,
    headers: { cookie: user.cookie },
  });
  return response;
}

describe("the marketplace's cheapest reach", () => {
  it("ranks every measured space across websites by the figure each space list shows, a page at a time", async () => {
    expect(await refreshMeasuredViews(t.app.database.db)).toBeGreaterThanOrEqual(3);
    // A second run the same day changes nothing.
    expect(await refreshMeasuredViews(t.app.database.db)).toBe(0);

    const first = await cheapest(advertiser, "?limit=2");
    expect(first.statusCode).toBe(200);
    const page = first.json() as { items: CheapestSpace[]; nextCursor: string };
    expect(page.items.map((space) => space.id)).toEqual([ids["north:bottom"], ids["south:sidebar"]]);
    expect(page.items[0]).toMatchObject({ websiteName: expect.any(String), pricePerThousandViewsCents: 33 });
    const rest = (await cheapest(advertiser, `?limit=2&cursor=${encodeURIComponent(page.nextCursor)}`)).json();
    expect(rest.items.map((space: CheapestSpace) => space.id)).toEqual([ids["north:sidebar"]]);
    expect(rest.nextCursor).toBeNull();

    // The same figures as the chosen websites' list (traffic.ts, computed live).
    const listed = await t.app.inject({
      method: "GET",
      url: `/api/marketplace/spaces?websiteIds=${websiteIds.join(",")}&sort=pricePerThousandViews`,
      headers: { cookie: advertiser.cookie },
    });
    const live = new Map(
      (listed.json().spaces as PublicSpace[]).map((space) => [space.id, space.pricePerThousandViewsCents]),
    );
    for (const space of [...page.items, ...rest.items])
      expect(space.pricePerThousandViewsCents).toBe(live.get(space.id));
    expect(live.get(ids["south:bottom"] ?? "")).toBeNull();
    expect(live.get(ids["east:sidebar"] ?? "")).toBeNull();
  });

  it("re-ranks at once when an owner changes a price, and leaves out the viewer's own spaces", async () => {
    const db = t.app.database.db;
    await db
      .update(spaces)
      .set({ priceCents: 100 })
      .where(eq(spaces.id, ids["north:sidebar"] ?? ""));
    const [north] = await db
      .select({ rank: spaces.pricePerThousandViewsCents })
      .from(spaces)
      .where(inArray(spaces.id, [ids["north:sidebar"] ?? ""]));
    expect(north?.rank).toBe(33);
    const items = (await cheapest(advertiser)).json().items as CheapestSpace[];
    expect(
      items
        .map((space) => space.id)
        .slice(0, 2)
        .sort(),
    ).toEqual([ids["north:bottom"], ids["north:sidebar"]].sort());

    const seenByNorth = (await cheapest(owners.north as TestUser)).json().items as CheapestSpace[];
    expect(seenByNorth.map((space) => space.id)).toEqual([ids["south:sidebar"]]);
  });

  it("refuses a cursor it did not make, and answers 401 signed out", async () => {
    expect((await cheapest(advertiser, "?cursor=bm9wZQ")).statusCode).toBe(400);
    const signedOut = await t.app.inject({ method: "GET", url: "/api/marketplace/cheapest-spaces" });
    expect(signedOut.statusCode).toBe(401);
  });
});

import type { PublicSpace, PublicWebsite } from "@placard/shared/ads";
import type { Page } from "@placard/shared/pagination";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { dailyStats } from "../../db/schema/campaigns.js";
import { spaces, websites } from "../../db/schema/inventory.js";
import { useTestApp } from "../../test/use-test-app.js";
import {
  type TestUser,
  createRequestOnNewWebsite,
  createSpaces,
  createWebsite,
  signUpUser,
} from "../../test/factories.js";

/** #17.4: what advertisers see of a space's traffic is Placard's own count, and says so. */
const t = useTestApp();
let owner: TestUser;
let advertiser: TestUser;
let websiteId: string;
let spaceIds: string[];

const DAY = 86_400_000;
const today = Math.floor(Date.now() / DAY) * DAY;
const isoDay = (daysAgo: number) => new Date(today - daysAgo * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  owner = await signUpUser(t.app);
  advertiser = await signUpUser(t.app);
  const made = await createRequestOnNewWebsite(t.app, {
    owner,
    advertiserId: advertiser.id,
    spaces: [
      { placementKey: "sidebar", priceCents: 3000, capacity: 3, tier: "silver" },
      { placementKey: "bottom", priceCents: 1000, capacity: 2 },
      { placementKey: "floating", priceCents: 500, capacity: 2 },
      { placementKey: "HeaderPic", priceCents: 3000, capacity: 2 },
    ],
    state: "running",
  });
  websiteId = made.website.id;
  const idOf = (key: string) => made.spaces.find((space) => space.placementKey === key)?.id ?? "";
  spaceIds = [idOf("sidebar"), idOf("bottom"), idOf("floating"), idOf("HeaderPic")];
  const [busy, quiet, fresh, imported] = spaceIds;
  const adId = made.request.adId;
  const db = t.app.database.db;
  // The quiet space has run for 41 days, the busy one for 40; the third is new.
  await db
    .update(spaces)
    .set({ createdAt: new Date(today - 40 * DAY) })
    .where(eq(spaces.id, busy ?? ""));
  await db
    .update(spaces)
    .set({ createdAt: new Date(today - 41 * DAY) })
    .where(eq(spaces.id, quiet ?? ""));
  // Both made today; the imported one has counts from before (as the demo's backdated traffic).
  await db
    .update(spaces)
    .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
    .where(eq(spaces.id, fresh ?? ""));
  await db
    .update(spaces)
    .set({ createdAt: new Date(Date.now() - 3_600_000) })
    .where(eq(spaces.id, imported ?? ""));
  const rows = [];
  for (let daysAgo = 1; daysAgo <= 30; daysAgo += 1) {
    rows.push({ adId, spaceId: busy ?? "", day: isoDay(daysAgo), views: 100, clicks: 2 });
  }
  rows.push({ adId, spaceId: quiet ?? "", day: isoDay(3), views: 300, clicks: 3 });
  for (let daysAgo = 1; daysAgo <= 10; daysAgo += 1) {
    rows.push({ adId, spaceId: imported ?? "", day: isoDay(daysAgo), views: 50, clicks: 0 });
  }
  // Outside the window: older than 30 days, and today (not a full day yet).
  rows.push({ adId, spaceId: busy ?? "", day: isoDay(31), views: 99_999, clicks: 0 });
  rows.push({ adId, spaceId: busy ?? "", day: isoDay(0), views: 99_999, clicks: 0 });
  await db.insert(dailyStats).values(rows);
});

const get = (url: string, user = advertiser) => t.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });

const spacesOf = async (query = "") => {
  const response = await get(`/api/marketplace/spaces?websiteIds=${websiteId}${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { spaces: PublicSpace[] }).spaces;
};

describe("measured traffic on the marketplace", () => {
  it("averages each space's counted views and clicks over the last 30 full days", async () => {
    const listed = await spacesOf();
    const [busy, quiet, fresh, imported] = spaceIds.map((id) => listed.find((space) => space.id === id));
    expect(busy).toMatchObject({
      measured: { days: 30, viewsPerDay: 100, clicksPerDay: 2 },
      // $30 a month for 3,000 views: $10 per 1,000.
      pricePerThousandViewsCents: 1000,
      tier: "silver",
      visitorMin: 0,
      visitorMax: 10_000,
      capacity: 3,
      // The running booking holds one slot.
      available: 2,
    });
    expect(quiet).toMatchObject({ measured: { days: 30, viewsPerDay: 10, clicksPerDay: 0.1 } });
    expect(quiet?.pricePerThousandViewsCents).toBe(3333);
    // Created today: "not enough data yet".
    expect(fresh).toMatchObject({ measured: null, pricePerThousandViewsCents: null, tier: "bronze" });
    // Made today, but counted for 10 days before: its history starts with its first count.
    expect(imported).toMatchObject({ measured: { days: 10, viewsPerDay: 50 }, pricePerThousandViewsCents: 2000 });
  });

  it("sorts by price per 1,000 measured views, unmeasured spaces last", async () => {
    const listed = await spacesOf();
    // Listed oldest first: quiet, busy, fresh, imported.
    expect(listed.map((space) => space.pricePerThousandViewsCents)).toEqual([3333, 1000, null, 2000]);
    const sorted = await spacesOf("&sort=pricePerThousandViews");
    expect(sorted.map((space) => space.pricePerThousandViewsCents)).toEqual([1000, 2000, 3333, null]);
    const wrong = await get(`/api/marketplace/spaces?websiteIds=${websiteId}&sort=cheapest`);
    expect(wrong.statusCode).toBe(400);
  });

  it("shows the website's verification and measured views, and the direct ad screen's space", async () => {
    const listed = async () => {
      const response = await get("/api/marketplace/websites");
      const found = (response.json() as Page<PublicWebsite>).items.find((w) => w.id === websiteId);
      return found;
    };
    expect(await listed()).toMatchObject({ verified: false, measuredViewsPerDay: 160 });
    await t.app.database.db.update(websites).set({ status: "verified" }).where(eq(websites.id, websiteId));
    expect(await listed()).toMatchObject({ verified: true });

    const direct = await get(`/api/marketplace/spaces/${spaceIds[0]}?websiteId=${websiteId}`);
    expect(direct.statusCode).toBe(200);
    expect(direct.json()).toMatchObject({
      website: { id: websiteId, verified: true, measuredViewsPerDay: 160 },
      space: { measured: { viewsPerDay: 100 }, pricePerThousandViewsCents: 1000 },
    });
  });
});

describe("the marketplace's websites, a page at a time (decision 0020)", () => {
  it("walks every other owner's website with spaces once, newest first, by cursor; search and ids in SQL", async () => {
    const seller = await signUpUser(t.app);
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const website = await createWebsite(t.app, seller, { name: `Paged Gazette ${i}` });
      await createSpaces(t.app, seller, website.id, [{ placementKey: "sidebar", priceCents: 1000, capacity: 1 }]);
      made.push(website.id);
    }
    // No spaces yet: nothing to advertise on.
    const bare = await createWebsite(t.app, seller, { name: "Paged Gazette bare" });

    const seen: PublicWebsite[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await get(`/api/marketplace/websites?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(response.statusCode).toBe(200);
      const page = response.json() as Page<PublicWebsite>;
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    const ids = seen.map((website) => website.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Newest first: the last made comes first; the earlier website (made in beforeAll) after them.
    expect(ids.slice(0, 5)).toEqual([...made].reverse());
    expect(ids).toContain(websiteId);
    expect(ids).not.toContain(bare.id);
    expect(seen.find((website) => website.id === websiteId)).toMatchObject({ measuredViewsPerDay: 160 });

    const found = (await get("/api/marketplace/websites?q=paged%20gazette&limit=3")).json() as Page<PublicWebsite>;
    expect(found.items.map((website) => website.id)).toEqual([made[4], made[3], made[2]]);
    expect(found.nextCursor).not.toBeNull();
    const chosen = (
      await get(`/api/marketplace/websites?ids=${made[0]},${websiteId},${bare.id}`)
    ).json() as Page<PublicWebsite>;
    expect(chosen.items.map((website) => website.id)).toEqual([made[0], websiteId]);
    expect(chosen.nextCursor).toBeNull();
    // The seller does not see their own websites.
    const own = (await get("/api/marketplace/websites?q=paged%20gazette", seller)).json() as Page<PublicWebsite>;
    expect(own.items).toEqual([]);
  });

  it("refuses a cursor it did not make, a page over 200 and more than 50 ids", async () => {
    expect((await get("/api/marketplace/websites?cursor=bm90LWEtY3Vyc29y")).statusCode).toBe(400);
    expect((await get("/api/marketplace/websites?limit=201")).statusCode).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => `w${i}`).join(",");
    expect((await get(`/api/marketplace/websites?ids=${many}`)).statusCode).toBe(400);
  });
});

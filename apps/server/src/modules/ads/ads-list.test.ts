import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { placementRequests } from "../../db/schema/campaigns.js";
import { useTestApp } from "../../test/use-test-app.js";
import {
  type TestUser,
  createPlacementRequest,
  createSpaces,
  createWebsite,
  signUpUser,
} from "../../test/factories.js";

/** /dashboard's list (#19): search, filters and counts in SQL, a page at a time. */
const t = useTestApp();
let advertiser: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  advertiser = await signUpUser(t.app);
  const owner = await signUpUser(t.app);
  const website = await createWebsite(t.app, owner);
  const [space] = await createSpaces(t.app, owner, website.id, [{ placementKey: "sidebar", capacity: 50 }]);
  const db = t.app.database.db;
  const make = async (name: string, state: Parameters<typeof createPlacementRequest>[1]["state"]) => {
    const request = await createPlacementRequest(db, {
      advertiserId: advertiser.id,
      websiteId: website.id,
      spaceIds: [space?.id ?? ""],
      state,
      businessName: name,
    });
    ids[name] = request.adId;
    return request;
  };
  await make("Acme Coffee", "running");
  await make("Beta Bikes", "pending");
  await make("Acme Tea", "approved-unpaid");
  await make("Gamma Gym", "rejected");
  await make("Delta Deli", "expired");
  const lapsed = await make("Echo Eats", "approved-unpaid");
  await db
    .update(placementRequests)
    .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
    .where(eq(placementRequests.id, lapsed.id));
  // Paid for 30 days from next week (decision 0025): scheduled, not running (decision 0049).
  const scheduled = await make("Foxtrot Farm", "running");
  const day = 86_400_000;
  await db
    .update(placementRequests)
    .set({ startsAt: new Date(Date.now() + 7 * day), endsAt: new Date(Date.now() + 37 * day) })
    .where(eq(placementRequests.id, scheduled.id));
});

const get = (url: string, user = advertiser) => t.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });
const names = async (query: string) => {
  const response = await get(`/api/ads${query}`);
  expect(response.statusCode).toBe(200);
  const byId = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
  return (response.json().items as { id: string }[]).map((ad) => byId[ad.id]).sort();
};
const count = async (query: string) => (await get(`/api/ads/totals${query}`)).json().count as number;

describe("the advertiser's ad list", () => {
  it("filters by where an ad stands and searches business names, with the same counts", async () => {
    expect(await names("?state=approved")).toEqual([
      "Acme Coffee",
      "Acme Tea",
      "Delta Deli",
      "Echo Eats",
      "Foxtrot Farm",
    ]);
    expect(await names("?state=pending")).toEqual(["Beta Bikes"]);
    expect(await names("?state=awaitingPayment")).toEqual(["Acme Tea"]);
    expect(await names("?state=approvalLapsed")).toEqual(["Echo Eats"]);
    expect(await names("?state=running")).toEqual(["Acme Coffee"]);
    expect(await names("?state=scheduled")).toEqual(["Foxtrot Farm"]);
    expect(await names("?state=ended")).toEqual(["Delta Deli"]);
    expect(await names("?state=rejected")).toEqual(["Gamma Gym"]);
    expect(await names("?q=ACME")).toEqual(["Acme Coffee", "Acme Tea"]);
    expect(await names("?q=%25")).toEqual([]);
    expect(await count("")).toBe(7);
    expect(await count("?state=approved")).toBe(5);
    expect(await count("?q=acme&state=running")).toBe(1);
    expect((await get("/api/ads?state=everything")).statusCode).toBe(400);
  });

  it("pages newest first with no ad twice, and shows nobody else's", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await get(`/api/ads?limit=4${cursor ? `&cursor=${cursor}` : ""}`);
      const page = response.json() as { items: { id: string }[]; nextCursor: string | null };
      seen.push(...page.items.map((ad) => ad.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(Object.values(ids).reverse());
    expect((await get("/api/ads?cursor=bogus")).statusCode).toBe(400);
    const stranger = await signUpUser(t.app);
    expect((await get("/api/ads", stranger)).json()).toEqual({ items: [], nextCursor: null });
    expect((await get("/api/ads/totals", stranger)).json()).toEqual({ count: 0 });
  });
});

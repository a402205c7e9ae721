import { beforeAll, describe, expect, it } from "vitest";
import { placementRequestSpaces, placementRequests } from "../../db/schema/campaigns.js";
import { useTestApp } from "../../test/use-test-app.js";
import {
  type TestUser,
  createPlacementRequest,
  createSpaces,
  createWebsite,
  signUpUser,
} from "../../test/factories.js";

/**
 * Decision 0047: an ad in a list (and on its own) carries counts and states, never its
 * websites; GET /api/ads/{adId}/websites pages them, newest first, by cursor.
 */
const t = useTestApp();
let advertiser: TestUser;
let stranger: TestUser;
let adId = "";
const requestIds: Record<string, string> = {};
const DAY = 86_400_000;

beforeAll(async () => {
  advertiser = await signUpUser(t.app);
  stranger = await signUpUser(t.app);
  const owner = await signUpUser(t.app);
  const db = t.app.database.db;
  const site = async (spaces: number) => {
    const website = await createWebsite(t.app, owner);
    const created = await createSpaces(
      t.app,
      owner,
      website.id,
      (["sidebar", "bottom"] as const).slice(0, spaces).map((placementKey) => ({ placementKey, capacity: 5 })),
    );
    return { websiteId: website.id, spaceIds: created.map((space) => space.id) };
  };
  const first = await site(2);
  const pending = await createPlacementRequest(db, {
    advertiserId: advertiser.id,
    ...first,
    state: "pending",
    businessName: "Many Sites",
  });
  adId = pending.adId;
  requestIds.pending = pending.id;
  const now = Date.now();
  const states = {
    awaitingPayment: { reviewStatus: "approved" as const, holdExpiresAt: new Date(now + 2 * DAY) },
    approvalLapsed: { reviewStatus: "approved" as const, holdExpiresAt: new Date(now - 60_000) },
    running: {
      reviewStatus: "approved" as const,
      paymentStatus: "paid" as const,
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + 29 * DAY),
    },
    rejected: { reviewStatus: "rejected" as const, rejectionReason: "Off topic" },
  };
  for (const [name, state] of Object.entries(states)) {
    const { websiteId, spaceIds } = await site(1);
    const [request] = await db
      .insert(placementRequests)
      .values({ adId, websiteId, ...state })
      .returning();
    if (!request) throw new Error("no request");
    await db.insert(placementRequestSpaces).values(spaceIds.map((spaceId) => ({ requestId: request.id, spaceId })));
    requestIds[name] = request.id;
  }
});

const get = (url: string, user = advertiser) => t.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });

describe("an ad in the list", () => {
  it("carries counts per state and the card's two websites, not all of its websites", async () => {
    const response = await get("/api/ads");
    expect(response.statusCode).toBe(200);
    const [item] = response.json().items;
    expect(item).not.toHaveProperty("websites");
    expect(item).toMatchObject({
      id: adId,
      campaignStatus: "Partially Active",
      websitesCount: 5,
      spacesCount: 6,
      stateCounts: { awaitingReview: 1, awaitingPayment: 1, approvalLapsed: 1, running: 1, ended: 0, rejected: 1 },
      payable: { requestId: requestIds.awaitingPayment, reviewStatus: "approved", paymentStatus: "unpaid" },
      rejectionReason: "Off topic",
    });
    expect(item.payable.spaces).toHaveLength(1);
    // The ad's own page reads the same shape.
    const own = await get(`/api/ads/${adId}`);
    expect(own.json()).toEqual(item);
  });
});

describe("an ad's websites, a page at a time", () => {
  it("pages newest first by cursor until nextCursor is null, each website once with its spaces", async () => {
    const seen: { requestId: string; spaces: unknown[] }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await get(`/api/ads/${adId}/websites?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen.map((website) => website.requestId).sort()).toEqual(Object.values(requestIds).sort());
    // Newest first: the first request (made with the ad) comes last, with both of its spaces.
    expect(seen.at(-1)).toMatchObject({ requestId: requestIds.pending, spaces: [{}, {}] });
  });

  it("keeps only the websites in a state, and finds one website by its request", async () => {
    const rejected = (await get(`/api/ads/${adId}/websites?state=rejected`)).json();
    expect(rejected).toMatchObject({ items: [{ requestId: requestIds.rejected, rejectionReason: "Off topic" }] });
    expect(rejected.nextCursor).toBeNull();
    const one = await get(`/api/ads/${adId}/websites/${requestIds.running}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ requestId: requestIds.running, isConfirmed: true });
  });

  it("answers someone else's ad as missing, and refuses a foreign cursor or a limit over 200", async () => {
    expect((await get(`/api/ads/${adId}/websites`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/ads/${adId}/websites/${requestIds.running}`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/ads/${adId}/websites/nope`)).statusCode).toBe(404);
    expect((await get(`/api/ads/${adId}/websites?cursor=not-ours`)).statusCode).toBe(400);
    expect((await get(`/api/ads/${adId}/websites?limit=201`)).statusCode).toBe(400);
  });
});

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { placementRequests } from "../../db/schema/campaigns.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createRequestOnNewWebsite, signUpUser } from "../../test/factories.js";

/** Auto-renew per booking and the owner's "ending soon" list (issue #17.2, decision 0025). */

const DAY = 24 * 60 * 60 * 1000;
const t = useTestApp();
let owner: TestUser;
let advertiser: TestUser;

beforeAll(async () => {
  owner = await signUpUser(t.app);
  advertiser = await signUpUser(t.app);
});

const as = (user: TestUser) => ({ cookie: user.cookie });

async function booking(state: "running" | "approved-unpaid", endsInDays?: number, bookedOn = owner) {
  const { request } = await createRequestOnNewWebsite(t.app, {
    owner: bookedOn,
    advertiserId: advertiser.id,
    spaces: [{ placementKey: "sidebar", priceCents: 1000, capacity: 2 }],
    state,
    businessName: `Business ending in ${endsInDays ?? "-"}`,
  });
  if (endsInDays !== undefined) {
    await t.app.database.db
      .update(placementRequests)
      .set({ endsAt: new Date(Date.now() + endsInDays * DAY) })
      .where(eq(placementRequests.id, request.id));
  }
  return request;
}

describe("auto-renew", () => {
  it("is the advertiser's to turn on and off for a running booking; nobody else's", async () => {
    const request = await booking("running");
    const url = `/api/renewals/${request.id}`;
    expect((await t.app.inject({ method: "GET", url, headers: as(advertiser) })).json()).toMatchObject({
      autoRenew: false,
    });
    const on = await t.app.inject({ method: "PUT", url, headers: as(advertiser), payload: { autoRenew: true } });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ requestId: request.id, autoRenew: true });

    for (const other of [owner, await signUpUser(t.app)]) {
      expect((await t.app.inject({ method: "GET", url, headers: as(other) })).statusCode).toBe(404);
      const put = await t.app.inject({ method: "PUT", url, headers: as(other), payload: { autoRenew: false } });
      expect(put.statusCode).toBe(404);
    }
    expect(
      (await t.app.inject({ method: "PUT", url, headers: as(advertiser), payload: { autoRenew: "yes" } })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: "GET", url, headers: as(advertiser) })).json().autoRenew).toBe(true);
  });

  it("is refused for a booking that is not paid, or has ended", async () => {
    const unpaid = await booking("approved-unpaid");
    const ended = await booking("running", -1);
    for (const request of [unpaid, ended]) {
      const refused = await t.app.inject({
        method: "PUT",
        url: `/api/renewals/${request.id}`,
        headers: as(advertiser),
        payload: { autoRenew: true },
      });
      expect(refused.statusCode).toBe(409);
    }
  });
});

describe("bookings ending soon", () => {
  it("lists the owner's paid bookings ending within 7 days, the soonest first, a page at a time", async () => {
    const listOwner = await signUpUser(t.app);
    const inTwo = await booking("running", 2, listOwner);
    const inFive = await booking("running", 5, listOwner);
    await booking("running", 20, listOwner);
    await booking("running", -1, listOwner);
    await booking("running", 3); // another owner's

    const first = await t.app.inject({
      method: "GET",
      url: "/api/renewals/ending-soon?limit=1",
      headers: as(listOwner),
    });
    expect(first.json()).toMatchObject({ items: [{ requestId: inTwo.id, spaces: ["Sidebar"] }] });
    const cursor = first.json().nextCursor as string;
    const second = await t.app.inject({
      method: "GET",
      url: `/api/renewals/ending-soon?limit=1&cursor=${cursor}`,
      headers: as(listOwner),
    });
    expect(second.json()).toMatchObject({ items: [{ requestId: inFive.id }], nextCursor: null });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/renewals/ending-soon", headers: as(advertiser) })).json().items,
    ).toEqual([]);
  });
});

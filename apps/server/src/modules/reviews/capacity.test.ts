import { APPROVAL_LAPSED_MESSAGE } from "@placard/shared/ads";
import { NO_ROOM_FROM_MESSAGE } from "@placard/shared/payments";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { placementRequests } from "../../db/schema/campaigns.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createSpaces, createWebsite, postDirectAd, signUpUser } from "../../test/factories.js";
import { expectBalancedLedger, payThroughSandbox } from "../../test/payments.js";

/**
 * Capacity squatting (#13.5, decision 0015): slots are held by paid bookings and by
 * approvals inside their payment window (PAYMENT_WINDOW_HOURS), never by pending requests.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const t = useTestApp({ PAYMENT_WINDOW_HOURS: "6" });
let owner: TestUser;

beforeAll(async () => {
  owner = await signUpUser(t.app);
});
afterEach(() => expectBalancedLedger(t.app.database.db));

const as = (user: TestUser) => ({ cookie: user.cookie });
const post = (user: TestUser, url: string) => t.app.inject({ method: "POST", url, headers: as(user), payload: {} });
const get = (user: TestUser, url: string) => t.app.inject({ method: "GET", url, headers: as(user) });

/** A fresh website of the owner with one space of `capacity`. */
async function space(capacity: number) {
  const website = await createWebsite(t.app, owner);
  const [created] = await createSpaces(t.app, owner, website.id, [
    { placementKey: "sidebar", priceCents: 2000, capacity },
  ]);
  if (!created) throw new Error("no space");
  return { websiteId: website.id, spaceId: created.id };
}

interface Published {
  adId: string;
  requestId: string;
}

const direct = (user: TestUser, target: { websiteId: string; spaceId: string }, businessName: string) =>
  postDirectAd(t.app, user, target, { businessName });

async function publish(user: TestUser, target: { websiteId: string; spaceId: string }, businessName: string) {
  const response = await direct(user, target, businessName);
  if (response.statusCode !== 201) throw new Error(`publish failed: ${response.statusCode} ${response.body}`);
  const adId = (response.json() as { id: string }).id;
  return { adId, requestId: await firstRequestId(user, adId) } satisfies Published;
}

/** The request of the ad's (only) website, from its paged websites (decision 0047). */
const firstRequestId = async (user: TestUser, adId: string) =>
  ((await get(user, `/api/ads/${adId}/websites`)).json().items[0]?.requestId as string | undefined) ?? "";

const marketplaceSpace = async (user: TestUser, target: { websiteId: string; spaceId: string }) =>
  (await get(user, `/api/marketplace/spaces?websiteIds=${target.websiteId}`)).json().spaces[0] as {
    available: number;
    isFull: boolean;
    freeFrom: string | null;
  };

/** The day an approval's payment window holds its slot from (decision 0025); null: from now. */
const holdsFrom = async (requestId: string) =>
  (
    await t.app.database.db
      .select({ holdsFrom: placementRequests.holdsFrom })
      .from(placementRequests)
      .where(eq(placementRequests.id, requestId))
  )[0]?.holdsFrom ?? null;

const adWebsite = async (user: TestUser, adId: string) =>
  (await get(user, `/api/ads/${adId}/websites`)).json().items[0] as {
    reviewStatus: string;
    holdExpiresAt: string | null;
    isLapsed: boolean;
  };

const payNow = (user: TestUser, requestId: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/payments",
    headers: as(user),
    payload: { requestId, email: user.email },
  });

/** Moves a request's payment window into the past, as if PAYMENT_WINDOW_HOURS went by. */
async function closeWindow(requestId: string) {
  await t.app.database.db
    .update(placementRequests)
    .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
    .where(eq(placementRequests.id, requestId));
}

const notificationsOf = async (user: TestUser) =>
  (await get(user, "/api/notifications")).json().notifications as { type: string; adId: string | null }[];

describe("capacity squatting", () => {
  it("a squatter's pending ads block nobody: a payer publishes, is approved and pays", async () => {
    const target = await space(2);
    const squatter = await signUpUser(t.app);
    const payer = await signUpUser(t.app);
    for (const name of ["Squat 1", "Squat 2", "Squat 3"]) await publish(squatter, target, name);

    expect(await marketplaceSpace(payer, target)).toMatchObject({ available: 2, isFull: false });
    const published = await direct(payer, target, "Payer");
    expect(published.statusCode).toBe(201);
    const requestId = await firstRequestId(payer, (published.json() as { id: string }).id);
    expect((await post(owner, `/api/reviews/requests/${requestId}/approve`)).statusCode).toBe(200);
    expect((await payThroughSandbox(t.app, payer, requestId)).result.status).toBe("success");
    expect(await marketplaceSpace(payer, target)).toMatchObject({ available: 1, isFull: false });
  });

  it("an approved, unpaid request holds its slot for the payment window, then lapses", async () => {
    const target = await space(1);
    const first = await signUpUser(t.app);
    const second = await signUpUser(t.app);
    const a = await publish(first, target, "First Shop");
    const b = await publish(second, target, "Second Shop");

    const before = Date.now();
    expect((await post(owner, `/api/reviews/requests/${a.requestId}/approve`)).statusCode).toBe(200);
    const held = await adWebsite(first, a.adId);
    expect(held).toMatchObject({ reviewStatus: "approved", isLapsed: false });
    const expires = new Date(held.holdExpiresAt ?? 0).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 6 * HOUR - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 6 * HOUR + 1000);

    // Inside the window the slot is the approved advertiser's, at most until the end of the
    // longest booking it could still buy (decision 0025): the space frees up that day.
    const freeDay = new Date(Math.ceil((expires + 30 * DAY) / DAY) * DAY);
    expect(await marketplaceSpace(second, target)).toMatchObject({
      available: 0,
      isFull: true,
      freeFrom: freeDay.toISOString().slice(0, 10),
    });
    // So the second approval holds from that day, never beside the first.
    expect((await post(owner, `/api/reviews/requests/${b.requestId}/approve`)).statusCode).toBe(200);
    expect(await holdsFrom(b.requestId)).toEqual(freeDay);
    // The lapse job is due at the window's end, not before.
    await t.app.jobs.runDue({ kinds: ["lapse-approval"] });
    expect((await notificationsOf(first)).some((n) => n.type === "approvalLapsed")).toBe(false);

    await closeWindow(a.requestId);
    // The second window holds from a later day: a booking from today fits again.
    expect(await marketplaceSpace(second, target)).toMatchObject({ available: 1, isFull: false, freeFrom: null });
    expect(await adWebsite(first, a.adId)).toMatchObject({ reviewStatus: "approved", isLapsed: true });
    // With the first window gone, the second advertiser need not wait for its day.
    expect((await payThroughSandbox(t.app, second, b.requestId)).result.status).toBe("success");
  });

  it("tells the lapsed advertiser once, refuses their Pay Now, and lets them ask again", async () => {
    const target = await space(1);
    const advertiser = await signUpUser(t.app);
    const a = await publish(advertiser, target, "Lapsing Shop");
    expect((await post(owner, `/api/reviews/requests/${a.requestId}/approve`)).statusCode).toBe(200);
    await closeWindow(a.requestId);

    const later = new Date(Date.now() + 7 * HOUR);
    await t.app.jobs.runDue({ kinds: ["lapse-approval"], now: later });
    await t.app.jobs.runDue({ kinds: ["lapse-approval"], now: later });
    const lapsed = (await notificationsOf(advertiser)).filter((n) => n.type === "approvalLapsed");
    expect(lapsed).toEqual([expect.objectContaining({ adId: a.adId })]);

    const pay = await payNow(advertiser, a.requestId);
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe(APPROVAL_LAPSED_MESSAGE);

    const stranger = await signUpUser(t.app);
    expect((await post(stranger, `/api/ads/${a.adId}/requests/${a.requestId}/ask-again`)).statusCode).toBe(404);
    const asked = await post(advertiser, `/api/ads/${a.adId}/requests/${a.requestId}/ask-again`);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().stateCounts).toMatchObject({ awaitingReview: 1, approvalLapsed: 0 });
    expect(await adWebsite(advertiser, a.adId)).toMatchObject({
      reviewStatus: "pending",
      isLapsed: false,
      holdExpiresAt: null,
    });
    expect((await post(advertiser, `/api/ads/${a.adId}/requests/${a.requestId}/ask-again`)).statusCode).toBe(409);
    const ownerNews = (await notificationsOf(owner)).filter((n) => n.type === "newPendingAd" && n.adId === a.adId);
    expect(ownerNews).toHaveLength(2);

    // Approved again: a new window, and this time the payment goes through.
    expect((await post(owner, `/api/reviews/requests/${a.requestId}/approve`)).statusCode).toBe(200);
    expect(await adWebsite(advertiser, a.adId)).toMatchObject({ isLapsed: false });
    expect((await payThroughSandbox(t.app, advertiser, a.requestId)).result.status).toBe("success");
  });

  it("sweeps up closed windows whose own job is gone when any lapse job runs", async () => {
    const first = await signUpUser(t.app);
    const second = await signUpUser(t.app);
    const a = await publish(first, await space(1), "Swept A");
    const b = await publish(second, await space(1), "Swept B");
    expect((await post(owner, `/api/reviews/requests/${a.requestId}/approve`)).statusCode).toBe(200);
    expect((await post(owner, `/api/reviews/requests/${b.requestId}/approve`)).statusCode).toBe(200);
    await closeWindow(a.requestId);
    await closeWindow(b.requestId);
    await t.app.database.db.execute(
      sql`delete from jobs where kind = 'lapse-approval' and payload->>'requestId' = ${b.requestId}`,
    );
    await t.app.jobs.runDue({ kinds: ["lapse-approval"], now: new Date(Date.now() + 7 * HOUR) });
    for (const [user, adId] of [
      [first, a.adId],
      [second, b.adId],
    ] as const) {
      expect((await notificationsOf(user)).filter((n) => n.type === "approvalLapsed")).toEqual([
        expect.objectContaining({ adId }),
      ]);
    }
  });

  it("refuses Pay Now when the space filled up meanwhile", async () => {
    const target = await space(2);
    const first = await signUpUser(t.app);
    const second = await signUpUser(t.app);
    const a = await publish(first, target, "Quick Payer");
    const b = await publish(second, target, "Slow Payer");
    expect((await post(owner, `/api/reviews/requests/${a.requestId}/approve`)).statusCode).toBe(200);
    expect((await post(owner, `/api/reviews/requests/${b.requestId}/approve`)).statusCode).toBe(200);
    const lowered = await t.app.inject({
      method: "PUT",
      url: `/api/spaces/${target.spaceId}/capacity`,
      headers: as(owner),
      payload: { capacity: 1 },
    });
    expect(lowered.statusCode).toBe(200);

    expect((await payThroughSandbox(t.app, first, a.requestId)).result.status).toBe("success");
    const refused = await payNow(second, b.requestId);
    expect(refused.statusCode).toBe(409);
    // Full for the 30 days from today: the first day after the paid booking ends is offered (decision 0025).
    const nextFreeDate = refused.json().details.nextFreeDate as string;
    expect(nextFreeDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(refused.json().message).toBe(NO_ROOM_FROM_MESSAGE("Sidebar", nextFreeDate));
  });

  it("shows the owner how many requests compete for a space's free slots", async () => {
    const target = await space(1);
    const ads = [];
    for (const name of ["Rival A", "Rival B", "Rival C"])
      ads.push(await publish(await signUpUser(t.app), target, name));
    const slotsOf = async (adId: string) =>
      (await get(owner, `/api/reviews/ads/${adId}`)).json().websites[0].spaces[0] as {
        freeSlots: number;
        competingRequests: number;
      };
    const [first, second] = ads;
    if (!first || !second) throw new Error("no ads");
    expect(await slotsOf(first.adId)).toMatchObject({ freeSlots: 1, competingRequests: 3 });
    const pending = (await get(owner, "/api/reviews/pending")).json().ads as {
      id: string;
      websites: { spaces: { freeSlots: number; competingRequests: number }[] }[];
    }[];
    expect(pending.find((ad) => ad.id === second.adId)?.websites[0]?.spaces[0]).toMatchObject({
      freeSlots: 1,
      competingRequests: 3,
    });

    expect((await post(owner, `/api/reviews/requests/${first.requestId}/approve`)).statusCode).toBe(200);
    expect(await slotsOf(second.adId)).toMatchObject({ freeSlots: 0, competingRequests: 2 });
  });

  it("lets only one of two simultaneous approvals take the last slot now; the other holds from when it frees up", async () => {
    const target = await space(1);
    const a = await publish(await signUpUser(t.app), target, "Racer A");
    const b = await publish(await signUpUser(t.app), target, "Racer B");
    const results = await Promise.all([
      post(owner, `/api/reviews/requests/${a.requestId}/approve`),
      post(owner, `/api/reviews/requests/${b.requestId}/approve`),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    // Under the space lock the second sees the first's window: one holds from now (null),
    // the other from the day the first could end at the latest.
    const froms = [await holdsFrom(a.requestId), await holdsFrom(b.requestId)];
    expect(froms.filter((from) => from === null)).toHaveLength(1);
    expect(froms.find((from) => from !== null)?.getTime()).toBeGreaterThan(Date.now() + 30 * DAY);
  });
});

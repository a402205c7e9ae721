import { FULLY_BOOKED_MESSAGE, NO_ROOM_TO_PAY_MESSAGE } from "@placard/shared/ads";
import { NO_ROOM_FROM_MESSAGE, SCHEDULE_MAX_DAYS, START_DATE_RANGE_MESSAGE } from "@placard/shared/payments";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { placementRequests } from "../../db/schema/campaigns.js";
import { payments } from "../../db/schema/money.js";
import { type TestApp, createTestApp } from "../../test/app.js";
import {
  type TestUser,
  createPlacementRequest,
  createRequestOnNewWebsite,
  postDirectAd,
  signUpUser,
} from "../../test/factories.js";
import { expectBalancedLedger, followReturn, sandboxCheckout, startPayment } from "../../test/payments.js";
import { ceilUtcDay, peakOverlap } from "../spaces/windows.js";

/**
 * Scheduled bookings (issue #17.5, decision 0025): the advertiser picks a start date from
 * today to 90 days ahead; the 30 days start then; room is checked over those 30 days, so a
 * space full today can be booked from the day a slot frees up, and that day is offered.
 */

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let owner: TestUser;
let advertiser: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpUser(t.app);
  advertiser = await signUpUser(t.app);
});
afterAll(() => t.close());
afterEach(() => expectBalancedLedger(t.app.database.db));

const db = () => t.app.database.db;
const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const pay = (requestId: string, startDate?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/payments",
    headers: { cookie: advertiser.cookie },
    payload: { requestId, email: advertiser.email, ...(startDate ? { startDate } : {}) },
  });
const availability = async (requestId: string) =>
  (
    await t.app.inject({
      method: "GET",
      url: `/api/payments/availability?requestId=${requestId}`,
      headers: { cookie: advertiser.cookie },
    })
  ).json();

/**
 * A space of `capacity` on a new website, with a paid booking (of `bookedBy`) running for
 * `endsInDays` more days (started 30 days before its end, or yesterday when it is longer).
 */
async function spaceBookedUntil(capacity: number, endsInDays: number, bookedBy?: TestUser) {
  const { website, spaces, request } = await createRequestOnNewWebsite(t.app, {
    owner,
    advertiserId: (bookedBy ?? (await signUpUser(t.app))).id,
    spaces: [{ placementKey: "sidebar", priceCents: 2000, capacity }],
    state: "running",
  });
  const endsAt = new Date(Date.now() + endsInDays * DAY);
  await db()
    .update(placementRequests)
    .set({ startsAt: new Date(Math.min(endsAt.getTime() - 30 * DAY, Date.now() - DAY)), endsAt })
    .where(eq(placementRequests.id, request.id));
  const space = spaces[0];
  if (!space) throw new Error("no space");
  return { websiteId: website.id, spaceId: space.id, publicId: space.publicId, endsAt, requestId: request.id };
}

async function approvedRequestFor(target: { websiteId: string; spaceId: string }) {
  return createPlacementRequest(db(), {
    advertiserId: advertiser.id,
    websiteId: target.websiteId,
    spaceIds: [target.spaceId],
    state: "approved-unpaid",
  });
}

async function settle(txRef: string) {
  return followReturn(t.app, await sandboxCheckout(t.app, txRef, "pay"));
}

describe("a booking scheduled to start later", () => {
  it("starts at midnight UTC of the chosen day and runs 30 days from then; the receipt says so", async () => {
    const target = await spaceBookedUntil(2, 5);
    const request = await approvedRequestFor(target);
    const startDate = utcDay(Date.now() + 7 * DAY);
    const link = await startPayment(t.app, advertiser, request.id, { startDate });
    const result = await settle(link.txRef);
    expect(result.status).toBe("success");
    // The result page is told the booked days, to name the start (#34.8).
    expect(result.from).toBe(`${startDate}T00:00:00.000Z`);
    expect(result.until).toBe(new Date(Date.parse(`${startDate}T00:00:00.000Z`) + 30 * DAY).toISOString());

    const [booked] = await db().select().from(placementRequests).where(eq(placementRequests.id, request.id));
    expect(booked?.startsAt?.toISOString()).toBe(`${startDate}T00:00:00.000Z`);
    expect(booked?.endsAt?.getTime()).toBe(Date.parse(`${startDate}T00:00:00.000Z`) + 30 * DAY);
    const [payment] = await db().select().from(payments).where(eq(payments.txRef, link.txRef));
    expect(payment).toMatchObject({ startsOn: startDate, bookedFrom: booked?.startsAt, bookedUntil: booked?.endsAt });
  });

  it("is not served before its start", async () => {
    const target = await spaceBookedUntil(3, 5);
    const request = await approvedRequestFor(target);
    const link = await startPayment(t.app, advertiser, request.id, { startDate: utcDay(Date.now() + 3 * DAY) });
    await settle(link.txRef);
    await t.app.delivery.cache.settled();
    const served = await t.app.inject({
      method: "GET",
      url: `/serve/v1/spaces?ids=${target.publicId}`,
      headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36" },
    });
    const ads = served.json().spaces[target.publicId].ads as { businessName: string }[];
    // Only the booking running now is served; the scheduled one waits for its day.
    expect(ads).toHaveLength(1);
  });

  it("refuses a start date in the past or more than 90 days ahead, creating nothing", async () => {
    const target = await spaceBookedUntil(2, 5);
    const request = await approvedRequestFor(target);
    for (const startDate of [utcDay(Date.now() - DAY), utcDay(Date.now() + (SCHEDULE_MAX_DAYS + 1) * DAY)]) {
      const refused = await pay(request.id, startDate);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: START_DATE_RANGE_MESSAGE,
        details: { fields: { startDate: [START_DATE_RANGE_MESSAGE] } },
      });
    }
    expect((await pay(request.id, "2026-02-30")).statusCode).toBe(400);
    expect(await db().select().from(payments).where(eq(payments.requestId, request.id))).toEqual([]);
  });
});

describe("room over the booked window", () => {
  it("offers the day a full space frees up, and takes a booking from then", async () => {
    const target = await spaceBookedUntil(1, 10);
    const request = await approvedRequestFor(target);
    const freeDay = utcDay(ceilUtcDay(target.endsAt.getTime()));

    const today = await pay(request.id);
    expect(today.statusCode).toBe(409);
    expect(today.json()).toMatchObject({
      message: NO_ROOM_FROM_MESSAGE("Sidebar", freeDay),
      details: { nextFreeDate: freeDay },
    });
    // The day before it frees up overlaps the running booking: still full.
    expect((await pay(request.id, utcDay(Date.parse(freeDay) - DAY))).statusCode).toBe(409);
    expect(await availability(request.id)).toMatchObject({ nextFreeDate: freeDay, renewsFrom: null });

    const link = await startPayment(t.app, advertiser, request.id, { startDate: freeDay });
    expect((await settle(link.txRef)).status).toBe("success");
  });

  it("lets two bookings one after the other share one slot, and finds room after both", async () => {
    const target = await spaceBookedUntil(1, 10);
    const later = await approvedRequestFor(target);
    const freeDay = utcDay(ceilUtcDay(target.endsAt.getTime()));
    await settle((await startPayment(t.app, advertiser, later.id, { startDate: freeDay })).txRef);

    // A third advertiser: today is full (running), from freeDay is full (scheduled), after both is free.
    const third = await approvedRequestFor(target);
    const afterBoth = utcDay(Date.parse(freeDay) + 30 * DAY);
    expect(await availability(third.id)).toMatchObject({ nextFreeDate: afterBoth });
    expect((await pay(third.id, freeDay)).json().details.nextFreeDate).toBe(afterBoth);
  });

  it("refunds a confirmation whose window filled up after Pay Now", async () => {
    const target = await spaceBookedUntil(1, 10);
    const freeDay = utcDay(ceilUtcDay(target.endsAt.getTime()));
    const first = await approvedRequestFor(target);
    const second = await approvedRequestFor(target);
    const a = await startPayment(t.app, advertiser, first.id, { startDate: freeDay });
    const b = await startPayment(t.app, advertiser, second.id, { startDate: freeDay });
    expect((await settle(a.txRef)).status).toBe("success");
    expect((await settle(b.txRef)).status).toBe("failed");
    const [refunded] = await db().select().from(payments).where(eq(payments.txRef, b.txRef));
    expect(refunded).toMatchObject({ status: "refunded", failureReason: "overfilled", receiptNumber: null });
  });

  it("a renewal runs on from the booking's end and needs room there", async () => {
    const target = await spaceBookedUntil(1, 10, advertiser);
    expect(await availability(target.requestId)).toMatchObject({ renewsFrom: target.endsAt.toISOString() });
    // Someone booked the 30 days after it ends: the running booking cannot extend into them.
    const next = await approvedRequestFor(target);
    const freeDay = utcDay(ceilUtcDay(target.endsAt.getTime()));
    await settle((await startPayment(t.app, advertiser, next.id, { startDate: freeDay })).txRef);
    const renewal = await pay(target.requestId);
    expect(renewal.statusCode).toBe(409);
    expect(renewal.json().message).toBe(NO_ROOM_TO_PAY_MESSAGE("Sidebar"));
  });
});

describe("a space full today, for a new ad (publishing, approval, marketplace)", () => {
  const as = (user: TestUser) => ({ cookie: user.cookie });
  const publish = (user: TestUser, target: { websiteId: string; spaceId: string }) =>
    postDirectAd(t.app, user, target, { businessName: "Later Shop", description: "Opening soon" });
  async function publishedRequest(user: TestUser, target: { websiteId: string; spaceId: string }) {
    const response = await publish(user, target);
    expect(response.statusCode).toBe(201);
    const websites = await t.app.inject({ url: `/api/ads/${response.json().id}/websites`, headers: as(user) });
    return websites.json().items[0].requestId as string;
  }
  const approve = (requestId: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/reviews/requests/${requestId}/approve`,
      headers: as(owner),
      payload: {},
    });
  const payAs = (user: TestUser, requestId: string, startDate?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/payments",
      headers: as(user),
      payload: { requestId, email: user.email, ...(startDate ? { startDate } : {}) },
    });
  const marketplaceSpace = async (user: TestUser, websiteId: string) =>
    (
      await t.app.inject({ method: "GET", url: `/api/marketplace/spaces?websiteIds=${websiteId}`, headers: as(user) })
    ).json().spaces[0];
  const booking = async (requestId: string) =>
    (await db().select().from(placementRequests).where(eq(placementRequests.id, requestId)))[0];

  it("publishes, is approved from the day it frees up, refuses today and books from that day", async () => {
    const target = await spaceBookedUntil(1, 10);
    const freeDay = utcDay(ceilUtcDay(target.endsAt.getTime()));
    const buyer = await signUpUser(t.app);
    expect(await marketplaceSpace(buyer, target.websiteId)).toMatchObject({ isFull: true, freeFrom: freeDay });

    const requestId = await publishedRequest(buyer, target);
    expect((await approve(requestId)).statusCode).toBe(200);
    // The payment window holds the slot from the day it frees up, never beside the booking.
    expect((await booking(requestId))?.holdsFrom?.toISOString()).toBe(`${freeDay}T00:00:00.000Z`);

    const today = await payAs(buyer, requestId);
    expect(today.statusCode).toBe(409);
    expect(today.json()).toMatchObject({
      message: NO_ROOM_FROM_MESSAGE("Sidebar", freeDay),
      details: { nextFreeDate: freeDay },
    });
    const offered = await t.app.inject({
      method: "GET",
      url: `/api/payments/availability?requestId=${requestId}`,
      headers: as(buyer),
    });
    expect(offered.json()).toMatchObject({ nextFreeDate: freeDay });

    const link = await startPayment(t.app, buyer, requestId, { startDate: freeDay });
    expect((await settle(link.txRef)).status).toBe("success");
    const booked = await booking(requestId);
    expect(booked?.startsAt?.toISOString()).toBe(`${freeDay}T00:00:00.000Z`);
    expect(booked?.startsAt?.getTime()).toBeGreaterThanOrEqual(target.endsAt.getTime());
  });

  it("still refuses a space with no free 30 days within 90, at publishing and at approval", async () => {
    const target = await spaceBookedUntil(1, SCHEDULE_MAX_DAYS + 40);
    const buyer = await signUpUser(t.app);
    expect(await marketplaceSpace(buyer, target.websiteId)).toMatchObject({ isFull: true, freeFrom: null });
    const refused = await publish(buyer, target);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(FULLY_BOOKED_MESSAGE("Sidebar"));

    // A request sent before the space filled up cannot be approved into it either.
    const pending = await createPlacementRequest(db(), {
      advertiserId: buyer.id,
      websiteId: target.websiteId,
      spaceIds: [target.spaceId],
      state: "pending",
    });
    const approval = await approve(pending.id);
    expect(approval.statusCode).toBe(409);
    expect(approval.json().message).toBe("No room left in Sidebar: raise its user count to approve this ad.");
  });

  it("two advertisers approved for the freed slot cannot both pay for overlapping days", async () => {
    const target = await spaceBookedUntil(1, 10);
    const freeDay = utcDay(ceilUtcDay(target.endsAt.getTime()));
    const afterFirst = utcDay(Date.parse(freeDay) + 30 * DAY);
    const [first, second] = [await signUpUser(t.app), await signUpUser(t.app)];
    const a = await publishedRequest(first, target);
    const b = await publishedRequest(second, target);
    expect((await approve(a)).statusCode).toBe(200);
    expect((await approve(b)).statusCode).toBe(200);
    // The second approval queues behind the first's window.
    expect((await booking(b))?.holdsFrom?.toISOString()).toBe(`${afterFirst}T00:00:00.000Z`);

    // The second cannot jump ahead into the days the first holds.
    const jump = await payAs(second, b, freeDay);
    expect(jump.statusCode).toBe(409);
    expect(jump.json().details.nextFreeDate).toBe(afterFirst);

    await settle((await startPayment(t.app, first, a, { startDate: freeDay })).txRef);
    await settle((await startPayment(t.app, second, b, { startDate: afterFirst })).txRef);
    const [x, y] = [await booking(a), await booking(b)];
    expect(x?.paymentStatus).toBe("paid");
    expect(y?.paymentStatus).toBe("paid");
    expect(y?.startsAt?.getTime()).toBeGreaterThanOrEqual(x?.endsAt?.getTime() ?? Infinity);
  });
});

describe("peakOverlap", () => {
  it("counts the most bookings at one moment, not every booking that touches the window", () => {
    const back = [
      { from: 0, until: 10 },
      { from: 10, until: 40 },
    ];
    expect(peakOverlap(back, 5, 35)).toBe(1);
    expect(peakOverlap([...back, { from: 8, until: 12 }], 5, 35)).toBe(2);
    expect(peakOverlap(back, 40, 70)).toBe(0);
    expect(peakOverlap([{ from: 0, until: 100 }], 50, 60)).toBe(1);
  });
});

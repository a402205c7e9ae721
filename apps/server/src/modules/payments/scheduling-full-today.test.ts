import { FULLY_BOOKED_MESSAGE } from "@placard/shared/ads";
import { NO_ROOM_FROM_MESSAGE, SCHEDULE_MAX_DAYS } from "@placard/shared/payments";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { placementRequests } from "../../db/schema/campaigns.js";
import type { TestApp } from "../../test/app.js";
import { type TestUser, createPlacementRequest, postDirectAd, signUpUser } from "../../test/factories.js";
import { startPayment } from "../../test/payments.js";
import { ceilUtcDay } from "../spaces/windows.js";
import { DAY, schedulingTestKit, utcDay } from "../../test/scheduling.js";

/**
 * Scheduled bookings (issue #17.5, decision 0025): the advertiser picks a start date from
 * today to 90 days ahead; the 30 days start then; room is checked over those 30 days, so a
 * space full today can be booked from the day a slot frees up, and that day is offered.
 */

const { kit, db, spaceBookedUntil, settle } = schedulingTestKit();
let t: TestApp;
let owner: TestUser;
beforeAll(() => {
  ({ t, owner } = kit);
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

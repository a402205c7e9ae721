import { NO_ROOM_TO_PAY_MESSAGE } from "@placard/shared/ads";
import { NO_ROOM_FROM_MESSAGE, SCHEDULE_MAX_DAYS, START_DATE_RANGE_MESSAGE } from "@placard/shared/payments";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { placementRequests } from "../../db/schema/campaigns.js";
import { payments } from "../../db/schema/money.js";
import type { TestApp } from "../../test/app.js";
import { type TestUser } from "../../test/factories.js";
import { startPayment } from "../../test/payments.js";
import { ceilUtcDay } from "../spaces/windows.js";
import { DAY, schedulingTestKit, utcDay } from "../../test/scheduling.js";

/**
 * Scheduled bookings (issue #17.5, decision 0025): the advertiser picks a start date from
 * today to 90 days ahead; the 30 days start then; room is checked over those 30 days, so a
 * space full today can be booked from the day a slot frees up, and that day is offered.
 */

const { kit, db, pay, availability, spaceBookedUntil, approvedRequestFor, settle } = schedulingTestKit();
let t: TestApp;
let advertiser: TestUser;
beforeAll(() => {
  ({ t, advertiser } = kit);
});

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

import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit.js";
import { ads, placementRequests } from "../../db/schema/campaigns.js";
import { payments } from "../../db/schema/money.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createRequestOnNewWebsite, signUpUser } from "../../test/factories.js";
import { expectBalancedLedger, payThroughSandbox } from "../../test/payments.js";
import { accountBalance, checkLedger } from "../ledger/ledger.js";
import { paymentPosition } from "../ledger/positions.js";
import { postEarningsReleased } from "../payments/earnings.js";
import { unusedCents } from "../payments/part-refunds.js";
import { takeDownAd } from "./service.js";

const DAY = 24 * 60 * 60 * 1000;
const t = useTestApp({ PLATFORM_FEE_PERCENT: "10" });
let advertiser: TestUser;
let owner: TestUser;
let reader: TestUser;
const operator = { id: "operator-test", email: "operator@example.test" };

beforeAll(async () => {
  [advertiser, owner, reader] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
});
afterEach(() => expectBalancedLedger(t.app.database.db));
const db = () => t.app.database.db;

/** A paid booking ($40 for 30 days) whose period began `daysAgo` days (and a half) ago. */
async function runningBooking(daysAgo: number) {
  const { request, spaces } = await createRequestOnNewWebsite(t.app, {
    owner,
    advertiserId: advertiser.id,
    spaces: [
      { placementKey: "sidebar", priceCents: 1500, capacity: 3 },
      { placementKey: "bottom", priceCents: 2500, capacity: 3 },
    ],
    state: "approved-unpaid",
    businessName: `Shop ${daysAgo}`,
  });
  const paid = await payThroughSandbox(t.app, advertiser, request.id);
  expect(paid.result.status).toBe("success");
  const shift = (daysAgo + 0.5) * DAY;
  const earlier = (date: Date | null) => new Date((date?.getTime() ?? Date.now()) - shift);
  const [row] = await db().select().from(placementRequests).where(eq(placementRequests.id, request.id));
  await db()
    .update(placementRequests)
    .set({ startsAt: earlier(row?.startsAt ?? null), endsAt: earlier(row?.endsAt ?? null) })
    .where(eq(placementRequests.id, request.id));
  const [bought] = await db().select().from(payments).where(eq(payments.requestId, request.id));
  if (!bought) throw new Error("no payment");
  const [payment] = await db()
    .update(payments)
    .set({ bookedFrom: earlier(bought.bookedFrom), bookedUntil: earlier(bought.bookedUntil) })
    .where(eq(payments.id, bought.id))
    .returning();
  if (!payment) throw new Error("no payment");
  return { request, spaces, payment };
}

describe("unusedCents (decision 0029)", () => {
  const from = new Date("2026-01-01T00:00:00Z");
  const until = new Date(from.getTime() + 30 * DAY);
  it("refunds whole unused days of 30, the day in progress counting as used, rounded down", () => {
    expect(unusedCents(4000, { from, until }, new Date(from.getTime() - DAY))).toBe(4000);
    expect(unusedCents(4000, { from, until }, from)).toBe(4000);
    expect(unusedCents(4000, { from, until }, new Date(from.getTime() + 10.5 * DAY))).toBe(
      Math.floor((4000 * 19) / 30),
    );
    expect(unusedCents(1000, { from, until }, new Date(from.getTime() + 1))).toBe(966);
    expect(unusedCents(4000, { from, until }, until)).toBe(0);
  });
});

describe("taking an ad down", () => {
  it("refunds exactly the unused whole days, from held earnings and the fee, ends the booking, keeps the ledger at zero", async () => {
    const { request, payment } = await runningBooking(10);
    const advertiserBefore = await accountBalance(db(), advertiser.id, "advertiser");
    const heldBefore = await accountBalance(db(), owner.id, "owner_held");

    const outcome = await takeDownAd(db(), operator, request.adId, { reason: "misleading", note: "Fake discount" });
    const expected = Math.floor((4000 * 19) / 30); // 19 whole days of 30 not yet begun
    expect(outcome.result).toEqual({
      adId: request.adId,
      endedBookings: 1,
      rejectedRequests: 0,
      refundedCents: expected,
      closedReports: 0,
    });
    expect(await accountBalance(db(), advertiser.id, "advertiser")).toBe(advertiserBefore + expected);
    const fee = Math.floor((expected * 400) / 4000);
    expect(await accountBalance(db(), owner.id, "owner_held")).toBe(heldBefore - (expected - fee));
    const position = await paymentPosition(db(), payment.id);
    expect(position).toEqual({
      paidCents: 4000 - expected,
      heldCents: 3600 - (expected - fee),
      availableCents: 0,
      withdrawnCents: 0,
      feeCents: 400 - fee,
    });
    const [paymentAfter] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(paymentAfter).toMatchObject({ refundedCents: expected, status: "succeeded" });
    const [requestAfter] = await db().select().from(placementRequests).where(eq(placementRequests.id, request.id));
    expect(requestAfter?.paymentStatus).toBe("refunded");
    expect(requestAfter?.endsAt?.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await checkLedger(db())).ok).toBe(true);

    // The owner keeps the used days: the release at the end of the hold moves what is left, once.
    if (!paymentAfter) throw new Error("no payment");
    expect(await postEarningsReleased(db(), paymentAfter)).toBe(true);
    expect(await accountBalance(db(), owner.id, "owner_held")).toBe(heldBefore - 3600);
    expect((await paymentPosition(db(), payment.id)).availableCents).toBe(3600 - (expected - fee));
    expect((await checkLedger(db())).ok).toBe(true);

    const [audit] = await db().select().from(auditLog).where(eq(auditLog.targetId, request.adId));
    expect(audit).toMatchObject({ actorId: operator.id, action: "ad.take_down", reason: "misleading" });
    expect(outcome.notifications.map((n) => [n.userId, n.type, n.adId])).toEqual([
      [advertiser.id, "adTakenDown", request.adId],
      [owner.id, "adTakenDown", null],
    ]);
    expect(outcome.notifications[0]?.reason).toBe("Taken down by Placard: Misleading content: Fake discount");
  });

  it("stops serving the ad on the next decision", async () => {
    const { request, spaces } = await runningBooking(2);
    const publicId = spaces[0]?.publicId ?? "";
    const cached = () => JSON.stringify(t.app.delivery.cache.space(publicId) ?? null);
    t.app.delivery.touch({ requestIds: [request.id] });
    await t.app.delivery.cache.settled();
    expect(cached()).toContain(request.adId);

    const outcome = await takeDownAd(db(), operator, request.adId, { reason: "hate_speech", note: "" });
    t.app.delivery.touch({ requestIds: outcome.requestIds });
    await t.app.delivery.cache.settled();
    expect(cached()).not.toContain(request.adId);
  });

  it("refuses a second take-down and an unknown ad, changing nothing", async () => {
    const { request } = await runningBooking(1);
    await takeDownAd(db(), operator, request.adId, { reason: "offensive", note: "" });
    const entries = (await db().select().from(auditLog)).length;
    await expect(takeDownAd(db(), operator, request.adId, { reason: "offensive", note: "" })).rejects.toMatchObject({
      code: "conflict",
    });
    await expect(takeDownAd(db(), operator, "no-such-ad", { reason: "offensive", note: "" })).rejects.toMatchObject({
      code: "not_found",
    });
    expect((await db().select().from(auditLog)).length).toBe(entries);
    const [ad] = await db().select().from(ads).where(eq(ads.id, request.adId));
    expect(ad?.takedownReason).toBe("offensive");
  });
});

describe("the content routes", () => {
  const routes = [
    { method: "GET" as const, url: "/api/admin/ads" },
    { method: "POST" as const, url: "/api/admin/ads/some-ad/take-down", payload: { reason: "misleading" } },
  ];
  it("answer 404 to anonymous and ordinary users, changing nothing", async () => {
    const before = (await db().select().from(auditLog)).length;
    for (const route of routes) {
      for (const cookie of [undefined, reader.cookie]) {
        const response = await t.app.inject({ ...route, headers: cookie ? { cookie } : {} });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
      }
    }
    expect((await db().select().from(auditLog)).length).toBe(before);
  });
});

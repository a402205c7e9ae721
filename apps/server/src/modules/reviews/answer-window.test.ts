import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, placementRequestSpaces, placementRequests } from "../../db/schema/campaigns.js";
import { emailOutbox } from "../../db/schema/email.js";
import { schedulePeriodicJob } from "../../lib/jobs/periodic.js";
import { createTestApp } from "../../test/app.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createRequestOnNewWebsite, signUpUser } from "../../test/factories.js";
import { startWebhookReceiver, type WebhookReceiver } from "../../test/webhook-receiver.js";
import { getOverview } from "../admin/overview.js";
import { spaceSlots } from "../spaces/capacity.js";
import { WEBHOOK_JOBS } from "../webhooks/service.js";
import { ANSWER_WINDOW_JOB, sweepAnswerWindow } from "./answer-window.js";

/** Issue #32.3, decision 0058: the owner reminded after 48 h, the request expired after the window. */
let receiver: WebhookReceiver;
let owner: TestUser;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver?.close());
const t = useTestApp({ VERIFICATION_ALLOW_PRIVATE_HOSTS: "true", ANSWER_WINDOW_DAYS: "7" });
beforeAll(async () => {
  owner = await signUpUser(t.app);
});

const db = () => t.app.database.db;

/** A pending request of a new advertiser on a new website of `owner` (one space, one slot), waiting since `since`. */
async function waitingRequest(since: Date, businessName = "Waiting Shop") {
  const advertiser = await signUpUser(t.app);
  const { request, spaces } = await createRequestOnNewWebsite(t.app, {
    owner,
    advertiserId: advertiser.id,
    spaces: [{ placementKey: "sidebar", priceCents: 2000, capacity: 1 }],
    state: "pending",
    businessName,
  });
  await db().update(placementRequests).set({ pendingSince: since }).where(eq(placementRequests.id, request.id));
  const [space] = spaces;
  if (!space) throw new Error("no space");
  return { advertiser, request, spaceId: space.id };
}

const noticesOf = (userId: string, type: "answerReminder" | "requestExpired") =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
const emailsOf = (userId: string, event: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.userId, userId), eq(emailOutbox.event, event)));
async function spaceOf(requestId: string) {
  const [row] = await db()
    .select({ spaceId: placementRequestSpaces.spaceId })
    .from(placementRequestSpaces)
    .where(eq(placementRequestSpaces.requestId, requestId));
  return row?.spaceId;
}

async function requestRow(id: string) {
  const [row] = await db().select().from(placementRequests).where(eq(placementRequests.id, id));
  if (!row) throw new Error("no request");
  return row;
}

describe("the owner's answer window", () => {
  it("reminds the owner once, in the app and by email, 48 hours after the request", async () => {
    const start = new Date(Date.now() - 365 * DAY);
    const { request } = await waitingRequest(start, "Reminded Shop");
    const before = (await noticesOf(owner.id, "answerReminder")).length;

    expect((await sweepAnswerWindow(db(), new Date(start.getTime() + 47 * HOUR), 7)).reminded).toBe(0);
    expect(await sweepAnswerWindow(db(), new Date(start.getTime() + 49 * HOUR), 7)).toEqual({
      reminded: 1,
      expired: 0,
    });
    expect(await sweepAnswerWindow(db(), new Date(start.getTime() + 50 * HOUR), 7)).toEqual({
      reminded: 0,
      expired: 0,
    });

    const notices = await noticesOf(owner.id, "answerReminder");
    expect(notices).toHaveLength(before + 1);
    expect(notices.at(-1)).toMatchObject({ adId: request.adId, businessName: "Reminded Shop" });
    const emails = (await emailsOf(owner.id, "answerReminder")).filter(
      (email) => (email.data as { requestId?: string }).requestId === request.id,
    );
    expect(emails).toHaveLength(1);
    const row = await requestRow(request.id);
    expect(row.reviewStatus).toBe("pending");
    expect(row.remindedAt).not.toBeNull();
  });

  it("expires after the window: releases the space, tells the advertiser, raises request.expired, once", async () => {
    const start = new Date(Date.now() - 8 * DAY);
    const { advertiser, request, spaceId } = await waitingRequest(start, "Expiring Shop");
    const made = await t.app.inject({
      method: "POST",
      url: "/api/account/webhooks",
      headers: { cookie: advertiser.cookie },
      payload: { url: `${receiver.url}?user=${advertiser.id}`, events: ["request.expired"] },
    });
    expect(made.statusCode, made.body).toBe(201);
    // The request competes for the space's slot while it waits.
    expect((await spaceSlots(db(), [spaceId]))[0]).toMatchObject({ pending: 1 });

    const now = new Date();
    expect((await sweepAnswerWindow(db(), now, 7)).expired).toBeGreaterThanOrEqual(1);
    expect((await sweepAnswerWindow(db(), now, 7)).expired).toBe(0);

    const row = await requestRow(request.id);
    expect(row.reviewStatus).toBe("expired");
    expect(row.expiredAt?.toISOString()).toBe(now.toISOString());
    // Released: it no longer competes for the space, and leaves the owner's list.
    expect((await spaceSlots(db(), [spaceId]))[0]).toMatchObject({ pending: 0, held: 0 });
    const pending = await t.app.inject({ url: "/api/reviews/pending", headers: { cookie: owner.cookie } });
    expect((pending.json() as { ads: { id: string }[] }).ads.map((ad) => ad.id)).not.toContain(request.adId);
    // The advertiser is told in the app and by email.
    expect(await noticesOf(advertiser.id, "requestExpired")).toEqual([
      expect.objectContaining({ adId: request.adId, businessName: "Expiring Shop" }),
    ]);
    expect(await emailsOf(advertiser.id, "requestExpired")).toHaveLength(1);
    // The webhook.
    await t.app.jobs.runDue({ kinds: [WEBHOOK_JOBS.deliver] });
    const hooks = receiver.received
      .filter((hit) => hit.path.endsWith(`?user=${advertiser.id}`))
      .map((hit) => JSON.parse(hit.body) as { type: string; data: Record<string, unknown> });
    expect(hooks).toEqual([
      {
        type: "request.expired",
        timestamp: expect.any(String),
        data: expect.objectContaining({
          adId: request.adId,
          requestId: request.id,
          websiteId: request.websiteId,
          businessName: "Expiring Shop",
          expiredAt: now.toISOString(),
        }),
      },
    ]);
    // The advertiser's ad says so; the owner can no longer answer it.
    const ad = await t.app.inject({ url: `/api/ads/${request.adId}`, headers: { cookie: advertiser.cookie } });
    expect(ad.json()).toMatchObject({ stateCounts: { expired: 1, awaitingReview: 0 } });
    const filtered = await t.app.inject({ url: "/api/ads?state=expired", headers: { cookie: advertiser.cookie } });
    expect((filtered.json() as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([request.adId]);
    const approve = await t.app.inject({
      method: "POST",
      url: `/api/reviews/requests/${request.id}/approve`,
      headers: { cookie: owner.cookie },
    });
    expect(approve.statusCode).toBe(409);
    // The operator's overview counts the expiry in its period.
    const overview = await getOverview(db(), {});
    expect(overview.totals.requestsExpired).toBeGreaterThanOrEqual(1);
  });

  it("never reminds or expires an answered request", async () => {
    const start = new Date(Date.now() - 30 * DAY);
    const { advertiser, request } = await waitingRequest(start, "Answered Shop");
    const approved = await t.app.inject({
      method: "POST",
      url: `/api/reviews/requests/${request.id}/approve`,
      headers: { cookie: owner.cookie },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const other = await waitingRequest(start, "Rejected Shop");
    const rejected = await t.app.inject({
      method: "POST",
      url: `/api/reviews/requests/${other.request.id}/reject`,
      headers: { cookie: owner.cookie },
      payload: { reason: "Off topic" },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    await sweepAnswerWindow(db(), new Date(), 7);
    await sweepAnswerWindow(db(), new Date(Date.now() + 60 * DAY), 7);

    const rows = await db()
      .select()
      .from(placementRequests)
      .where(inArray(placementRequests.id, [request.id, other.request.id]));
    expect(rows.map((row) => [row.reviewStatus, row.remindedAt, row.expiredAt]).sort()).toEqual([
      ["approved", null, null],
      ["rejected", null, null],
    ]);
    expect(await noticesOf(advertiser.id, "requestExpired")).toEqual([]);
    expect(await noticesOf(other.advertiser.id, "requestExpired")).toEqual([]);
  });

  it("lets the advertiser pick other spaces for the ad in one step", async () => {
    const { advertiser, request } = await waitingRequest(new Date(Date.now() - 8 * DAY), "Retargeted Shop");
    await sweepAnswerWindow(db(), new Date(), 7);
    const other = await createRequestOnNewWebsite(t.app, {
      owner,
      advertiserId: (await signUpUser(t.app)).id,
      spaces: [{ placementKey: "inFeed", priceCents: 3000, capacity: 2 }],
      state: "pending",
    });
    const add = (websiteIds: string[], spaceIds: string[]) =>
      t.app.inject({
        method: "POST",
        url: `/api/ads/${request.adId}/websites`,
        headers: { cookie: advertiser.cookie },
        payload: { websiteIds, spaceIds },
      });
    const added = await add([other.website.id], [other.spaces[0]?.id ?? ""]);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ websitesCount: 2, stateCounts: { expired: 1, awaitingReview: 1 } });
    // A website already on the ad (the expired one too) is refused, and nothing changes.
    const again = await add([request.websiteId], [(await spaceOf(request.id)) ?? ""]);
    expect(again.statusCode).toBe(409);
    const stranger = await signUpUser(t.app);
    const foreign = await t.app.inject({
      method: "POST",
      url: `/api/ads/${request.adId}/websites`,
      headers: { cookie: stranger.cookie },
      payload: { websiteIds: [other.website.id], spaceIds: [other.spaces[0]?.id ?? ""] },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("runs through the job queue once per slot, and two servers expire a request once", async () => {
    const second = await createTestApp({}, { database: t.app.database });
    try {
      const { advertiser, request } = await waitingRequest(new Date(Date.now() - 8 * DAY), "Two Servers Shop");
      // Both servers schedule the slot's run when they start: the queue holds one.
      await schedulePeriodicJob(db(), ANSWER_WINDOW_JOB, new Date());
      await schedulePeriodicJob(second.app.database.db, ANSWER_WINDOW_JOB, new Date());
      const ran = await Promise.all([
        t.app.jobs.runDue({ kinds: [ANSWER_WINDOW_JOB.kind] }),
        second.app.jobs.runDue({ kinds: [ANSWER_WINDOW_JOB.kind] }),
      ]);
      expect(ran[0] + ran[1]).toBe(1);
      // Two sweeps at once (a lease that ran out, another server's run) find nothing more.
      await Promise.all([
        sweepAnswerWindow(db(), new Date(), 7),
        sweepAnswerWindow(second.app.database.db, new Date(), 7),
      ]);
      expect((await requestRow(request.id)).reviewStatus).toBe("expired");
      expect(await noticesOf(advertiser.id, "requestExpired")).toHaveLength(1);
      expect(await emailsOf(advertiser.id, "requestExpired")).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

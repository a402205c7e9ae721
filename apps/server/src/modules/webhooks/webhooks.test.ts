import type { WebhookEndpointWithSecret } from "@placard/shared/webhooks";
import { eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookDeliveries } from "../../db/schema/webhooks.js";
import { jobs } from "../../db/schema/money.js";
import { type TestApp, createTestApp } from "../../test/app.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createRequestOnNewWebsite, signUpUser } from "../../test/factories.js";
import { payThroughSandbox } from "../../test/payments.js";
import { startWebhookReceiver, type WebhookReceiver } from "../../test/webhook-receiver.js";
import { BOOKING_WEBHOOK_JOB } from "./bookings.js";
import { WEBHOOK_JOBS } from "./service.js";

let receiver: WebhookReceiver;
let owner: TestUser;
const ALLOW = { VERIFICATION_ALLOW_PRIVATE_HOSTS: "true" };

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver?.close());
const t = useTestApp(ALLOW);
beforeAll(async () => {
  owner = await signUpUser(t.app);
});

async function addEndpoint(app: TestApp, user: TestUser, events: string[], url = receiver.url) {
  const response = await app.app.inject({
    method: "POST",
    url: "/api/account/webhooks",
    headers: { cookie: user.cookie },
    payload: { url, events },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as WebhookEndpointWithSecret;
}

/** An advertiser with an endpoint for ad.approved, and their ad pending on the owner's website. */
async function approvalSetup(app: TestApp, events = ["ad.approved"]) {
  const advertiser = await signUpUser(app.app);
  const endpoint = await addEndpoint(app, advertiser, events);
  const { request } = await createRequestOnNewWebsite(app.app, {
    owner,
    advertiserId: advertiser.id,
    spaces: [{ placementKey: "sidebar", priceCents: 2000, capacity: 1 }],
    state: "pending",
    businessName: "Hooked Shop",
  });
  return { advertiser, endpoint, request };
}

const approve = (app: TestApp, requestId: string) =>
  app.app.inject({
    method: "POST",
    url: `/api/reviews/requests/${requestId}/approve`,
    headers: { cookie: owner.cookie },
  });

/** Runs the webhook jobs due, as if `ms` had passed (the backoff). */
const runWebhooks = (app: TestApp, ms = 0) =>
  app.app.jobs.runDue({ now: new Date(Date.now() + ms), kinds: [WEBHOOK_JOBS.deliver] });

const forEndpoint = (endpointId: string) =>
  t.app.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

describe("webhooks", () => {
  it("delivers an approval once, signed per Standard Webhooks", async () => {
    receiver.received.length = 0;
    const { endpoint, request } = await approvalSetup(t);
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect((await approve(t, request.id)).statusCode).toBe(200);
    await runWebhooks(t);
    await runWebhooks(t, 60 * 60 * 1000);
    expect(receiver.received).toHaveLength(1);
    const [hit] = receiver.received;
    if (!hit) throw new Error("nothing received");
    const payload = new Webhook(endpoint.secret).verify(hit.body, {
      "webhook-id": String(hit.headers["webhook-id"]),
      "webhook-timestamp": String(hit.headers["webhook-timestamp"]),
      "webhook-signature": String(hit.headers["webhook-signature"]),
    }) as { type: string; data: { businessName: string; adId: string } };
    expect(payload.type).toBe("ad.approved");
    expect(payload.data.businessName).toBe("Hooked Shop");
    // Tampered bodies fail verification.
    expect(() =>
      new Webhook(endpoint.secret).verify(hit.body.replace("Hooked", "Hacked"), {
        "webhook-id": String(hit.headers["webhook-id"]),
        "webhook-timestamp": String(hit.headers["webhook-timestamp"]),
        "webhook-signature": String(hit.headers["webhook-signature"]),
      }),
    ).toThrow();
    const [delivery] = await forEndpoint(endpoint.id);
    expect(delivery?.status).toBe("delivered");
    expect(delivery?.id).toBe(hit.headers["webhook-id"]);
  });

  it("retries a 500 with the same webhook-id, then stops once delivered", async () => {
    receiver.received.length = 0;
    receiver.answers.push(500);
    const { endpoint, request, advertiser } = await approvalSetup(t);
    await approve(t, request.id);
    await runWebhooks(t);
    expect(receiver.received).toHaveLength(1);
    await runWebhooks(t, 10 * 60 * 1000);
    await runWebhooks(t, 20 * 60 * 1000);
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(first?.headers["webhook-id"]).toBe(second?.headers["webhook-id"]);
    const list = await t.app.inject({
      method: "GET",
      url: `/api/account/webhooks/${endpoint.id}/deliveries`,
      headers: { cookie: advertiser.cookie },
    });
    const page = list.json() as { items: { status: string; attempts: number; lastStatusCode: number }[] };
    expect(page.items).toEqual([expect.objectContaining({ status: "delivered", attempts: 2, lastStatusCode: 200 })]);
    // Sent again by hand: once more, same id.
    const deliveryId = String(first?.headers["webhook-id"]);
    const resend = await t.app.inject({
      method: "POST",
      url: `/api/account/webhooks/${endpoint.id}/deliveries/${deliveryId}/resend`,
      headers: { cookie: advertiser.cookie },
    });
    expect(resend.statusCode, resend.body).toBe(202);
    await runWebhooks(t);
    expect(receiver.received.map((hit) => hit.headers["webhook-id"])).toEqual([deliveryId, deliveryId, deliveryId]);
    // Another user sees neither the endpoint's deliveries nor can resend them.
    const stranger = await signUpUser(t.app);
    const foreign = await t.app.inject({
      method: "GET",
      url: `/api/account/webhooks/${endpoint.id}/deliveries`,
      headers: { cookie: stranger.cookie },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("sends a delivery waiting for its retry at once when sent again, without a second job", async () => {
    receiver.received.length = 0;
    receiver.answers.push(500);
    const { endpoint, request, advertiser } = await approvalSetup(t);
    await approve(t, request.id);
    await runWebhooks(t);
    const [waiting] = await forEndpoint(endpoint.id);
    expect(waiting?.status).toBe("pending");
    const resend = await t.app.inject({
      method: "POST",
      url: `/api/account/webhooks/${endpoint.id}/deliveries/${waiting?.id}/resend`,
      headers: { cookie: advertiser.cookie },
    });
    expect(resend.statusCode, resend.body).toBe(202);
    await runWebhooks(t);
    await runWebhooks(t, 60 * 60 * 1000);
    expect(receiver.received.map((hit) => hit.headers["webhook-id"])).toEqual([waiting?.id, waiting?.id]);
    const deliveryJobs = await t.app.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = ${WEBHOOK_JOBS.deliver} and ${jobs.payload}->>'deliveryId' = ${waiting?.id ?? ""}`);
    expect(deliveryJobs).toHaveLength(1);
  });

  it("tells the advertiser of the payment, and of the booking's start and end when they come", async () => {
    receiver.received.length = 0;
    const { endpoint, request, advertiser } = await approvalSetup(t, [
      "payment.succeeded",
      "booking.started",
      "booking.ended",
    ]);
    expect((await approve(t, request.id)).statusCode).toBe(200);
    const paid = await payThroughSandbox(t.app, advertiser, request.id);
    expect(paid.result.status).toBe("success");
    const kinds = [WEBHOOK_JOBS.deliver, BOOKING_WEBHOOK_JOB];
    await t.app.jobs.runDue({ kinds });
    await t.app.jobs.runDue({ kinds });
    const types = () => receiver.received.map((hit) => (JSON.parse(hit.body) as { type: string }).type);
    expect(types().sort()).toEqual(["booking.started", "payment.succeeded"]);
    const later = new Date(Date.now() + 400 * 24 * 60 * 60 * 1000);
    await t.app.jobs.runDue({ kinds, now: later });
    await t.app.jobs.runDue({ kinds, now: later });
    expect(types().sort()).toEqual(["booking.ended", "booking.started", "payment.succeeded"]);
    expect((await forEndpoint(endpoint.id)).every((row) => row.status === "delivered")).toBe(true);
  });

  it("delivers a webhook left pending in the queue after a restart", async () => {
    receiver.received.length = 0;
    const first = await createTestApp(ALLOW, { database: t.app.database });
    const { endpoint, request } = await approvalSetup(first);
    receiver.answers.push(503);
    await approve(first, request.id);
    await runWebhooks(first);
    expect(receiver.received).toHaveLength(1);
    await first.close();
    const second = await createTestApp(ALLOW, { database: t.app.database });
    try {
      await runWebhooks(second, 10 * 60 * 1000);
    } finally {
      await second.close();
    }
    expect(receiver.received).toHaveLength(2);
    const [delivery] = await forEndpoint(endpoint.id);
    expect(delivery?.status).toBe("delivered");
    const open = await t.app.database.db.select().from(jobs).where(eq(jobs.kind, WEBHOOK_JOBS.deliver));
    expect(open.every((job) => job.completedAt !== null)).toBe(true);
  });

  it("is managed from a session only: an API key gets 403", async () => {
    const made = await t.app.inject({
      method: "POST",
      url: "/api/account/api-keys",
      headers: { cookie: owner.cookie },
      payload: { name: "Script", access: "write" },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { key } = made.json() as { key: string };
    const headers = { authorization: `Bearer ${key}` };
    const listed = await t.app.inject({ method: "GET", url: "/api/account/webhooks", headers });
    expect(listed.statusCode).toBe(403);
    const added = await t.app.inject({
      method: "POST",
      url: "/api/account/webhooks",
      headers,
      payload: { url: receiver.url, events: ["ad.approved"] },
    });
    expect(added.statusCode).toBe(403);
  });

  it("refuses loopback and private endpoints unless the operator allows them", async () => {
    const strict = await createTestApp({}, { database: t.app.database });
    try {
      // Issue #29.2: every notation of a loopback or private address, refused with a message per field.
      const privateUrls = [
        "https://127.0.0.1/hooks",
        "https://10.0.0.5/x",
        "https://[::1]/x",
        "https://[::ffff:127.0.0.1]/x",
        "https://[::ffff:7f00:1]/x",
        "https://[0:0:0:0:0:ffff:7f00:1]/x",
        "https://[::127.0.0.1]/x",
        "https://[64:ff9b::7f00:1]/x",
        "https://[2002:7f00:1::1]/x",
        "https://0x7f000001/x",
        "https://2130706433/x",
        "https://169.254.169.254/x",
        "https://localhost/x",
        receiver.url,
      ];
      for (const url of privateUrls) {
        const response = await strict.app.inject({
          method: "POST",
          url: "/api/account/webhooks",
          headers: { cookie: owner.cookie },
          payload: { url, events: ["ad.approved"] },
        });
        expect(response.statusCode, url).toBe(400);
        const fields = (response.json() as { details: { fields: Record<string, unknown> } }).details.fields;
        expect(fields.url, url).toEqual([expect.stringMatching(/^(refusing a private address|The address must)/)]);
      }
      // A name added while allowed, sent once the operator no longer allows it: refused at
      // connect time (the DNS answer is checked), nothing reaches the receiver.
      receiver.received.length = 0;
      const advertiser = await signUpUser(t.app);
      const port = new URL(receiver.url).port;
      const endpoint = await addEndpoint(t, advertiser, ["ad.approved"], `https://localhost:${port}/hooks`);
      const { request } = await createRequestOnNewWebsite(t.app, {
        owner,
        advertiserId: advertiser.id,
        spaces: [{ placementKey: "sidebar", priceCents: 2000, capacity: 1 }],
        state: "pending",
      });
      expect((await approve(strict, request.id)).statusCode).toBe(200);
      await runWebhooks(strict);
      expect(receiver.received).toHaveLength(0);
      const [refused] = await forEndpoint(endpoint.id);
      expect(refused?.status).toBe("pending");
      expect(refused?.lastError).toMatch(/^refusing a private address \((127\.0\.0\.1|::1), loopback\)$/);
      const list = await strict.app.inject({
        method: "GET",
        url: "/api/account/webhooks",
        headers: { cookie: owner.cookie },
      });
      expect((list.json() as { items: unknown[] }).items).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});

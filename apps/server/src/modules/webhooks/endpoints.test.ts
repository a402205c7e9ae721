import type { WebhookDeliveryItem, WebhookEndpointItem, WebhookEndpointWithSecret } from "@placard/shared/webhooks";
import { eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEndpoints } from "../../db/schema/webhooks.js";
import { createTestApp } from "../../test/app.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createRequestOnNewWebsite, signUpUser } from "../../test/factories.js";
import { type ReceivedWebhook, startWebhookReceiver, type WebhookReceiver } from "../../test/webhook-receiver.js";
import { WEBHOOK_JOBS } from "./service.js";

let receiver: WebhookReceiver;
let owner: TestUser;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver?.close());
const t = useTestApp({ VERIFICATION_ALLOW_PRIVATE_HOSTS: "true" });
beforeAll(async () => {
  owner = await signUpUser(t.app);
});

const call = (user: TestUser, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

/** An advertiser with an endpoint for ad.approved. */
async function advertiserWithEndpoint(url = receiver.url) {
  const advertiser = await signUpUser(t.app);
  const made = await call(advertiser, "POST", "/api/account/webhooks", { url, events: ["ad.approved"] });
  expect(made.statusCode, made.body).toBe(201);
  return { advertiser, endpoint: made.json() as WebhookEndpointWithSecret };
}

/** One of the advertiser's ads approved: an `ad.approved` event raised. */
async function approveAnAd(advertiser: TestUser) {
  const { request } = await createRequestOnNewWebsite(t.app, {
    owner,
    advertiserId: advertiser.id,
    spaces: [{ placementKey: "sidebar", priceCents: 2000, capacity: 1 }],
    state: "pending",
  });
  const approved = await call(owner, "POST", `/api/reviews/requests/${request.id}/approve`);
  expect(approved.statusCode, approved.body).toBe(200);
}

const runWebhooks = (ms = 0) => t.app.jobs.runDue({ now: new Date(Date.now() + ms), kinds: [WEBHOOK_JOBS.deliver] });

const deliveriesOf = async (user: TestUser, endpointId: string) =>
  (
    (await call(user, "GET", `/api/account/webhooks/${endpointId}/deliveries`)).json() as {
      items: WebhookDeliveryItem[];
    }
  ).items;

const verifies = (secret: string, hit: ReceivedWebhook | undefined) => {
  if (!hit) throw new Error("nothing received");
  try {
    new Webhook(secret).verify(hit.body, {
      "webhook-id": String(hit.headers["webhook-id"]),
      "webhook-timestamp": String(hit.headers["webhook-timestamp"]),
      "webhook-signature": String(hit.headers["webhook-signature"]),
    });
    return true;
  } catch {
    return false;
  }
};

describe("editing an endpoint", () => {
  it("changes its address (checked like a new one) and its events; what is not yet sent goes to the new address", async () => {
    const { advertiser, endpoint } = await advertiserWithEndpoint();
    const strict = await createTestApp({}, { database: t.app.database });
    try {
      const refused = await strict.app.inject({
        method: "PATCH",
        url: `/api/account/webhooks/${endpoint.id}`,
        headers: { cookie: advertiser.cookie },
        payload: { url: "https://[::ffff:7f00:1]/x" },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details.fields.url).toEqual([
        "refusing a private address (::ffff:7f00:1, IPv4-mapped loopback)",
      ]);
    } finally {
      await strict.close();
    }
    expect((await call(advertiser, "PATCH", `/api/account/webhooks/${endpoint.id}`, {})).statusCode).toBe(400);
    const unchanged = (await call(advertiser, "GET", "/api/account/webhooks")).json().items as WebhookEndpointItem[];
    expect(unchanged[0]?.url).toBe(receiver.url);

    receiver.received.length = 0;
    await approveAnAd(advertiser);
    const edited = await call(advertiser, "PATCH", `/api/account/webhooks/${endpoint.id}`, {
      url: `${receiver.url}?moved=1`,
      events: ["ad.approved", "ad.rejected", "ad.approved"],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ url: `${receiver.url}?moved=1`, events: ["ad.approved", "ad.rejected"] });
    expect(edited.json()).not.toHaveProperty("secret");
    await runWebhooks();
    expect(receiver.received.map((hit) => hit.path)).toEqual(["/hooks?moved=1"]);

    const stranger = await signUpUser(t.app);
    for (const [method, url] of [
      ["PATCH", `/api/account/webhooks/${endpoint.id}`],
      ["POST", `/api/account/webhooks/${endpoint.id}/pause`],
      ["POST", `/api/account/webhooks/${endpoint.id}/resume`],
      ["POST", `/api/account/webhooks/${endpoint.id}/secret`],
      ["DELETE", `/api/account/webhooks/${endpoint.id}`],
    ] as const) {
      const response = await call(stranger, method, url, method === "PATCH" ? { events: ["ad.rejected"] } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe("pausing an endpoint", () => {
  it("sends nothing while paused, holds the events raised meanwhile, and sends them when resumed", async () => {
    const { advertiser, endpoint } = await advertiserWithEndpoint();
    receiver.received.length = 0;
    // One delivery waiting for its retry when the endpoint is paused.
    receiver.answers.push(500);
    await approveAnAd(advertiser);
    await runWebhooks();
    expect(receiver.received).toHaveLength(1);

    const paused = await call(advertiser, "POST", `/api/account/webhooks/${endpoint.id}/pause`);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().pausedAt).toEqual(expect.any(String));
    await approveAnAd(advertiser);
    await runWebhooks(60 * 60 * 1000);
    expect(receiver.received).toHaveLength(1);
    const held = await deliveriesOf(advertiser, endpoint.id);
    expect(held.map((item) => item.status)).toEqual(["held", "held"]);
    const resend = await call(
      advertiser,
      "POST",
      `/api/account/webhooks/${endpoint.id}/deliveries/${held[0]?.id}/resend`,
    );
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe("This endpoint is paused. Resume it to send its deliveries.");

    const resumed = await call(advertiser, "POST", `/api/account/webhooks/${endpoint.id}/resume`);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({ pausedAt: null, resumedDeliveries: 2 });
    await runWebhooks();
    // Oldest first: the one that was waiting for its retry, then the one raised while paused.
    expect(receiver.received.map((hit) => hit.headers["webhook-id"])).toEqual([held[1]?.id, held[1]?.id, held[0]?.id]);
    expect((await deliveriesOf(advertiser, endpoint.id)).map((item) => item.status)).toEqual([
      "delivered",
      "delivered",
    ]);
    // Resuming again sends nothing more.
    expect(
      (await call(advertiser, "POST", `/api/account/webhooks/${endpoint.id}/resume`)).json().resumedDeliveries,
    ).toBe(0);
  });
});

describe("rotating the secret", () => {
  it("shows the new secret once, signs with both for the grace period, then with the new one only", async () => {
    const { advertiser, endpoint } = await advertiserWithEndpoint();
    const listed = (await call(advertiser, "GET", "/api/account/webhooks")).json().items as WebhookEndpointItem[];
    expect(listed[0]).not.toHaveProperty("secret");
    expect(listed[0]?.secretStart).toBe(endpoint.secret.slice(0, 10));

    const rotated = await call(advertiser, "POST", `/api/account/webhooks/${endpoint.id}/secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const fresh = rotated.json() as WebhookEndpointWithSecret;
    expect(fresh.secret).toMatch(/^whsec_/);
    expect(fresh.secret).not.toBe(endpoint.secret);
    const graceEnd = Date.parse(fresh.previousSecretExpiresAt ?? "");
    expect(graceEnd).toBeGreaterThan(Date.now() + 23.9 * 60 * 60 * 1000);
    expect(graceEnd).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60 * 1000);

    receiver.received.length = 0;
    await approveAnAd(advertiser);
    await runWebhooks();
    const [during] = receiver.received;
    expect(String(during?.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    expect(verifies(fresh.secret, during)).toBe(true);
    expect(verifies(endpoint.secret, during)).toBe(true);

    // The grace over: the old secret no longer signs.
    await t.app.database.db
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await approveAnAd(advertiser);
    await runWebhooks();
    const after = receiver.received[1];
    expect(String(after?.headers["webhook-signature"]).split(" ")).toHaveLength(1);
    expect(verifies(fresh.secret, after)).toBe(true);
    expect(verifies(endpoint.secret, after)).toBe(false);
    const relisted = (await call(advertiser, "GET", "/api/account/webhooks")).json().items as WebhookEndpointItem[];
    expect(relisted[0]).toMatchObject({ secretStart: fresh.secret.slice(0, 10), previousSecretExpiresAt: null });
  });

  it("is done from a session only: an API key gets 403", async () => {
    const { advertiser, endpoint } = await advertiserWithEndpoint();
    const made = await call(advertiser, "POST", "/api/account/api-keys", { name: "Script", access: "write" });
    const headers = { authorization: `Bearer ${(made.json() as { key: string }).key}` };
    for (const action of ["secret", "pause", "resume"]) {
      const response = await t.app.inject({
        method: "POST",
        url: `/api/account/webhooks/${endpoint.id}/${action}`,
        headers,
      });
      expect(response.statusCode, action).toBe(403);
    }
    const patched = await t.app.inject({
      method: "PATCH",
      url: `/api/account/webhooks/${endpoint.id}`,
      headers,
      payload: { url: "https://example.com/elsewhere" },
    });
    expect(patched.statusCode).toBe(403);
  });
});

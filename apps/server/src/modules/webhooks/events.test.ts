import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placementRequests } from "../../db/schema/campaigns.js";
import { type TestUser, createRequestOnNewWebsite, signUpUser } from "../../test/factories.js";
import { signUpOperator } from "../../test/operators.js";
import { useTestApp } from "../../test/use-test-app.js";
import { startWebhookReceiver, type WebhookReceiver } from "../../test/webhook-receiver.js";
import { WEBHOOK_JOBS } from "./service.js";

/** Issue #29.7: an approval that lapses and an ad taken down are webhook events too. */
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver?.close());
const t = useTestApp({ VERIFICATION_ALLOW_PRIVATE_HOSTS: "true" });
let owner: TestUser;
beforeAll(async () => {
  owner = await signUpUser(t.app);
});

async function listen(user: TestUser, events: string[]) {
  const made = await t.app.inject({
    method: "POST",
    url: "/api/account/webhooks",
    headers: { cookie: user.cookie },
    payload: { url: `${receiver.url}?user=${user.id}`, events },
  });
  expect(made.statusCode, made.body).toBe(201);
}

async function pendingRequest(advertiser: TestUser, businessName: string) {
  const { request } = await createRequestOnNewWebsite(t.app, {
    owner,
    advertiserId: advertiser.id,
    spaces: [{ placementKey: "sidebar", priceCents: 2000, capacity: 1 }],
    state: "pending",
    businessName,
  });
  return request;
}

const bodies = (user: TestUser) =>
  receiver.received
    .filter((hit) => hit.path.endsWith(`?user=${user.id}`))
    .map((hit) => JSON.parse(hit.body) as { type: string; data: Record<string, unknown> });

describe("webhook events", () => {
  it("ad.approval_lapsed: the advertiser hears once that an approval lapsed unpaid", async () => {
    const advertiser = await signUpUser(t.app);
    await listen(advertiser, ["ad.approval_lapsed"]);
    const request = await pendingRequest(advertiser, "Lapsing Shop");
    const approved = await t.app.inject({
      method: "POST",
      url: `/api/reviews/requests/${request.id}/approve`,
      headers: { cookie: owner.cookie },
    });
    expect(approved.statusCode).toBe(200);
    await t.app.database.db
      .update(placementRequests)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(placementRequests.id, request.id));
    // The lapse job is due when the payment window closes (PAYMENT_WINDOW_HOURS): run it well after.
    const later = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    await t.app.jobs.runDue({ kinds: ["lapse-approval"], now: later });
    await t.app.jobs.runDue({ kinds: ["lapse-approval"], now: later });
    await t.app.jobs.runDue({ kinds: [WEBHOOK_JOBS.deliver] });
    expect(bodies(advertiser)).toEqual([
      expect.objectContaining({
        type: "ad.approval_lapsed",
        data: expect.objectContaining({ businessName: "Lapsing Shop", adId: request.adId }),
      }),
    ]);
  });

  it("ad.taken_down: the advertiser and the website's owner hear of a take-down, with its reason", async () => {
    const advertiser = await signUpUser(t.app);
    await listen(advertiser, ["ad.taken_down"]);
    await listen(owner, ["ad.taken_down"]);
    const request = await pendingRequest(advertiser, "Fake Deals");
    const operator = await signUpOperator(t.app);
    const taken = await t.app.inject({
      method: "POST",
      url: `/api/admin/ads/${request.adId}/take-down`,
      headers: { cookie: operator.cookie },
      payload: { reason: "misleading", note: "Fake discount" },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    await t.app.jobs.runDue({ kinds: [WEBHOOK_JOBS.deliver] });
    expect(bodies(advertiser)).toEqual([
      expect.objectContaining({
        type: "ad.taken_down",
        data: expect.objectContaining({
          businessName: "Fake Deals",
          adId: request.adId,
          reason: expect.stringMatching(/^Taken down by Placard: /),
        }),
      }),
    ]);
    expect(bodies(owner)).toEqual([
      expect.objectContaining({ type: "ad.taken_down", data: expect.objectContaining({ businessName: "Fake Deals" }) }),
    ]);
  });
});

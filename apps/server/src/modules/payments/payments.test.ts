import { PAYMENT_CURRENCY } from "@placard/shared/payments";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { placementRequests } from "../../db/schema/campaigns.js";
import { ledgerEntries, payments, sandboxTransactions } from "../../db/schema/money.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createPlacementRequest, createRequestOnNewWebsite, signUpUser } from "../../test/factories.js";
import {
  expectBalancedLedger,
  followReturn,
  payThroughSandbox,
  sandboxCheckout,
  startPayment,
} from "../../test/payments.js";
import { accountBalance } from "../ledger/ledger.js";
import { sandboxWebhookHash } from "./providers/sandbox.js";

const AUTH_SECRET = "test-secret-test-secret-test-secret-0123";
const DAY = 24 * 60 * 60 * 1000;

const t = useTestApp();
let advertiser: TestUser;
let owner: TestUser;

beforeAll(async () => {
  advertiser = await signUpUser(t.app);
  owner = await signUpUser(t.app);
});
afterEach(() => expectBalancedLedger(t.app.database.db));

const db = () => t.app.database.db;

/** An approved, unpaid request for two spaces ($15 + $25) on a fresh website of `owner`. */
async function approvedRequest(capacity = 3) {
  return createRequestOnNewWebsite(t.app, {
    owner,
    advertiserId: advertiser.id,
    spaces: [
      { placementKey: "sidebar", priceCents: 1500, capacity },
      { placementKey: "bottom", priceCents: 2500, capacity },
    ],
    state: "approved-unpaid",
  });
}

const webhook = (body: unknown, hash = sandboxWebhookHash(AUTH_SECRET)) =>
  t.app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    headers: { "verif-hash": hash },
    payload: body as object,
  });

const chargeBody = (transactionId: string | number, txRef: string) => ({
  event: "charge.completed",
  data: { id: Number(transactionId), tx_ref: txRef, amount: 1, currency: "USD", status: "successful" },
});

async function requestRow(id: string) {
  const [row] = await db().select().from(placementRequests).where(eq(placementRequests.id, id));
  return row;
}
async function paymentRow(txRef: string) {
  const [row] = await db().select().from(payments).where(eq(payments.txRef, txRef));
  return row;
}
const entryCount = async () => (await db().select().from(ledgerEntries)).length;

describe("starting a payment", () => {
  it("charges the server's sum of the website's spaces, whatever amount the client sends", async () => {
    const { request } = await approvedRequest();
    const link = await startPayment(t.app, advertiser, request.id, { amount: 1, amountCents: 1 });
    expect(link).toMatchObject({ amountCents: 4000, currency: PAYMENT_CURRENCY });
    expect(link.paymentLink).toBe(`http://localhost:3000/sandbox/checkout/${link.txRef}`);

    const page = await t.app.inject({ method: "GET", url: `/sandbox/checkout/${link.txRef}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Placard");
    expect(page.body).toContain("$40");
    expect(page.body).toContain("USD");
    for (const action of ["pay", "decline", "cancel"]) expect(page.body).toContain(`value="${action}"`);
    expect(page.body).toContain('value="mobilemoney"');
    // Placard's own icon in the tab, as on every other page (#15.13).
    expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
  });

  it("refuses someone else's request (404), an unapproved one and a bad email", async () => {
    const { request } = await approvedRequest();
    const stranger = await signUpUser(t.app);
    const post = (user: TestUser, payload: object) =>
      t.app.inject({ method: "POST", url: "/api/payments", headers: { cookie: user.cookie }, payload });
    expect((await post(stranger, { requestId: request.id, email: stranger.email })).statusCode).toBe(404);
    expect((await post(advertiser, { requestId: request.id, email: "nope" })).statusCode).toBe(400);
    await db().update(placementRequests).set({ reviewStatus: "pending" }).where(eq(placementRequests.id, request.id));
    const pending = await post(advertiser, { requestId: request.id, email: advertiser.email });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe("The website owner has not approved this ad yet.");
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/payments",
      payload: { requestId: request.id, email: "a@b.co" },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("confirmation", () => {
  it("pays through the sandbox: redirect back, request paid for 30 days, owner's earnings held", async () => {
    const { request } = await approvedRequest();
    const paid = await payThroughSandbox(t.app, advertiser, request.id);
    expect(paid.redirect.searchParams.get("status")).toBe("successful");
    expect(paid.redirect.searchParams.get("transaction_id")).toMatch(/^\d+$/);
    expect(paid.result).toMatchObject({
      path: "/payment-result",
      status: "success",
      txref: paid.txRef,
      adId: request.adId,
    });

    const row = await requestRow(request.id);
    expect(row?.paymentStatus).toBe("paid");
    const length = (row?.endsAt?.getTime() ?? 0) - (row?.startsAt?.getTime() ?? 0);
    expect(length).toBe(30 * DAY);
    expect(await accountBalance(db(), owner.id, "owner_held")).toBeGreaterThanOrEqual(4000);
    expect(await accountBalance(db(), advertiser.id, "advertiser")).toBeLessThanOrEqual(-4000);

    const detail = await t.app.inject({
      method: "GET",
      url: `/api/ads/${request.adId}/websites`,
      headers: { cookie: advertiser.cookie },
    });
    expect(detail.json().items[0]).toMatchObject({ isConfirmed: true, paymentStatus: "paid" });
  });

  it("credits once when the redirect and five duplicate webhooks arrive together", async () => {
    const { request } = await approvedRequest();
    const payment = await startPayment(t.app, advertiser, request.id);
    const redirect = await sandboxCheckout(t.app, payment.txRef, "pay");
    const transactionId = redirect.searchParams.get("transaction_id") ?? "";
    const heldBefore = await accountBalance(db(), owner.id, "owner_held");
    const before = await entryCount();

    const results = await Promise.all([
      followReturn(t.app, redirect),
      ...Array.from({ length: 5 }, () => webhook(chargeBody(transactionId, payment.txRef))),
    ]);
    expect(results[0]).toMatchObject({ status: "success" });
    for (const response of results.slice(1)) {
      expect((response as { json(): unknown }).json()).toEqual({ received: true, result: "success" });
    }
    expect(await entryCount()).toBe(before + 2);
    expect(await accountBalance(db(), owner.id, "owner_held")).toBe(heldBefore + 4000);
  });

  it("ignores a wrong hash, a tampered amount, an unknown tx_ref and a replay", async () => {
    const { request } = await approvedRequest();
    const payment = await startPayment(t.app, advertiser, request.id);
    const redirect = await sandboxCheckout(t.app, payment.txRef, "pay");
    const transactionId = redirect.searchParams.get("transaction_id") ?? "";
    const before = await entryCount();

    const forged = await webhook(chargeBody(transactionId, payment.txRef), "not-the-hash");
    expect(forged.statusCode).toBe(401);
    expect((await webhook(chargeBody(transactionId, payment.txRef), "")).statusCode).toBe(401);

    // The payer got the provider to charge less than the price.
    await db()
      .update(sandboxTransactions)
      .set({ amountCents: 100 })
      .where(eq(sandboxTransactions.txRef, payment.txRef));
    expect((await webhook(chargeBody(transactionId, payment.txRef))).json().result).toBe("amount-mismatch");
    expect((await followReturn(t.app, redirect)).status).toBe("amount-mismatch");
    expect((await webhook(chargeBody(transactionId, "PLC-unknown"))).json().result).toBe("invalid-txref");
    expect(await entryCount()).toBe(before);
    expect((await paymentRow(payment.txRef))?.status).toBe("pending");
    expect((await requestRow(request.id))?.paymentStatus).toBe("unpaid");

    // Put the amount right; the payment settles, and a replay changes nothing more.
    await db()
      .update(sandboxTransactions)
      .set({ amountCents: 4000 })
      .where(eq(sandboxTransactions.txRef, payment.txRef));
    expect((await webhook(chargeBody(transactionId, payment.txRef))).json().result).toBe("success");
    const settled = await entryCount();
    expect((await webhook(chargeBody(transactionId, payment.txRef))).json().result).toBe("success");
    expect(await entryCount()).toBe(settled);

    // Another payment's webhook naming this transaction is not fooled either.
    const { request: other } = await approvedRequest();
    const second = await startPayment(t.app, advertiser, other.id);
    expect((await webhook(chargeBody(transactionId, second.txRef))).json().result).toBe("invalid-txref");
    expect((await paymentRow(second.txRef))?.status).toBe("pending");
  });

  it("maps every return to its result status", async () => {
    const { request } = await approvedRequest();
    const back = (query: string) => followReturn(t.app, new URL(`http://x/api/payments/return${query}`));
    expect((await back("")).status).toBe("invalid-params");
    expect((await back("?status=successful")).status).toBe("invalid-params");
    expect((await back("?status=successful&tx_ref=PLC-nope&transaction_id=1")).status).toBe("invalid-txref");

    const cancelled = await startPayment(t.app, advertiser, request.id);
    const cancelledReturn = await followReturn(t.app, await sandboxCheckout(t.app, cancelled.txRef, "cancel"));
    expect(cancelledReturn.status).toBe("failed");
    // The result page can link back to the campaign paid for (#15.13); an unknown payment names none.
    expect(cancelledReturn.adId).toBe(request.adId);
    expect((await back("?status=successful&tx_ref=PLC-nope&transaction_id=1")).adId).toBeNull();
    expect((await paymentRow(cancelled.txRef))?.status).toBe("cancelled");

    const declined = await startPayment(t.app, advertiser, request.id);
    expect((await followReturn(t.app, await sandboxCheckout(t.app, declined.txRef, "decline"))).status).toBe("failed");
    expect((await paymentRow(declined.txRef))?.status).toBe("failed");

    const missing = await startPayment(t.app, advertiser, request.id);
    expect((await back(`?status=successful&tx_ref=${missing.txRef}&transaction_id=999999`)).status).toBe(
      "payment-not-found",
    );
    expect((await requestRow(request.id))?.paymentStatus).toBe("unpaid");
  });

  it("settles a payment nobody told us about with the background check", async () => {
    const { request } = await approvedRequest();
    const payment = await startPayment(t.app, advertiser, request.id);
    await sandboxCheckout(t.app, payment.txRef, "pay");
    // Neither the redirect nor the webhook reach us; the check runs later.
    await t.app.jobs.runDue({ kinds: ["check-payment"] });
    expect((await paymentRow(payment.txRef))?.status).toBe("pending");
    await t.app.jobs.runDue({ kinds: ["check-payment"], now: new Date(Date.now() + 11 * 60_000) });
    expect((await paymentRow(payment.txRef))?.status).toBe("succeeded");
    expect((await requestRow(request.id))?.paymentStatus).toBe("paid");
  });

  it("refunds a confirmation that would put a space above its capacity", async () => {
    const { request, website, spaces } = await approvedRequest(1);
    const paid = await startPayment(t.app, advertiser, request.id);
    // Booked by someone else between Pay Now and the confirmation.
    await createPlacementRequest(db(), {
      advertiserId: advertiser.id,
      websiteId: website.id,
      spaceIds: [spaces[0]?.id ?? ""],
      state: "running",
    });
    const result = await followReturn(t.app, await sandboxCheckout(t.app, paid.txRef, "pay"));
    expect(result.status).toBe("failed");
    expect(await paymentRow(paid.txRef)).toMatchObject({ status: "refunded", failureReason: "overfilled" });
    expect((await requestRow(request.id))?.paymentStatus).toBe("unpaid");
    await t.app.jobs.runDue({ kinds: ["send-refund"] });
    const [sandboxRow] = await db().select().from(sandboxTransactions).where(eq(sandboxTransactions.txRef, paid.txRef));
    expect(sandboxRow?.refundedAt).not.toBeNull();
  });

  it("renews a running booking for the next 30 days", async () => {
    const { request } = await approvedRequest();
    await payThroughSandbox(t.app, advertiser, request.id);
    const firstEnd = (await requestRow(request.id))?.endsAt?.getTime() ?? 0;
    expect((await payThroughSandbox(t.app, advertiser, request.id)).result.status).toBe("success");
    expect((await requestRow(request.id))?.endsAt?.getTime()).toBe(firstEnd + 30 * DAY);
    // A third payment would book beyond the next 30 days.
    const third = await t.app.inject({
      method: "POST",
      url: "/api/payments",
      headers: { cookie: advertiser.cookie },
      payload: { requestId: request.id, email: advertiser.email },
    });
    expect(third.statusCode).toBe(409);
  });

  it("refunds a paid request the owner rejects, reversing the ledger and ending the booking", async () => {
    const { request } = await approvedRequest();
    const paid = await payThroughSandbox(t.app, advertiser, request.id);
    const held = await accountBalance(db(), owner.id, "owner_held");
    const review = await t.app.inject({
      method: "GET",
      url: `/api/reviews/ads/${request.adId}`,
      headers: { cookie: owner.cookie },
    });
    expect(review.json().websites[0]).toMatchObject({ reviewStatus: "approved", isConfirmed: true });
    const rejected = await t.app.inject({
      method: "POST",
      url: `/api/reviews/requests/${request.id}/reject`,
      headers: { cookie: owner.cookie },
      payload: { reason: "Not for our readers" },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await accountBalance(db(), owner.id, "owner_held")).toBe(held - 4000);
    expect((await paymentRow(paid.txRef))?.status).toBe("refunded");
    const row = await requestRow(request.id);
    expect(row).toMatchObject({ reviewStatus: "rejected", paymentStatus: "refunded" });
    expect(row?.endsAt?.getTime()).toBeLessThanOrEqual(Date.now());
    const again = await t.app.inject({
      method: "POST",
      url: `/api/reviews/requests/${request.id}/reject`,
      headers: { cookie: owner.cookie },
      payload: { reason: "Twice" },
    });
    expect(again.statusCode).toBe(409);
  });
});

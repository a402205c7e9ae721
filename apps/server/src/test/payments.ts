import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Db } from "../db/client.js";
import { unbalancedTransactions } from "../modules/ledger/ledger.js";
import type { TestUser } from "./factories.js";

/** Starts a payment for a request through the real endpoint; returns the link and reference. */
export async function startPayment(app: FastifyInstance, advertiser: TestUser, requestId: string, extra = {}) {
  const response = await app.inject({
    method: "POST",
    url: "/api/payments",
    headers: { cookie: advertiser.cookie },
    payload: { requestId, email: advertiser.email, ...extra },
  });
  if (response.statusCode !== 201) throw new Error(`start payment failed: ${response.statusCode} ${response.body}`);
  return response.json() as { paymentLink: string; txRef: string; amountCents: number; currency: string };
}

/** Presses a button on the sandbox's hosted checkout; returns where it redirects. */
export async function sandboxCheckout(app: FastifyInstance, txRef: string, action: "pay" | "decline" | "cancel") {
  const response = await app.inject({
    method: "POST",
    url: `/sandbox/checkout/${txRef}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ action, method: "card" }).toString(),
  });
  if (response.statusCode !== 303) throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
  return new URL(String(response.headers.location));
}

/** Follows the provider's redirect to our return endpoint; returns the result page's query. */
export async function followReturn(app: FastifyInstance, redirect: URL) {
  const response = await app.inject({ method: "GET", url: `${redirect.pathname}${redirect.search}` });
  if (response.statusCode !== 303) throw new Error(`return failed: ${response.statusCode} ${response.body}`);
  const location = new URL(String(response.headers.location), "http://localhost");
  return {
    path: location.pathname,
    status: location.searchParams.get("status"),
    txref: location.searchParams.get("txref"),
    adId: location.searchParams.get("adId"),
    from: location.searchParams.get("from"),
    until: location.searchParams.get("until"),
  };
}

/** Pays for a request end to end through the sandbox: start, Pay, return. */
export async function payThroughSandbox(app: FastifyInstance, advertiser: TestUser, requestId: string) {
  const payment = await startPayment(app, advertiser, requestId);
  const redirect = await sandboxCheckout(app, payment.txRef, "pay");
  return { ...payment, redirect, result: await followReturn(app, redirect) };
}

/** The ledger invariant every money test ends with: each movement sums to zero. */
export async function expectBalancedLedger(db: Db) {
  expect(await unbalancedTransactions(db)).toEqual([]);
}

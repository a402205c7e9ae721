import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit.js";
import { payments, sandboxTransactions, withdrawals } from "../../db/schema/money.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createRequestOnNewWebsite, signUpUser } from "../../test/factories.js";
import { signUpOperator } from "../../test/operators.js";
import { expectBalancedLedger, payThroughSandbox } from "../../test/payments.js";
import { accountBalance, checkLedger } from "../ledger/ledger.js";

const t = useTestApp({ EARNINGS_HOLD_DAYS: "0", PLATFORM_FEE_PERCENT: "10" });
let advertiser: TestUser;
let owner: TestUser;
let operator: TestUser;

beforeAll(async () => {
  [advertiser, owner] = [await signUpUser(t.app), await signUpUser(t.app)];
  operator = await signUpOperator(t.app);
});
afterEach(async () => {
  await expectBalancedLedger(t.app.database.db);
  expect((await checkLedger(t.app.database.db)).ok).toBe(true);
});
const db = () => t.app.database.db;
const asOperator = (method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: operator.cookie }, ...(payload ? { payload } : {}) });

/** A $40 payment to `owner`, released at once (hold 0 days). */
async function earn() {
  const { request } = await createRequestOnNewWebsite(t.app, {
    owner,
    advertiserId: advertiser.id,
    spaces: [{ placementKey: "sidebar", priceCents: 4000, capacity: 2 }],
    state: "approved-unpaid",
  });
  const paid = await payThroughSandbox(t.app, advertiser, request.id);
  const [payment] = await db().select().from(payments).where(eq(payments.txRef, paid.txRef));
  if (!payment) throw new Error("no payment");
  return payment;
}

async function runPayouts() {
  await t.app.jobs.runDue({ kinds: ["send-payout"] });
  await t.app.jobs.runDue({ kinds: ["send-payout"], now: new Date(Date.now() + 60_000) });
}

/** A $5 payout to a number the sandbox refuses, already failed (its money back in the balance). */
async function failedPayout() {
  const payment = await earn();
  const response = await t.app.inject({
    method: "POST",
    url: "/api/wallet/withdrawals",
    headers: { cookie: owner.cookie },
    payload: { paymentId: payment.id, amountCents: 500, phoneNumber: "+254700000000" },
  });
  expect(response.statusCode).toBe(201);
  await runPayouts();
  const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, response.json().id));
  if (row?.status !== "failed") throw new Error(`the payout did not fail: ${row?.status}`);
  return row;
}

describe("payouts on the money desk", () => {
  it("lists payouts with the provider's state and the owner", async () => {
    const failed = await failedPayout();
    const list = await asOperator("GET", "/api/admin/withdrawals?status=failed");
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]).toMatchObject({
      id: failed.id,
      owner: { id: owner.id, email: owner.email },
      status: "failed",
      providerTransferId: expect.any(String),
      failureReason: expect.stringContaining("refused"),
      retriedAs: null,
    });
  });

  it("retries a failed payout to a corrected number: the balance pays it again, once, audited", async () => {
    const failed = await failedPayout();
    const before = await accountBalance(db(), owner.id, "owner_available");
    const failures = async () => (await asOperator("GET", "/api/admin/overview")).json().current;
    const open = await failures();
    const retry = await asOperator("POST", `/api/admin/withdrawals/${failed.id}/retry`, {
      phoneNumber: "+254712345678",
    });
    expect(retry.statusCode).toBe(201);
    expect(await accountBalance(db(), owner.id, "owner_available")).toBe(before - 500);
    await runPayouts();
    const [sent] = await db().select().from(withdrawals).where(eq(withdrawals.id, retry.json().id));
    expect(sent).toMatchObject({ status: "completed", amountCents: 500, phoneNumber: "+254712345678" });
    // The overview's "Payouts failed" no longer counts the failure the retry resolved (#34.3).
    expect(await failures()).toMatchObject({
      payoutsFailed: open.payoutsFailed - 1,
      payoutsFailedCents: open.payoutsFailedCents - 500,
    });
    // The failed one cannot be retried or cancelled again.
    expect((await asOperator("POST", `/api/admin/withdrawals/${failed.id}/retry`, {})).statusCode).toBe(409);
    expect(
      (await asOperator("POST", `/api/admin/withdrawals/${failed.id}/cancel`, { reason: "Twice" })).statusCode,
    ).toBe(409);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.targetId, failed.id));
    expect(audit).toMatchObject({ actorId: operator.id, action: "withdrawal.retry" });
  });

  it("cancels a failed payout: it leaves the failures, the money stays in the owner's balance", async () => {
    const failed = await failedPayout();
    const before = await accountBalance(db(), owner.id, "owner_available");
    const missing = await asOperator("POST", `/api/admin/withdrawals/${failed.id}/cancel`, { reason: "" });
    expect(missing.statusCode).toBe(400);
    const cancel = await asOperator("POST", `/api/admin/withdrawals/${failed.id}/cancel`, {
      reason: "Owner will use another number",
    });
    expect(cancel.statusCode).toBe(204);
    const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, failed.id));
    expect(row?.status).toBe("cancelled");
    expect(await accountBalance(db(), owner.id, "owner_available")).toBe(before);
    const eligibility = await t.app.inject({
      method: "GET",
      url: `/api/wallet/payments/${failed.paymentId}/eligibility`,
      headers: { cookie: owner.cookie },
    });
    expect(eligibility.json().payment.remainingCents).toBe(3600);
  });

  it("refuses to retry a payout that did not fail", async () => {
    const payment = await earn();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/wallet/withdrawals",
      headers: { cookie: owner.cookie },
      payload: { paymentId: payment.id, amountCents: 500, phoneNumber: "+254712345678" },
    });
    expect((await asOperator("POST", `/api/admin/withdrawals/${response.json().id}/retry`, {})).statusCode).toBe(409);
  });
});

describe("refunds on the money desk", () => {
  it("refunds part, then the rest, through the provider: balanced, the fee's share from the fees, audited", async () => {
    const payment = await earn();
    const advertiserBefore = await accountBalance(db(), advertiser.id, "advertiser");
    const availableBefore = await accountBalance(db(), owner.id, "owner_available");
    const part = await asOperator("POST", `/api/admin/payments/${payment.id}/refund`, {
      amountCents: 1000,
      reason: "Ad shown late",
    });
    expect(part.json()).toEqual({ paymentId: payment.id, refundCents: 1000, refundedCents: 1000, status: "succeeded" });
    expect(await accountBalance(db(), advertiser.id, "advertiser")).toBe(advertiserBefore + 1000);
    expect(await accountBalance(db(), owner.id, "owner_available")).toBe(availableBefore - 900);
    const eligibility = await t.app.inject({
      method: "GET",
      url: `/api/wallet/payments/${payment.id}/eligibility`,
      headers: { cookie: owner.cookie },
    });
    // The owner's $36 less the $9 of the refund that was theirs: the wallet offers only what is left.
    expect(eligibility.json().payment).toMatchObject({ amountCents: 3600, remainingCents: 2700 });

    const tooMuch = await asOperator("POST", `/api/admin/payments/${payment.id}/refund`, {
      amountCents: 3001,
      reason: "Everything",
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe("At most $30 of this payment can still be refunded.");

    const rest = await asOperator("POST", `/api/admin/payments/${payment.id}/refund`, {
      amountCents: 3000,
      reason: "Everything",
    });
    expect(rest.json()).toMatchObject({ refundedCents: 4000, status: "refunded" });
    expect(await accountBalance(db(), owner.id, "owner_available")).toBe(availableBefore - 3600);

    await t.app.jobs.runDue({ kinds: ["send-part-refund"] });
    const [sandbox] = await db().select().from(sandboxTransactions).where(eq(sandboxTransactions.txRef, payment.txRef));
    expect(sandbox?.refundedAt).not.toBeNull();
    const [after] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect((after?.raw as { partRefunds?: unknown[] }).partRefunds).toHaveLength(2);
    const audits = await db().select().from(auditLog).where(eq(auditLog.targetId, payment.id));
    expect(audits.map((entry) => entry.action)).toEqual(["payment.refund", "payment.refund"]);

    const list = await asOperator("GET", "/api/admin/payments?status=refunded");
    expect(list.json().items[0]).toMatchObject({ id: payment.id, refundedCents: 4000 });
  });

  it("refuses an amount of zero and an unknown payment, changing nothing", async () => {
    const payment = await earn();
    expect(
      (await asOperator("POST", `/api/admin/payments/${payment.id}/refund`, { amountCents: 0, reason: "None" }))
        .statusCode,
    ).toBe(400);
    expect(
      (await asOperator("POST", "/api/admin/payments/nope/refund", { amountCents: 100, reason: "None" })).statusCode,
    ).toBe(404);
    const [after] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(after?.refundedCents).toBe(0);
  });
});

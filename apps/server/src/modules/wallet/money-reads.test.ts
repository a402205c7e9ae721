import { TRANSACTION_TYPE_LABELS, type Transaction, type Wallet } from "@placard/shared/wallet";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { payments, withdrawals } from "../../db/schema/money.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createRequestOnNewWebsite, signUpUser } from "../../test/factories.js";
import { signUpOperator } from "../../test/operators.js";
import { expectBalancedLedger, payThroughSandbox } from "../../test/payments.js";
import { pdfText } from "../../test/pdf-text.js";
import { checkLedger } from "../ledger/ledger.js";

/**
 * Money that reads the same everywhere (#29.1, #34.1–2, decision 0044): an amount with cents
 * shows them in the API's messages, the CSV, the emails and the receipt; Recent Activity names
 * movements as /transactions does; /transactions' totals add up to the wallet.
 */

// Earnings withdrawable at once; Placard keeps 10%, so a $25 payment earns the owner $22.50.
const t = useTestApp({ EARNINGS_HOLD_DAYS: "0", PLATFORM_FEE_PERCENT: "10" });
let advertiser: TestUser;
let operator: TestUser;

beforeAll(async () => {
  advertiser = await signUpUser(t.app);
  operator = await signUpOperator(t.app);
});
afterEach(async () => {
  await expectBalancedLedger(t.app.database.db);
  expect((await checkLedger(t.app.database.db)).ok).toBe(true);
});

const db = () => t.app.database.db;
const get = (user: TestUser, url: string) => t.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });
const post = (user: TestUser, url: string, payload: object) =>
  t.app.inject({ method: "POST", url, headers: { cookie: user.cookie }, payload });

/** A payment of `priceCents` to `owner`'s new website, settled and released (hold 0 days). */
async function earn(owner: TestUser, priceCents: number, businessName = "Ikawa y'u Rwanda") {
  const { request } = await createRequestOnNewWebsite(t.app, {
    owner,
    advertiserId: advertiser.id,
    spaces: [{ placementKey: "sidebar", priceCents, capacity: 2 }],
    state: "approved-unpaid",
    businessName,
  });
  const paid = await payThroughSandbox(t.app, advertiser, request.id);
  expect(paid.result.status).toBe("success");
  const [payment] = await db().select().from(payments).where(eq(payments.txRef, paid.txRef));
  if (!payment) throw new Error("no payment");
  return payment;
}

async function runPayouts() {
  await t.app.jobs.runDue({ kinds: ["send-payout"] });
  await t.app.jobs.runDue({ kinds: ["send-payout"], now: new Date(Date.now() + 60_000) });
}

async function payout(owner: TestUser, paymentId: string, amountCents: number, phoneNumber = "+254712345678") {
  const response = await post(owner, "/api/wallet/withdrawals", { paymentId, amountCents, phoneNumber });
  expect(response.statusCode, response.body).toBe(201);
  await runPayouts();
  const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, response.json().id));
  return row;
}

const walletOf = async (owner: TestUser) => (await get(owner, "/api/wallet")).json() as Wallet;
const totalsOf = async (user: TestUser, query = "") =>
  (await get(user, `/api/wallet/transactions/totals${query}`)).json() as {
    count: number;
    inCents: number;
    outCents: number;
  };

describe("an earning of 2,250 cents", () => {
  it("reads $22.50 in the wallet's messages, the CSV, the emails and the receipt, and withdraws exactly", async () => {
    const owner = await signUpUser(t.app);
    const payment = await earn(owner, 2500);
    expect((await walletOf(owner)).availableCents).toBe(2250);

    const eligibility = (await get(owner, `/api/wallet/payments/${payment.id}/eligibility`)).json();
    expect(eligibility.message).toBe("You can withdraw up to $22.50 from this payment.");
    const tooMuch = await post(owner, "/api/wallet/withdrawals", {
      paymentId: payment.id,
      amountCents: 2251,
      phoneNumber: "+254712345678",
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe("You can withdraw at most $22.50 from this payment.");

    const sent = await payout(owner, payment.id, 2250);
    expect(sent).toMatchObject({ status: "completed", amountCents: 2250 });
    expect(await walletOf(owner)).toMatchObject({ availableCents: 0, heldCents: 0, totalEarningsCents: 2250 });

    const csv = (await get(owner, "/api/wallet/transactions.csv")).body;
    expect(csv).toMatch(/"Earnings held",[^\r\n]*,22\.50\r\n/);
    expect(csv).toMatch(/"Withdrawal",[^\r\n]*,-22\.50\r\n/);

    await t.app.jobs.runDue({ kinds: ["send-email"] });
    const mail = (subject: string) => t.mailer.sent.find((sentMail) => sentMail.subject.startsWith(subject));
    expect(mail("A booking was paid: Ikawa y'u Rwanda")?.text).toContain("Your earnings of $22.50");
    expect(mail("Earnings released: $22.50")).toBeDefined();
    expect(mail("Payout completed: $22.50")?.text).toContain("Your payout of $22.50");
    expect(mail("Payment received: $25 for Ikawa y'u Rwanda")).toBeDefined();

    const receipt = (await get(advertiser, `/api/receipts/${payment.id}`)).json();
    expect(receipt).toMatchObject({ amountCents: 2500, feeCents: 250 });
    const text = await pdfText((await get(advertiser, `/api/receipts/${payment.id}/pdf`)).rawPayload);
    expect(text).toContain("$2.50");
    expect(text).toContain("$25");
    expect(text).not.toContain("$3");
  });
});

describe("Recent Activity on /wallet", () => {
  it("names each movement as /transactions does: reversed earnings are not a withdrawal, a returned payout is not a deposit", async () => {
    const owner = await signUpUser(t.app);
    const payment = await earn(owner, 4000);
    const refund = await post(operator, `/api/admin/payments/${payment.id}/refund`, {
      amountCents: 300,
      reason: "Shown a day late",
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const failed = await payout(owner, payment.id, 1500, "+254700000000");
    expect(failed?.status).toBe("failed");

    const wallet = await walletOf(owner);
    expect(wallet.recentActivity.map((item) => [item.type, item.amountCents])).toEqual([
      ["withdrawal-reversed", 1500],
      ["withdrawal", -1500],
      ["earning-reversed", -270],
    ]);
    // The same movements, the same names and signs, as the top of /transactions.
    const listed = (await get(owner, "/api/wallet/transactions?limit=3")).json().items as Transaction[];
    expect(
      wallet.recentActivity.map(({ id, type, amountCents, description }) => ({ id, type, amountCents, description })),
    ).toEqual(listed.map(({ id, type, amountCents, description }) => ({ id, type, amountCents, description })));
    expect(wallet.recentActivity.map((item) => TRANSACTION_TYPE_LABELS[item.type])).toEqual([
      "Withdrawal reversed",
      "Withdrawal",
      "Earnings reversed",
    ]);
  });
});

describe("the totals of /transactions", () => {
  it("add up to the wallet after a withdrawal and a failed payout: releases and returned payouts are not new money", async () => {
    const owner = await signUpUser(t.app);
    const first = await earn(owner, 10_000, "Kigali Coffee");
    await earn(owner, 10_000, "Kigali Coffee");
    expect((await payout(owner, first.id, 4500))?.status).toBe("completed");
    expect((await payout(owner, first.id, 1500, "+254700000000"))?.status).toBe("failed");

    const wallet = await walletOf(owner);
    expect(wallet).toMatchObject({ totalEarningsCents: 18_000, availableCents: 13_500, heldCents: 0 });
    const totals = await totalsOf(owner);
    // Two earnings, two releases, two withdrawals and one reversal on the list.
    expect(totals).toEqual({ count: 7, inCents: 18_000, outCents: 4500 });
    expect(totals.inCents).toBe(wallet.totalEarningsCents);
    expect(totals.inCents - totals.outCents).toBe(wallet.availableCents + wallet.heldCents);

    // A refund takes earnings back: money out, and Total Earnings is what came in less it.
    const refund = await post(operator, `/api/admin/payments/${first.id}/refund`, {
      amountCents: 1000,
      reason: "Late",
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const after = await walletOf(owner);
    const afterTotals = await totalsOf(owner);
    expect(afterTotals).toMatchObject({ inCents: 18_000, outCents: 4500 + 900 });
    expect(afterTotals.inCents - afterTotals.outCents).toBe(after.availableCents + after.heldCents);
    const reversed = await totalsOf(owner, "?type=earning-reversed");
    expect(afterTotals.inCents - reversed.outCents).toBe(after.totalEarningsCents);

    // A filter that holds only the returned payout: money came back, nothing is negative.
    expect(await totalsOf(owner, "?type=withdrawal-reversed")).toEqual({ count: 1, inCents: 1500, outCents: 0 });
    expect(await totalsOf(owner, "?type=release")).toEqual({ count: 2, inCents: 0, outCents: 0 });
    // The advertiser: what they paid out, and what came back.
    const paid = await totalsOf(advertiser);
    expect(paid.inCents).toBeGreaterThanOrEqual(1000);
    expect(paid.outCents).toBeGreaterThanOrEqual(20_000);
  });
});

describe("withdrawing from the available balance (/wallet's Withdraw)", () => {
  it("offers the payments whose earnings can be withdrawn now, newest first, and only the owner's", async () => {
    const owner = await signUpUser(t.app);
    const spent = await earn(owner, 2000, "Spent Shop");
    const refunded = await earn(owner, 2000, "Refunded Shop");
    const part = await earn(owner, 2000, "Part Shop");
    const fresh = await earn(owner, 2500, "Fresh Shop");
    expect((await payout(owner, spent.id, 1800))?.status).toBe("completed");
    expect((await payout(owner, part.id, 800))?.status).toBe("completed");
    const refund = await post(operator, `/api/admin/payments/${refunded.id}/refund`, {
      amountCents: 2000,
      reason: "All",
    });
    expect(refund.statusCode, refund.body).toBe(200);

    const offered = (await get(owner, "/api/wallet/withdrawable")).json();
    expect(offered.items.map((item: { id: string; remainingCents: number }) => [item.id, item.remainingCents])).toEqual(
      [
        [fresh.id, 2250],
        [part.id, 1000],
      ],
    );
    const available = (await walletOf(owner)).availableCents;
    expect(offered.items.reduce((sum: number, item: { remainingCents: number }) => sum + item.remainingCents, 0)).toBe(
      available,
    );
    // A page at a time, by cursor.
    const first = (await get(owner, "/api/wallet/withdrawable?limit=1")).json();
    const second = (await get(owner, `/api/wallet/withdrawable?limit=1&cursor=${first.nextCursor}`)).json();
    expect([...first.items, ...second.items].map((item: { id: string }) => item.id)).toEqual([fresh.id, part.id]);
    expect(second.nextCursor).toBeNull();
    // Withdrawing all of one takes it off the list.
    expect((await payout(owner, fresh.id, 2250))?.status).toBe("completed");
    expect((await get(owner, "/api/wallet/withdrawable")).json().items.map((item: { id: string }) => item.id)).toEqual([
      part.id,
    ]);
    expect((await get(advertiser, "/api/wallet/withdrawable")).json().items).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/api/wallet/withdrawable" })).statusCode).toBe(401);
  });
});

import { readFileSync } from "node:fs";
import { PHONE_FORMAT_MESSAGE } from "@placard/shared/wallet";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { payments, withdrawals } from "../../db/schema/money.js";
import { type TestApp, createTestApp } from "../../test/app.js";
import { type TestUser, createRequestOnNewWebsite, signUpUser } from "../../test/factories.js";
import { expectBalancedLedger, payThroughSandbox } from "../../test/payments.js";
import { accountBalance } from "../ledger/ledger.js";
import { listDueHeldPayments } from "./queries.js";

let t: TestApp;
let held: TestApp;
let advertiser: TestUser;
let owner: TestUser;

beforeAll(async () => {
  // Earnings withdrawable at once, and Placard keeps 10%.
  t = await createTestApp({ EARNINGS_HOLD_DAYS: "0", PLATFORM_FEE_PERCENT: "10" });
  held = await createTestApp();
  advertiser = await signUpUser(t.app);
  owner = await signUpUser(t.app);
});
afterAll(async () => {
  await t.close();
  await held.close();
});
afterEach(async () => {
  await expectBalancedLedger(t.app.database.db);
  await expectBalancedLedger(held.app.database.db);
});

/** A $40 payment from `payer` to `payee`'s new website, settled through the sandbox. */
async function earn(app: TestApp, payer: TestUser, payee: TestUser, businessName = "Acme") {
  const { request } = await createRequestOnNewWebsite(app.app, {
    owner: payee,
    advertiserId: payer.id,
    spaces: [{ placementKey: "sidebar", priceCents: 4000, capacity: 2 }],
    state: "approved-unpaid",
    businessName,
  });
  const paid = await payThroughSandbox(app.app, payer, request.id);
  expect(paid.result.status).toBe("success");
  const earnings = await get(app, payee, `/api/wallet/earnings/payments?business=${encodeURIComponent(businessName)}`);
  const payment = earnings.json().items.find((p: { reference: string }) => p.reference === paid.txRef);
  return { paymentId: payment.id as string, txRef: paid.txRef };
}

const get = (app: TestApp, user: TestUser, url: string) =>
  app.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });
const withdraw = (user: TestUser, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/wallet/withdrawals", headers: { cookie: user.cookie }, payload });

describe("wallet while earnings are held (EARNINGS_HOLD_DAYS=30)", () => {
  it("shows held earnings and says when they can be withdrawn", async () => {
    const payer = await signUpUser(held.app);
    const payee = await signUpUser(held.app);
    const { paymentId } = await earn(held, payer, payee);
    const wallet = (await get(held, payee, "/api/wallet")).json();
    expect(wallet).toMatchObject({ availableCents: 0, heldCents: 4000, totalEarningsCents: 4000 });
    expect(wallet.recentActivity[0]).toMatchObject({ type: "earning", amountCents: 4000 });
    const eligibility = (await get(held, payee, `/api/wallet/payments/${paymentId}/eligibility`)).json();
    expect(eligibility.eligible).toBe(false);
    expect(eligibility.message).toMatch(
      /^Earnings from this payment can be withdrawn from [A-Z][a-z]+ \d{1,2}, \d{4}\.$/,
    );
    expect((await get(held, payer, `/api/wallet/payments/${paymentId}/eligibility`)).statusCode).toBe(404);
  });

  it("releases what is due on reading the wallet, and marks the payment so the next read skips it", async () => {
    const payer = await signUpUser(held.app);
    const payee = await signUpUser(held.app);
    const { paymentId } = await earn(held, payer, payee);
    const db = held.app.database.db;
    await db
      .update(payments)
      .set({ availableAt: new Date(Date.now() - 60_000) })
      .where(eq(payments.id, paymentId));
    const wallet = (await get(held, payee, "/api/wallet")).json();
    expect(wallet).toMatchObject({ availableCents: 4000, heldCents: 0 });
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.releasedAt).toBeInstanceOf(Date);
    expect((await listDueHeldPayments(db, payee.id, new Date())).length).toBe(0);
  });

  it("finds an owner's due payments by the owner, never another owner's, and migration 0029 gives old payments theirs", async () => {
    const payer = await signUpUser(held.app);
    const [payee, other] = [await signUpUser(held.app), await signUpUser(held.app)];
    const { paymentId } = await earn(held, payer, payee);
    const db = held.app.database.db;
    const [created] = await db.select().from(payments).where(eq(payments.id, paymentId));
    expect(created?.ownerId).toBe(payee.id);
    await db
      .update(payments)
      .set({ availableAt: new Date(Date.now() - 60_000) })
      .where(eq(payments.id, paymentId));
    expect(await listDueHeldPayments(db, other.id, new Date())).toEqual([]);
    expect(await listDueHeldPayments(db, payee.id, new Date())).toEqual([paymentId]);

    // The backfill: a payment made before the column existed gets its website's owner.
    const migration = readFileSync(new URL("../../../drizzle/0029_payments_owner.sql", import.meta.url), "utf8");
    const backfill = migration.split("--> statement-breakpoint").find((part) => part.includes("UPDATE")) ?? "";
    expect(backfill).toMatch(/UPDATE "payments"/);
    await db.update(payments).set({ ownerId: payer.id }).where(eq(payments.id, paymentId));
    await db.execute(sql.raw(backfill));
    const [backfilled] = await db.select().from(payments).where(eq(payments.id, paymentId));
    expect(backfilled?.ownerId).toBe(payee.id);
  });
});

describe("withdrawals", () => {
  it("keeps Placard's fee, withdraws part to mobile money, and pays it out", async () => {
    const { paymentId } = await earn(t, advertiser, owner, "Beta Bikes");
    const wallet = (await get(t, owner, "/api/wallet")).json();
    expect(wallet.availableCents).toBeGreaterThanOrEqual(3600);
    const eligibility = (await get(t, owner, `/api/wallet/payments/${paymentId}/eligibility`)).json();
    expect(eligibility).toMatchObject({ eligible: true, payment: { amountCents: 3600, remainingCents: 3600 } });

    const before = await accountBalance(t.app.database.db, owner.id, "owner_available");
    const response = await withdraw(owner, { paymentId, amountCents: 1000, phoneNumber: "+254712345678" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: "pending", network: "MPS", destinationCurrency: "KES" });
    expect(await accountBalance(t.app.database.db, owner.id, "owner_available")).toBe(before - 1000);

    await t.app.jobs.runDue({ kinds: ["send-payout"] });
    await t.app.jobs.runDue({ kinds: ["send-payout"], now: new Date(Date.now() + 60_000) });
    const [row] = await t.app.database.db.select().from(withdrawals).where(eq(withdrawals.id, response.json().id));
    expect(row?.status).toBe("completed");
    const remaining = (await get(t, owner, `/api/wallet/payments/${paymentId}/eligibility`)).json();
    expect(remaining.payment.remainingCents).toBe(2600);
  });

  it("gives the money back when the payout fails", async () => {
    const { paymentId } = await earn(t, advertiser, owner);
    const before = await accountBalance(t.app.database.db, owner.id, "owner_available");
    const response = await withdraw(owner, { paymentId, amountCents: 500, phoneNumber: "+254700000000" });
    expect(response.statusCode).toBe(201);
    await t.app.jobs.runDue({ kinds: ["send-payout"] });
    await t.app.jobs.runDue({ kinds: ["send-payout"], now: new Date(Date.now() + 60_000) });
    const [row] = await t.app.database.db.select().from(withdrawals).where(eq(withdrawals.id, response.json().id));
    expect(row?.status).toBe("failed");
    expect(await accountBalance(t.app.database.db, owner.id, "owner_available")).toBe(before);
    const types = (await get(t, owner, "/api/wallet/transactions")).json().items.map((x: { type: string }) => x.type);
    expect(types).toEqual(expect.arrayContaining(["withdrawal", "withdrawal-reversed", "release", "earning"]));
  });

  it("lets exactly one of 20 concurrent withdrawals of the whole balance through", async () => {
    const payee = await signUpUser(t.app);
    const { paymentId } = await earn(t, advertiser, payee);
    const balance = await accountBalance(t.app.database.db, payee.id, "owner_available");
    expect(balance).toBe(3600);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        withdraw(payee, { paymentId, amountCents: balance, phoneNumber: "+256712345678", network: "MTN" }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expect(response.statusCode).toBe(409);
    }
    expect(await accountBalance(t.app.database.db, payee.id, "owner_available")).toBe(0);
  });

  it("refuses bad input and changes nothing", async () => {
    const { paymentId } = await earn(t, advertiser, owner);
    const before = await accountBalance(t.app.database.db, owner.id, "owner_available");
    const badPhone = await withdraw(owner, { paymentId, amountCents: 100, phoneNumber: "0712345678" });
    expect(badPhone.statusCode).toBe(400);
    expect(JSON.stringify(badPhone.json())).toContain(PHONE_FORMAT_MESSAGE);
    const tooMuch = await withdraw(owner, { paymentId, amountCents: 3601, phoneNumber: "+254712345678" });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe("You can withdraw at most $36 from this payment.");
    const nowhere = await withdraw(owner, { paymentId, amountCents: 100, phoneNumber: "+14155550100" });
    expect(nowhere.statusCode).toBe(400);
    const noNetwork = await withdraw(owner, { paymentId, amountCents: 100, phoneNumber: "+233241234567" });
    expect(noNetwork.statusCode).toBe(400);
    const stranger = await signUpUser(t.app);
    expect((await withdraw(stranger, { paymentId, amountCents: 100, phoneNumber: "+254712345678" })).statusCode).toBe(
      404,
    );
    expect(await accountBalance(t.app.database.db, owner.id, "owner_available")).toBe(before);
  });

  it("sums earnings per business in the database and pages each business's payments", async () => {
    const payee = await signUpUser(t.app);
    await earn(t, advertiser, payee, "Kahawa House");
    await earn(t, advertiser, payee, "Kahawa House");
    const last = await earn(t, advertiser, payee, "Mama Mboga");
    const summary = (await get(t, payee, "/api/wallet/earnings")).json();
    expect(summary).toEqual({
      items: [
        { businessName: "Mama Mboga", totalCents: 3600, paymentCount: 1 },
        { businessName: "Kahawa House", totalCents: 7200, paymentCount: 2 },
      ],
      nextCursor: null,
    });
    // A page at a time, newest business first, with no business skipped or repeated.
    const page1 = (await get(t, payee, "/api/wallet/earnings?limit=1")).json();
    expect(page1.items.map((b: { businessName: string }) => b.businessName)).toEqual(["Mama Mboga"]);
    const page2 = (await get(t, payee, `/api/wallet/earnings?limit=1&cursor=${page1.nextCursor}`)).json();
    expect(page2).toEqual({
      items: [{ businessName: "Kahawa House", totalCents: 7200, paymentCount: 2 }],
      nextCursor: null,
    });
    expect((await get(t, payee, "/api/wallet/earnings/totals")).json()).toEqual({
      totalBalanceCents: expect.any(Number),
      totalCents: 10_800,
      businessCount: 2,
      paymentCount: 3,
    });
    expect((await get(t, payee, "/api/wallet/earnings?cursor=nonsense")).statusCode).toBe(400);
    const first = (await get(t, payee, "/api/wallet/earnings/payments?limit=2")).json();
    expect(first.items.map((p: { reference: string }) => p.reference)[0]).toBe(last.txRef);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await get(t, payee, `/api/wallet/earnings/payments?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second).toEqual({ items: [expect.objectContaining({ businessName: "Kahawa House" })], nextCursor: null });
    const kahawa = (await get(t, payee, "/api/wallet/earnings/payments?business=Kahawa%20House")).json();
    expect(kahawa.items).toHaveLength(2);
    expect((await get(t, advertiser, "/api/wallet/earnings/payments?business=Kahawa%20House")).json().items).toEqual(
      [],
    );
    const csv = await get(t, payee, "/api/wallet/earnings.csv?business=Kahawa%20House&from=2020-01-01");
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe('"Paid","Business","Website","Reference","Earnings (USD)","Withdrawn (USD)","Refunded"');
    expect(lines.slice(1).map((row) => row.split(",")[1])).toEqual(['"Kahawa House"', '"Kahawa House"']);
    expect(lines[1]).toContain(",36.00,");
    expect((await get(t, payee, "/api/wallet/earnings.csv?to=2020-01-01")).body.trimEnd().split("\r\n")).toHaveLength(
      1,
    );
  });

  it("lists movements with type and date filters, and exports them as CSV", async () => {
    const payer = await signUpUser(t.app);
    const payee = await signUpUser(t.app);
    await earn(t, payer, payee);
    const mine = (await get(t, payer, "/api/wallet/transactions")).json().items;
    expect(mine).toEqual([expect.objectContaining({ type: "payment", amountCents: -4000 })]);
    const earnings = (await get(t, payee, "/api/wallet/transactions?type=earning")).json().items;
    expect(earnings).toEqual([expect.objectContaining({ type: "earning", amountCents: 3600 })]);
    expect((await get(t, payee, "/api/wallet/transactions?to=2020-01-01")).json()).toEqual({
      items: [],
      nextCursor: null,
    });
    expect((await get(t, payee, "/api/wallet/transactions?from=yesterday")).statusCode).toBe(400);
    const csv = await get(t, payee, "/api/wallet/transactions.csv");
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body.split("\r\n")[0]).toBe('"Date","Type","Description","Reference","Amount (USD)"');
    expect(csv.body).toContain('"Earnings held"');
    // Amounts are numbers a spreadsheet can sum: unquoted, and a negative one not defused into text.
    expect(csv.body).toMatch(/,36\.00\r\n/);
    const paid = await get(t, payer, "/api/wallet/transactions.csv");
    expect(paid.body).toMatch(/,-40\.00\r\n/);
    expect(paid.body).not.toContain("'-40.00");
  });
});

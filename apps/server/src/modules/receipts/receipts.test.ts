import { formatReceiptNumber } from "@placard/shared/receipts";
import { readFileSync } from "node:fs";
import { asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { payments, receiptCounters } from "../../db/schema/money.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createRequestOnNewWebsite, signUpUser } from "../../test/factories.js";
import {
  expectBalancedLedger,
  followReturn,
  payThroughSandbox,
  sandboxCheckout,
  startPayment,
} from "../../test/payments.js";
import { pdfText } from "../../test/pdf-text.js";

/**
 * Receipts (issue #17.3, decision 0024): a number per settled payment, gapless and unique
 * however many settle at once (on PostgreSQL the settlements really run concurrently; on
 * PGlite one after the other), shown as JSON and as a PDF whose text names the business and
 * the amount, and nobody else's to read.
 */

const t = useTestApp({
  BUSINESS_NAME: "Placard Marketplace Ltd",
  BUSINESS_ADDRESS: "12 Market Street, Nairobi",
  BUSINESS_TAX_ID: "P051234567X",
  PLATFORM_FEE_PERCENT: "10",
});
let advertiser: TestUser;
let owner: TestUser;

beforeAll(async () => {
  advertiser = await signUpUser(t.app);
  owner = await signUpUser(t.app);
});
afterEach(() => expectBalancedLedger(t.app.database.db));

const db = () => t.app.database.db;
const get = (user: TestUser, url: string) => t.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });

async function paymentOf(txRef: string) {
  const [row] = await db().select().from(payments).where(eq(payments.txRef, txRef));
  if (!row) throw new Error("no payment");
  return row;
}

async function allReceiptNumbers() {
  const rows = await db()
    .select({ receiptNumber: payments.receiptNumber })
    .from(payments)
    .where(isNotNull(payments.receiptNumber));
  return rows.map((row) => Number(row.receiptNumber)).sort((a, b) => a - b);
}

describe("a settled payment's receipt", () => {
  it("is numbered, shown on screen and as a PDF naming the business and the amount", async () => {
    const { request, website } = await createRequestOnNewWebsite(t.app, {
      owner,
      advertiserId: advertiser.id,
      spaces: [
        { placementKey: "sidebar", priceCents: 1500, capacity: 3 },
        { placementKey: "bottom", priceCents: 2550, capacity: 3 },
      ],
      state: "approved-unpaid",
      businessName: "Mama Mboga Grocers",
    });
    const paid = await payThroughSandbox(t.app, advertiser, request.id);
    expect(paid.result.status).toBe("success");
    const payment = await paymentOf(paid.txRef);
    expect(payment.receiptNumber).toBeGreaterThan(0);

    const shown = await get(advertiser, `/api/receipts/${payment.id}`);
    expect(shown.statusCode).toBe(200);
    const receipt = shown.json();
    expect(receipt).toMatchObject({
      number: formatReceiptNumber(Number(payment.receiptNumber)),
      status: "succeeded",
      seller: { name: "Placard Marketplace Ltd", address: "12 Market Street, Nairobi", taxId: "P051234567X" },
      buyer: { name: "Mama Mboga Grocers", email: advertiser.email },
      websiteName: website.name,
      amountCents: 4050,
      feeCents: 405,
      currency: "USD",
    });
    expect(receipt.spaces).toHaveLength(2);
    expect(Date.parse(receipt.periodEnd) - Date.parse(receipt.periodStart)).toBe(30 * 24 * 60 * 60 * 1000);

    const pdf = await get(advertiser, `/api/receipts/${payment.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(String(pdf.headers["content-disposition"])).toContain(receipt.number);
    const text = await pdfText(pdf.rawPayload);
    for (const expected of ["Placard Marketplace Ltd", "Mama Mboga Grocers", "$40.50", "$4.05", receipt.number]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(website.name);

    const listed = await get(advertiser, `/api/receipts?adId=${request.adId}`);
    expect(listed.json()).toMatchObject({
      items: [{ paymentId: payment.id, number: receipt.number }],
      nextCursor: null,
    });
  });

  it("is nobody else's: another user gets 404 for the receipt and its PDF, and an empty list", async () => {
    const { request } = await createRequestOnNewWebsite(t.app, {
      owner,
      advertiserId: advertiser.id,
      spaces: [{ placementKey: "sidebar", priceCents: 1000, capacity: 3 }],
      state: "approved-unpaid",
    });
    const payment = await paymentOf((await payThroughSandbox(t.app, advertiser, request.id)).txRef);
    const stranger = await signUpUser(t.app);
    for (const user of [stranger, owner]) {
      expect((await get(user, `/api/receipts/${payment.id}`)).statusCode).toBe(404);
      expect((await get(user, `/api/receipts/${payment.id}/pdf`)).statusCode).toBe(404);
      expect((await get(user, `/api/receipts?adId=${request.adId}`)).json().items).toEqual([]);
    }
    expect((await t.app.inject({ method: "GET", url: `/api/receipts/${payment.id}` })).statusCode).toBe(401);
  });

  it("is not given to a payment that was not settled", async () => {
    const { request } = await createRequestOnNewWebsite(t.app, {
      owner,
      advertiserId: advertiser.id,
      spaces: [{ placementKey: "sidebar", priceCents: 1000, capacity: 3 }],
      state: "approved-unpaid",
    });
    const link = await startPayment(t.app, advertiser, request.id);
    await followReturn(t.app, await sandboxCheckout(t.app, link.txRef, "decline"));
    const payment = await paymentOf(link.txRef);
    expect(payment.receiptNumber).toBeNull();
    expect((await get(advertiser, `/api/receipts/${payment.id}`)).statusCode).toBe(404);
  });
});

describe("receipt numbers", () => {
  it("are gapless and unique when many payments settle at the same moment", async () => {
    // Each with its own owner and space: no space or balance row puts the settlements in a
    // queue before the counter does.
    const before = await allReceiptNumbers();
    const redirects = [];
    for (let index = 0; index < 12; index += 1) {
      const payer = await signUpUser(t.app);
      const { request } = await createRequestOnNewWebsite(t.app, {
        owner: await signUpUser(t.app),
        advertiserId: payer.id,
        spaces: [{ placementKey: "sidebar", priceCents: 700, capacity: 1 }],
        state: "approved-unpaid",
      });
      const link = await startPayment(t.app, payer, request.id);
      redirects.push(await sandboxCheckout(t.app, link.txRef, "pay"));
    }
    // Every return twice, all at once: each payment settles once and numbers once.
    const results = await Promise.all([...redirects, ...redirects].map((redirect) => followReturn(t.app, redirect)));
    expect(results.every((result) => result.status === "success")).toBe(true);

    const numbers = await allReceiptNumbers();
    expect(numbers).toHaveLength(before.length + 12);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });
});

describe("the migration's backfill", () => {
  it("numbers the payments settled before receipts existed in settlement order, and the counter goes on", async () => {
    const migration = readFileSync(
      new URL("../../../drizzle/0014_receipts_and_scheduling.sql", import.meta.url),
      "utf8",
    );
    const backfill = migration.split("--> statement-breakpoint").slice(-3);
    expect(backfill.join("")).toMatch(/INSERT INTO receipt_counters/);
    // As an install upgraded from before: no numbers, no periods, no counter.
    await db().update(payments).set({ receiptNumber: null, bookedFrom: null, bookedUntil: null });
    await db().delete(receiptCounters);
    for (const statement of backfill) await db().execute(sql.raw(statement));

    const settled = await db()
      .select()
      .from(payments)
      .where(isNotNull(payments.availableAt))
      .orderBy(asc(payments.confirmedAt), asc(payments.createdAt), asc(payments.id));
    expect(settled.length).toBeGreaterThan(10);
    expect(settled.map((payment) => payment.receiptNumber)).toEqual(settled.map((_, index) => index + 1));
    for (const payment of settled) {
      expect(Number(payment.bookedUntil) - Number(payment.bookedFrom)).toBe(30 * 24 * 60 * 60 * 1000);
    }
    const unsettled = await db().select().from(payments).where(isNull(payments.availableAt));
    expect(unsettled.every((payment) => payment.receiptNumber === null)).toBe(true);
    const [counter] = await db().select().from(receiptCounters);
    expect(counter).toEqual({ name: "receipts", lastNumber: settled.length });

    // The next settlement takes the next number.
    const { request } = await createRequestOnNewWebsite(t.app, {
      owner,
      advertiserId: advertiser.id,
      spaces: [{ placementKey: "sidebar", priceCents: 900, capacity: 1 }],
      state: "approved-unpaid",
    });
    const next = await paymentOf((await payThroughSandbox(t.app, advertiser, request.id)).txRef);
    expect(next.receiptNumber).toBe(settled.length + 1);
  });
});

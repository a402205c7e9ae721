import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../db/schema/money.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createRequestOnNewWebsite, signUpUser } from "../../test/factories.js";
import { expectBalancedLedger, payThroughSandbox } from "../../test/payments.js";
import { pdfText } from "../../test/pdf-text.js";
import { rebuildLedgerAggregates } from "../ledger/aggregates.js";
import { checkLedger } from "../ledger/ledger.js";

/**
 * The owner's monthly statement (#34.4, decision 0044) and business names in other scripts on
 * receipts and statements (#29.7, decision 0045), read back from the PDFs' text with pdf.js.
 */

const t = useTestApp({
  BUSINESS_NAME: "Placard Marketplace Ltd",
  EARNINGS_HOLD_DAYS: "0",
  PLATFORM_FEE_PERCENT: "10",
});
let advertiser: TestUser;

beforeAll(async () => {
  advertiser = await signUpUser(t.app);
});
afterEach(async () => {
  await expectBalancedLedger(t.app.database.db);
  expect((await checkLedger(t.app.database.db)).ok).toBe(true);
});

const db = () => t.app.database.db;
const get = (user: TestUser, url: string) => t.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });
const thisMonth = () => new Date().toISOString().slice(0, 7);

/** A payment of `priceCents` to `owner` from the advertiser, settled (and, hold 0 days, released). */
async function pay(owner: TestUser, priceCents: number, businessName: string) {
  const { request } = await createRequestOnNewWebsite(t.app, {
    owner,
    advertiserId: advertiser.id,
    spaces: [{ placementKey: "sidebar", priceCents, capacity: 3 }],
    state: "approved-unpaid",
    businessName,
  });
  const paid = await payThroughSandbox(t.app, advertiser, request.id);
  const [row] = await db().select().from(payments).where(eq(payments.txRef, paid.txRef));
  if (!row) throw new Error("no payment");
  return row.id;
}

describe("an owner's monthly statement", () => {
  it("is a PDF of the month's earnings naming the business, and holds only the owner's own", async () => {
    const owner = await signUpUser(t.app);
    await pay(owner, 12345, "Statement Bakery");
    const pdf = await get(owner, `/api/wallet/statements/${thisMonth()}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    // $123.45 less the 10% fee ($12.34, rounded down) is $111.11 earned.
    for (const expected of [
      `Earnings statement ${thisMonth()}`,
      "Placard Marketplace Ltd",
      "Statement Bakery",
      "$111.11",
    ]) {
      expect(text).toContain(expected);
    }

    const other = await get(await signUpUser(t.app), `/api/wallet/statements/${thisMonth()}/pdf`);
    expect(await pdfText(other.rawPayload)).toContain("No movements this month.");
    expect((await get(owner, "/api/wallet/statements/2026-13/pdf")).statusCode).toBe(400);
  });

  it("opens and closes with the balance, lists the releases /transactions shows, and adds up", async () => {
    const owner = await signUpUser(t.app);
    const lastMonth = await pay(owner, 2000, "Old Month Shop");
    // That payment, its earnings and their release happened 40 days ago: this month opens with them.
    await db().execute(
      sql`update ledger_entries set created_at = created_at - interval '40 days' where payment_id = ${lastMonth}`,
    );
    await rebuildLedgerAggregates(db());
    const paymentId = await pay(owner, 2500, "Kigali Books");
    const withdrawn = await t.app.inject({
      method: "POST",
      url: "/api/wallet/withdrawals",
      headers: { cookie: owner.cookie },
      payload: { paymentId, amountCents: 1000, phoneNumber: "+254712345678" },
    });
    expect(withdrawn.statusCode).toBe(201);

    const wallet = (await get(owner, "/api/wallet")).json();
    // $18 (last month's $20 less the fee) + $22.50 earned - $10 withdrawn.
    expect(wallet.availableCents + wallet.heldCents).toBe(3050);
    const listed = (await get(owner, "/api/wallet/transactions?type=release")).json().items;
    expect(listed).toHaveLength(2);

    const text = await pdfText((await get(owner, `/api/wallet/statements/${thisMonth()}/pdf`)).rawPayload);
    const rows = text.replace(/\s+/g, " ");
    expect(rows).toMatch(/Opening balance \$18 /);
    expect(rows).toMatch(/Earnings held Kigali Books on .+? \+\$22\.50 \$40\.50 /);
    // Released: shown with its amount, the balance unchanged (it was counted when earned).
    expect(rows).toMatch(/Earnings released Hold period over \$22\.50 \$40\.50 /);
    expect(rows).toMatch(/Withdrawal To \+254712345678 .+? -\$10 \$30\.50 /);
    expect(rows).toMatch(/Closing balance \$30\.50 /);
    expect(rows).toMatch(/Change in your balance \+\$12\.50 /);
    expect(rows).toMatch(/Closing balance \$30\.50$/);
    expect(rows).not.toContain("Old Month Shop");
  });
});

describe("business names in other scripts", () => {
  it("print as written in the receipt and the statement: Kinyarwanda and Chinese, in small PDFs", async () => {
    const owner = await signUpUser(t.app);
    const names = ["Ikawa y’u Rwanda — Café", "北京烤鸭"];
    const paymentIds = [await pay(owner, 2500, names[0] ?? ""), await pay(owner, 2500, names[1] ?? "")];
    for (const [index, paymentId] of paymentIds.entries()) {
      const pdf = await get(advertiser, `/api/receipts/${paymentId}/pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(await pdfText(pdf.rawPayload)).toContain(names[index]);
      // Subset fonts: a receipt stays small although its Chinese font file is megabytes.
      expect(pdf.rawPayload.length).toBeLessThan(100_000);
    }
    const statement = await get(owner, `/api/wallet/statements/${thisMonth()}/pdf`);
    const text = await pdfText(statement.rawPayload);
    for (const name of names) expect(text).toContain(name);
    expect(statement.rawPayload.length).toBeLessThan(100_000);
  });
});

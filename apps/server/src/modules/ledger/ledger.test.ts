import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountBalances, ledgerEntries } from "../../db/schema/money.js";
import { AppError } from "../../lib/app-error.js";
import { type TestApp, createTestApp } from "../../test/app.js";
import { type TestUser, createRequestOnNewWebsite, signUpUser } from "../../test/factories.js";
import { payThroughSandbox } from "../../test/payments.js";
import { findPaymentByTxRef } from "../payments/queries.js";
import { BALANCE_TOO_LOW_MESSAGE, ownerBalance } from "./balances.js";
import { accountBalance, checkLedger, postLedgerTransaction } from "./ledger.js";

let t: TestApp;
let advertiser: TestUser;
let owner: TestUser;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await createTestApp({ EARNINGS_HOLD_DAYS: "0", PLATFORM_FEE_PERCENT: "10" });
  advertiser = await signUpUser(t.app);
  owner = await signUpUser(t.app);
  // $40 paid, 10% fee: 3600 earned and released at once; then 1000 withdrawn.
  const { request } = await createRequestOnNewWebsite(t.app, {
    owner,
    advertiserId: advertiser.id,
    spaces: [{ placementKey: "sidebar", priceCents: 4000, capacity: 2 }],
    state: "approved-unpaid",
  });
  const paid = await payThroughSandbox(t.app, advertiser, request.id);
  if (paid.result.status !== "success") throw new Error(`payment: ${paid.result.status}`);
  const payment = await findPaymentByTxRef(db(), paid.txRef);
  if (!payment) throw new Error("no payment");
  const withdrawal = await t.app.inject({
    method: "POST",
    url: "/api/wallet/withdrawals",
    headers: { cookie: owner.cookie },
    payload: { paymentId: payment.id, amountCents: 1000, phoneNumber: "+254712345678" },
  });
  if (withdrawal.statusCode !== 201) throw new Error(`withdrawal: ${withdrawal.statusCode} ${withdrawal.body}`);
});
afterAll(async () => {
  await t.close();
});

describe("account_balances", () => {
  it("is kept equal to the sum of each owner's entries by every movement", async () => {
    expect(await ownerBalance(db(), owner.id)).toEqual({
      heldCents: 0,
      availableCents: 2600,
      withdrawnCents: 1000,
      earnedCents: 3600,
    });
    expect(await accountBalance(db(), owner.id, "owner_available")).toBe(2600);
    expect(await checkLedger(db())).toEqual({ ok: true, totalCents: 0, unbalanced: [], mismatched: [] });
  });

  it("is what /api/wallet answers: one row read, not a sum over the ledger", async () => {
    await db().update(accountBalances).set({ availableCents: 2601 }).where(eq(accountBalances.userId, owner.id));
    try {
      const wallet = await t.app.inject({ method: "GET", url: "/api/wallet", headers: { cookie: owner.cookie } });
      expect(wallet.json()).toMatchObject({ availableCents: 2601, heldCents: 0, totalEarningsCents: 3600 });
      // ...and the check sees that the row no longer equals the entries.
      const report = await checkLedger(db());
      expect(report.ok).toBe(false);
      expect(report.mismatched).toEqual([
        {
          userId: owner.id,
          stored: { held: 0, available: 2601, withdrawn: 1000, earned: 3600 },
          entries: { held: 0, available: 2600, withdrawn: 1000, earned: 3600 },
        },
      ]);
    } finally {
      await db().update(accountBalances).set({ availableCents: 2600 }).where(eq(accountBalances.userId, owner.id));
    }
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it("refuses inside the transaction a movement that would take a balance below zero (409, nothing written)", async () => {
    const entriesBefore = await db().$count(ledgerEntries);
    const attempt = db().transaction((tx) =>
      postLedgerTransaction(tx, {
        key: "withdrawal:too-much",
        description: "More than the balance",
        lines: [
          { account: "owner_available", userId: owner.id, kind: "withdrawal", amountCents: -2601 },
          { account: "owner_withdrawn", userId: owner.id, kind: "internal", amountCents: 2601 },
        ],
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: "conflict", message: BALANCE_TOO_LOW_MESSAGE });
    expect(await db().$count(ledgerEntries)).toBe(entriesBefore);
    expect((await ownerBalance(db(), owner.id)).availableCents).toBe(2600);
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it("checkLedger finds entries that do not sum to zero", async () => {
    await db().transaction(async (tx) => {
      await tx.insert(ledgerEntries).values({
        transactionKey: "broken:1",
        idempotencyKey: "broken:1:platform_fees:-",
        account: "platform_fees",
        userId: null,
        kind: "fee",
        amountCents: 7,
        description: "A line without its other half",
      });
      const report = await checkLedger(tx);
      expect(report).toMatchObject({ ok: false, totalCents: 7, unbalanced: [{ key: "broken:1", total: 7 }] });
      // Leave the database as it was.
      await tx.delete(ledgerEntries).where(eq(ledgerEntries.transactionKey, "broken:1"));
    });
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it("is backfilled by its migration from the entries already written", async () => {
    const migration = readFileSync(new URL("../../../drizzle/0011_account_balances.sql", import.meta.url), "utf8");
    const backfill = migration.split("--> statement-breakpoint").at(-1) ?? "";
    expect(backfill).toMatch(/INSERT INTO "account_balances"/);
    await db().delete(accountBalances);
    await db().execute(sql.raw(backfill));
    expect(await ownerBalance(db(), owner.id)).toEqual({
      heldCents: 0,
      availableCents: 2600,
      withdrawnCents: 1000,
      earnedCents: 3600,
    });
    expect((await checkLedger(db())).ok).toBe(true);
  });
});

import { readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  accountBalances,
  ledgerDayTotals,
  ledgerEntries,
  ownerBusinessEarnings,
  ownerEarningsTotals,
} from "../../db/schema/money.js";
import { AppError } from "../../lib/app-error.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createRequestOnNewWebsite, signUpUser } from "../../test/factories.js";
import { payThroughSandbox } from "../../test/payments.js";
import { findPaymentByTxRef } from "../payments/queries.js";
import { rebuildLedgerAggregates } from "./aggregates.js";
import { BALANCE_TOO_LOW_MESSAGE, ownerBalance } from "./balances.js";
import { accountBalance, checkLedger, postLedgerTransaction } from "./ledger.js";

const t = useTestApp({ EARNINGS_HOLD_DAYS: "0", PLATFORM_FEE_PERCENT: "10" });
let advertiser: TestUser;
let owner: TestUser;
const db = () => t.app.database.db;

beforeAll(async () => {
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

describe("account_balances", () => {
  it("is kept equal to the sum of each owner's entries by every movement", async () => {
    expect(await ownerBalance(db(), owner.id)).toEqual({
      heldCents: 0,
      availableCents: 2600,
      withdrawnCents: 1000,
      earnedCents: 3600,
    });
    expect(await accountBalance(db(), owner.id, "owner_available")).toBe(2600);
    expect(await checkLedger(db())).toEqual({
      ok: true,
      totalCents: 0,
      unbalanced: [],
      mismatched: [],
      aggregates: [],
    });
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

describe("the ledger's maintained aggregates (decision 0041)", () => {
  const dayTotals = () =>
    db().select().from(ledgerDayTotals).where(eq(ledgerDayTotals.userId, owner.id)).orderBy(ledgerDayTotals.kind);

  it("keeps per-day totals and earnings per business equal to the entries, written with them", async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await dayTotals()).map(({ kind, day, entryCount, inCents, outCents }) => [
        kind,
        day,
        entryCount,
        inCents,
        outCents,
      ]),
    ).toEqual([
      ["earning", today, 1, 3600, 0],
      ["internal", today, 2, 1000, 3600],
      ["release", today, 1, 3600, 0],
      ["withdrawal", today, 1, 0, 1000],
    ]);
    const [business] = await db()
      .select()
      .from(ownerBusinessEarnings)
      .where(eq(ownerBusinessEarnings.ownerId, owner.id));
    expect(business).toMatchObject({ totalCents: 3600, paymentCount: 1 });
    // /transactions' totals read these rows (a release moves money from held to available, so
    // it counts as a movement but brings nothing in: decision 0044); the per-business rows are
    // the earnings page.
    const totals = await t.app.inject({
      method: "GET",
      url: `/api/wallet/transactions/totals?from=${today}&to=${today}`,
      headers: { cookie: owner.cookie },
    });
    expect(totals.json()).toEqual({ count: 3, inCents: 3600, outCents: 1000 });
    expect((await checkLedger(db())).aggregates).toEqual([]);
  });

  it("rolls back with the movement that would take a balance below zero", async () => {
    const before = await dayTotals();
    const attempt = db().transaction((tx) =>
      postLedgerTransaction(tx, {
        key: "withdrawal:too-much-again",
        description: "More than the balance",
        lines: [
          { account: "owner_available", userId: owner.id, kind: "withdrawal", amountCents: -999_999 },
          { account: "owner_withdrawn", userId: owner.id, kind: "internal", amountCents: 999_999 },
        ],
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    expect(await dayTotals()).toEqual(before);
  });

  it("checkLedger names a day total, a business row or an owner's totals that differ from their entries", async () => {
    await db()
      .update(ledgerDayTotals)
      .set({ inCents: sql`${ledgerDayTotals.inCents} + 1` })
      .where(and(eq(ledgerDayTotals.userId, owner.id), eq(ledgerDayTotals.kind, "earning")));
    await db()
      .update(ownerBusinessEarnings)
      .set({ paymentCount: 5 })
      .where(eq(ownerBusinessEarnings.ownerId, owner.id));
    await db().update(ownerEarningsTotals).set({ businessCount: 2 }).where(eq(ownerEarningsTotals.ownerId, owner.id));
    try {
      const report = await checkLedger(db());
      expect(report.ok).toBe(false);
      expect(report.aggregates).toEqual([
        expect.objectContaining({
          table: "ledger_day_totals",
          stored: "1 lines, +3601 -0",
          entries: "1 lines, +3600 -0",
        }),
        expect.objectContaining({
          table: "owner_business_earnings",
          stored: "3600 cents, 5 payments",
          entries: "3600 cents, 1 payments",
        }),
        {
          table: "owner_earnings_totals",
          key: owner.id,
          stored: "2 businesses, 1 payments, 3600 cents",
          entries: "1 businesses, 1 payments, 3600 cents",
        },
      ]);
      expect(report.aggregates[0]?.key).toMatch(new RegExp(`^${owner.id}\\|earning\\|`));
    } finally {
      await rebuildLedgerAggregates(db());
    }
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it("are backfilled by migration 0027 from the entries already written", async () => {
    const before = { days: await dayTotals(), businesses: await db().select().from(ownerBusinessEarnings) };
    const migration = readFileSync(new URL("../../../drizzle/0027_ledger_aggregates.sql", import.meta.url), "utf8");
    const backfill = migration.split("--> statement-breakpoint").slice(-2);
    expect(backfill[0]).toMatch(/INSERT INTO "ledger_day_totals"/);
    expect(backfill[1]).toMatch(/INSERT INTO "owner_business_earnings"/);
    await db().delete(ledgerDayTotals);
    await db().delete(ownerBusinessEarnings);
    for (const statement of backfill) await db().execute(sql.raw(statement));
    expect(await dayTotals()).toEqual(before.days);
    const after = await db().select().from(ownerBusinessEarnings);
    const strip = (rows: (typeof after)[number][]) => rows.map(({ id: _id, ...row }) => row);
    expect(strip(after)).toEqual(strip(before.businesses));
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it("owners' totals are backfilled by migration 0028 from the business rows", async () => {
    const before = await db().select().from(ownerEarningsTotals).orderBy(ownerEarningsTotals.ownerId);
    expect(before).toContainEqual({ ownerId: owner.id, businessCount: 1, paymentCount: 1, totalCents: 3600 });
    const migration = readFileSync(new URL("../../../drizzle/0028_owner_earnings_totals.sql", import.meta.url), "utf8");
    const backfill = migration.split("--> statement-breakpoint").at(-1) ?? "";
    expect(backfill).toMatch(/INSERT INTO "owner_earnings_totals"/);
    await db().delete(ownerEarningsTotals);
    await db().execute(sql.raw(backfill));
    expect(await db().select().from(ownerEarningsTotals).orderBy(ownerEarningsTotals.ownerId)).toEqual(before);
    expect((await checkLedger(db())).ok).toBe(true);
  });
});

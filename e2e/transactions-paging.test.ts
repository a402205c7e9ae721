import pg from "pg";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openSession } from "./support/browser.js";
import { signUp } from "./support/journeys.js";
import { type RunningServer, startIsolatedServer } from "./support/server.js";

/**
 * Issue #19: /transactions reads a long history a page at a time (50 rows, more as the
 * list's foot scrolls into view), with the totals of every matching movement from the server
 * and the filter kept in the URL across a reload. 550 movements are written straight into the
 * journey's own PostgreSQL database (making them through payments would take minutes), so
 * this runs where DATABASE_URL or TEST_POSTGRES_URL (as CI sets beside the embedded run)
 * names a PostgreSQL server, and is skipped without one.
 */
const postgresUrl = process.env.DATABASE_URL || process.env.TEST_POSTGRES_URL;
const RELEASES = 520;
const WITHDRAWALS = 30;

let browser: Browser;
let server: RunningServer;
let databaseUrl: string | undefined;
let stop: (() => Promise<void>) | undefined;

describe.skipIf(!postgresUrl)("a long transaction history in the browser (PostgreSQL)", () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    const isolated = await startIsolatedServer({ postgresUrl });
    ({ server, databaseUrl, stop } = isolated);
  });
  afterAll(async () => {
    await browser?.close();
    await stop?.();
  });

  it("scrolls 520 movements page by page with the server's totals, and keeps the filter on reload", async () => {
    const { page, context, pageErrors } = await openSession(browser, server.url);
    await signUp(page);
    const session = await (await context.request.get("/api/auth/get-session")).json();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(
        `insert into ledger_entries (transaction_key, idempotency_key, account, user_id, kind, amount_cents,
                                     description, created_at)
         select 'e2e:' || g, 'e2e:' || g, case when g <= $2 then 'owner_available' else 'owner_withdrawn' end, $1,
                case when g <= $2 then 'release' else 'withdrawal' end, case when g <= $2 then 100 else -50 end,
                'Seeded movement ' || g, now() - g * interval '1 minute'
         from generate_series(1, $3::int) g`,
        [session.user.id, RELEASES, RELEASES + WITHDRAWALS],
      );
      // Written around the ledger's writer, so its per-day totals (decision 0041) are added here.
      await client.query(
        `insert into ledger_day_totals (user_id, kind, day, entry_count, in_cents, out_cents)
         select user_id, kind, (created_at at time zone 'UTC')::date, count(*)::int,
                coalesce(sum(amount_cents) filter (where amount_cents > 0), 0),
                coalesce(-sum(amount_cents) filter (where amount_cents < 0), 0)
         from ledger_entries where user_id = $1 and transaction_key like 'e2e:%' group by 1, 2, 3`,
        [session.user.id],
      );
    } finally {
      await client.end();
    }

    await page.goto("/transactions");
    const totals = page.getByTestId("transaction-totals");
    await totals.getByText("550").waitFor();
    await page.getByLabel("Type").selectOption("release");
    await page.waitForURL("**/transactions?type=release");
    await totals.getByText("520").waitFor();
    // A release moves held earnings to available: no new money in or out (decision 0044).
    await expect.poll(() => totals.getByText(/^\$0(\.00)?$/).count()).toBe(3); // in, out, net

    // Each page arrives as the list's foot scrolls into view, until all 520 are on screen.
    const rows = page.getByTestId("transaction-row");
    await expect.poll(() => rows.count()).toBe(50);
    for (let shown = 50; shown < RELEASES; shown = await rows.count()) {
      await page.getByRole("button", { name: "Load more transactions" }).scrollIntoViewIfNeeded();
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBeGreaterThan(shown);
    }
    expect(await rows.count()).toBe(RELEASES);
    await totals.getByText("(showing 520)").waitFor();
    expect(await page.getByRole("button", { name: "Load more transactions" }).count()).toBe(0);

    await page.reload();
    await totals.getByText("520").first().waitFor();
    expect(await page.getByLabel("Type").inputValue()).toBe("release");
    await expect.poll(() => rows.count()).toBe(50);
    expect(pageErrors).toEqual([]);
  }, 120_000);
});

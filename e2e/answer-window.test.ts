import pg from "pg";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createListing, prepareAdViaApi, signUpViaApi } from "./support/api.js";
import { launchBrowser, openSession } from "./support/browser.js";
import { type RunningServer, startIsolatedServer } from "./support/server.js";

/**
 * Issue #32.3, decision 0058: a request no owner answered within the window expires; the
 * advertiser sees it on the ad's page and picks other spaces in one step. The wait is moved
 * eight days back in the journey's own PostgreSQL database and the sweep's job is queued now
 * (waiting for both would take a week and 15 minutes), so this runs where DATABASE_URL or
 * TEST_POSTGRES_URL names a PostgreSQL server, and is skipped without one.
 */
const postgresUrl = process.env.DATABASE_URL || process.env.TEST_POSTGRES_URL;

let browser: Browser;
let server: RunningServer;
let databaseUrl: string | undefined;
let stop: (() => Promise<void>) | undefined;

async function query(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

describe.skipIf(!postgresUrl)("an expired request (PostgreSQL)", () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ server, databaseUrl, stop } = await startIsolatedServer({ postgresUrl }));
  });
  afterAll(async () => {
    await browser?.close();
    await stop?.();
  });

  it("is shown on the ad's page and re-targeted to other spaces in one step", async () => {
    const owner = await openSession(browser, server.url);
    await signUpViaApi(owner.context.request, server.url, "Owner");
    const late = await createListing(owner.context.request, "Late Owner", [{ placementKey: "sidebar", capacity: 2 }]);
    await createListing(owner.context.request, "Quick Owner", [{ placementKey: "inFeed", capacity: 2 }]);

    const advertiser = await openSession(browser, server.url);
    await signUpViaApi(advertiser.context.request, server.url, "Advertiser");
    const adId = await prepareAdViaApi(advertiser.context.request, {
      websiteIds: [late.websiteId],
      spaceIds: late.spaceIds,
    });
    expect((await advertiser.context.request.post(`/api/ads/drafts/${adId}/submit`)).status()).toBe(201);

    // The owner sees the answer date on /pending-ads.
    await owner.page.goto("/pending-ads");
    await owner.page
      .getByTestId("answer-by")
      .getByText(/^Answer by /)
      .waitFor();

    // Eight days unanswered, and the sweep due now.
    await query(`update placement_requests set pending_since = now() - interval '8 days' where ad_id = $1`, [adId]);
    await query(
      `insert into jobs (id, kind, payload, run_at, dedupe_key) values (gen_random_uuid()::text, 'answer-window', '{}', now(), 'e2e')`,
    );
    await expect
      .poll(
        async () => (await query(`select review_status from placement_requests where ad_id = $1`, [adId])).rows[0],
        {
          timeout: 20_000,
        },
      )
      .toEqual({ review_status: "expired" });

    const page = advertiser.page;
    await page.goto(`/approved-detail/${adId}`);
    const website = page.getByTestId("ad-website").filter({ hasText: "Late Owner" });
    await website.getByTestId("ad-state").getByText("Expired").waitFor();
    await website.getByText("The owner did not answer in time").waitFor();
    await website.getByRole("button", { name: "Pick other spaces" }).click();
    const dialog = page.getByRole("dialog", { name: "Pick other spaces" });
    await dialog.getByRole("button", { name: "Quick Owner" }).click();
    await dialog.getByRole("checkbox").first().check();
    await dialog.getByRole("button", { name: "Send to the owners" }).click();
    await page.getByText("Sent to the owners' review").waitFor();
    await page
      .getByTestId("ad-website")
      .filter({ hasText: "Quick Owner" })
      .getByTestId("ad-state")
      .getByText("Awaiting review")
      .waitFor();
    expect(advertiser.pageErrors).toEqual([]);
  });
});

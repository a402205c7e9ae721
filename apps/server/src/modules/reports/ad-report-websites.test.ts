import { AD_REPORT_WEBSITES_MAX } from "@placard/shared/reports";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createRequestOnNewWebsite, signUpUser } from "../../test/factories.js";

// #29.5: an ad that ran on more websites than a report names answers the busiest
// AD_REPORT_WEBSITES_MAX and how many there are; the CSV keeps every one.
const t = useTestApp();
let advertiser: TestUser;
let adId: string;
const WEBSITES = AD_REPORT_WEBSITES_MAX + 5;

beforeAll(async () => {
  const owner = await signUpUser(t.app);
  advertiser = await signUpUser(t.app);
  const made = await createRequestOnNewWebsite(t.app, {
    owner,
    advertiserId: advertiser.id,
    spaces: [{ placementKey: "sidebar" }],
    state: "running",
  });
  adId = made.request.adId;
  const db = t.app.database.db;
  // More websites of the same owner, each with one space the ad counted views on: website n, n views.
  await db.execute(sql`insert into websites (id, owner_id, name, url, status, verification_token)
    select 'rw' || g, ${owner.id}, 'Site ' || lpad(g::text, 3, '0'), 'https://site' || g || '.example', 'verified', 'tok' || g
    from generate_series(1, ${WEBSITES}) g`);
  await db.execute(sql`insert into spaces (id, website_id, public_id, placement_key, name, description, price_cents,
      capacity, instructions, tier, visitor_min, visitor_max, default_language)
    select 'rs' || g, 'rw' || g, 'rps' || g, 'sidebar', 'Sidebar', '', 1000, 1, '', 'bronze', 0, 5000, 'english'
    from generate_series(1, ${WEBSITES}) g`);
  await db.execute(sql`insert into daily_stats (ad_id, space_id, day, views, clicks)
    select ${adId}, 'rs' || g, current_date - 1, g, 0 from generate_series(1, ${WEBSITES}) g`);
});

describe("an ad's report on many websites", () => {
  it("names the busiest websites first, at most AD_REPORT_WEBSITES_MAX, counts them all, and the CSV has every one", async () => {
    const headers = { cookie: advertiser.cookie };
    const report = await t.app.inject({ method: "GET", url: `/api/ads/${adId}/stats`, headers });
    expect(report.statusCode).toBe(200);
    const body = report.json() as { websites: { name: string; views: number }[]; websitesCount: number; views: number };
    expect(body.websitesCount).toBe(WEBSITES);
    expect(body.websites).toHaveLength(AD_REPORT_WEBSITES_MAX);
    expect(body.websites[0]).toMatchObject({ name: `Site ${String(WEBSITES).padStart(3, "0")}`, views: WEBSITES });
    expect(body.websites.map((website) => website.views)).toEqual(
      [...body.websites.map((website) => website.views)].sort((a, b) => b - a),
    );
    // The totals count every website, named or not.
    expect(body.views).toBe((WEBSITES * (WEBSITES + 1)) / 2);

    const csv = await t.app.inject({ method: "GET", url: `/api/ads/${adId}/stats.csv`, headers });
    const names = new Set(
      csv.body
        .trim()
        .split(/\r?\n/)
        .slice(1)
        .map((line) => line.split('","')[2]),
    );
    expect(names.size).toBe(WEBSITES);
  });
});

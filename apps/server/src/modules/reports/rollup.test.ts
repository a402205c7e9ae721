import { beforeAll, describe, expect, it } from "vitest";
import { dailyRefusals, dailyStats } from "../../db/schema/campaigns.js";
import { selectRows } from "../../db/client.js";
import { sql } from "drizzle-orm";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createRequestOnNewWebsite, signUpUser } from "../../test/factories.js";
import { STATS_ROLLUP_JOB, rollUpDailyStats, rollupCutoff } from "./rollup.js";

/** Decision 0028: old days roll up into months; reports, charts and exports read both. */
const t = useTestApp();
let owner: TestUser;
let advertiser: TestUser;
let adId: string;
let websiteId: string;
const spaceIds: string[] = [];

const day = (iso: string, views: number, clicks: number, space = 0) => ({
  adId,
  spaceId: spaceIds[space] ?? "",
  day: iso,
  views,
  clicks,
});

beforeAll(async () => {
  owner = await signUpUser(t.app);
  advertiser = await signUpUser(t.app);
  const made = await createRequestOnNewWebsite(t.app, {
    owner,
    advertiserId: advertiser.id,
    spaces: [
      { placementKey: "sidebar", capacity: 3 },
      { placementKey: "bottom", capacity: 3 },
    ],
    state: "running",
  });
  adId = made.request.adId;
  websiteId = made.website.id;
  spaceIds.push(...made.spaces.map((space) => space.id));
  await t.app.database.db
    .insert(dailyStats)
    .values([
      day("2024-01-03", 100, 5),
      day("2024-01-20", 50, 1),
      day("2024-01-20", 7, 0, 1),
      day("2024-02-10", 30, 2),
      day("2026-11-01", 10, 1),
      day("2026-11-02", 20, 2, 1),
    ]);
});

const get = (url: string, user: TestUser) => t.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });

describe("monthly roll-ups", () => {
  it("keeps whole months by day inside the window", () => {
    expect(rollupCutoff(new Date("2026-11-26T09:00:00Z"), 90)).toBe("2026-08-01");
    expect(rollupCutoff(new Date("2026-03-31T23:00:00Z"), 35)).toBe("2026-02-01");
  });

  it("moves old days into months without changing any total, and charts long ranges by month", async () => {
    const before = (await get(`/api/ads/${adId}/stats`, advertiser)).json();
    expect(before).toMatchObject({ views: 217, clicks: 11, granularity: "month" });

    expect(await rollUpDailyStats(t.app.database.db, "2026-08-01")).toBe(4);
    expect(await rollUpDailyStats(t.app.database.db, "2026-08-01")).toBe(0);
    const months = await selectRows<{ month: string; views: number; clicks: number }>(
      t.app.database.db,
      sql`select month::text, sum(views)::int as views, sum(clicks)::int as clicks
          from monthly_stats where ad_id = ${adId} group by month order by month`,
    );
    expect(months).toEqual([
      { month: "2024-01-01", views: 157, clicks: 6 },
      { month: "2024-02-01", views: 30, clicks: 2 },
    ]);

    const after = (await get(`/api/ads/${adId}/stats`, advertiser)).json();
    expect(after).toMatchObject({ views: 217, clicks: 11, granularity: "month" });
    expect(after.daily).toEqual([
      { day: "2024-01-01", views: 157, clicks: 6 },
      { day: "2024-02-01", views: 30, clicks: 2 },
      { day: "2026-11-01", views: 30, clicks: 3 },
    ]);
    expect(after.websites).toEqual([expect.objectContaining({ websiteId, views: 217, clicks: 11 })]);
    // The campaign card's lifetime counts include the rolled-up months too.
    expect((await get(`/api/ads/${adId}`, advertiser)).json()).toMatchObject({ views: 217, clicks: 11 });

    // A short recent range is drawn by day; one reaching a rolled-up month counts that month whole.
    const recent = (await get(`/api/ads/${adId}/stats?from=2026-11-01&to=2026-11-30`, advertiser)).json();
    expect(recent).toMatchObject({ views: 30, clicks: 3, granularity: "day" });
    expect(recent.daily.map((point: { day: string }) => point.day)).toEqual(["2026-11-01", "2026-11-02"]);
    const january = (await get(`/api/ads/${adId}/stats?from=2024-01-15&to=2024-01-31`, advertiser)).json();
    expect(january).toMatchObject({ views: 157, granularity: "month" });

    const site = (await get(`/api/websites/${websiteId}/stats?from=2024-01-01&to=2024-12-31`, owner)).json();
    expect(site).toMatchObject({ views: 187, clicks: 8, granularity: "month" });
    expect(site.spaces.map((space: { views: number }) => space.views).sort((a: number, b: number) => a - b)).toEqual([
      7, 180,
    ]);
  });

  it("exports the report as CSV, months then days, within the range, to its owner only", async () => {
    const csv = await get(`/api/ads/${adId}/stats.csv?from=2024-01-01`, advertiser);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe('"Date","Period","Website","Views","Clicks"');
    expect(lines.slice(1).map((line) => line.split(",").slice(0, 2).join(","))).toEqual([
      '"2024-01-01","month"',
      '"2024-02-01","month"',
      '"2026-11-01","day"',
      '"2026-11-02","day"',
    ]);
    const owned = await get(`/api/websites/${websiteId}/stats.csv?from=2026-11-02&to=2026-11-02`, owner);
    expect(owned.body.trim().split("\r\n").slice(1)).toEqual([
      expect.stringMatching(/^"2026-11-02","day","[^"]+","20","2"$/),
    ]);
    expect((await get(`/api/ads/${adId}/stats.csv`, owner)).statusCode).toBe(404);
    expect((await get(`/api/websites/${websiteId}/stats.csv`, advertiser)).statusCode).toBe(404);
    expect((await get(`/api/ads/${adId}/stats?from=2026-02-01&to=2026-01-01`, advertiser)).statusCode).toBe(400);
  });

  it("runs as a job on the durable queue and schedules the next day's", async () => {
    await t.app.jobs.runDue({ kinds: [STATS_ROLLUP_JOB] });
    const { scheduleStatsRollup } = await import("./rollup.js");
    await scheduleStatsRollup(t.app.database.db, new Date());
    await scheduleStatsRollup(t.app.database.db, new Date());
    const jobs = await selectRows<{ count: number }>(
      t.app.database.db,
      sql`select count(*)::int as count from jobs where kind = ${STATS_ROLLUP_JOB} and completed_at is null`,
    );
    expect(jobs[0]?.count).toBe(1);
    await t.app.jobs.runDue({ kinds: [STATS_ROLLUP_JOB] });
    const next = await selectRows<{ runAt: string }>(
      t.app.database.db,
      sql`select run_at::text as "runAt" from jobs where kind = ${STATS_ROLLUP_JOB} and completed_at is null`,
    );
    expect(next).toHaveLength(1);
  });

  it("rolls refusals up into months with the stats, and the not-counted figures read both tables", async () => {
    const db = t.app.database.db;
    const today = new Date().toISOString().slice(0, 10);
    const refusal = (iso: string, space: number, counts: Partial<typeof dailyRefusals.$inferInsert>) => ({
      adId,
      spaceId: spaceIds[space] ?? "",
      day: iso,
      ...counts,
    });
    await db
      .insert(dailyRefusals)
      .values([
        refusal("2024-01-03", 0, { bot: 4 }),
        refusal("2024-01-20", 1, { tooFast: 2, otherClient: 1 }),
        refusal("2024-02-10", 0, { replay: 1 }),
        refusal(today, 0, { overLimit: 3 }),
      ]);
    const notCounted = async (query = "") => ({
      ad: (await get(`/api/ads/${adId}/stats${query}`, advertiser)).json().notCounted,
      website: (await get(`/api/websites/${websiteId}/stats${query}`, owner)).json().notCounted,
    });
    const all = { total: 11, bot: 4, tooFast: 2, replay: 1, otherClient: 1, overLimit: 3 };
    expect(await notCounted()).toEqual({ ad: all, website: all });

    // The day's run of the roll-up job (a day of its own: today's already ran above).
    const { scheduleStatsRollup } = await import("./rollup.js");
    await scheduleStatsRollup(db, new Date("2020-01-01T03:00:00Z"));
    await t.app.jobs.runDue({ kinds: [STATS_ROLLUP_JOB] });
    const days = await selectRows<{ day: string }>(
      db,
      sql`select day::text from daily_refusals where ad_id = ${adId} order by day`,
    );
    expect(days).toEqual([{ day: today }]);
    const months = await selectRows<{
      month: string;
      bot: number;
      tooFast: number;
      replay: number;
      otherClient: number;
    }>(
      db,
      sql`select month::text, sum(bot)::int as bot, sum(too_fast)::int as "tooFast", sum(replay)::int as replay,
            sum(other_client)::int as "otherClient"
          from monthly_refusals where ad_id = ${adId} group by month order by month`,
    );
    expect(months).toEqual([
      { month: "2024-01-01", bot: 4, tooFast: 2, replay: 0, otherClient: 1 },
      { month: "2024-02-01", bot: 0, tooFast: 0, replay: 1, otherClient: 0 },
    ]);

    expect(await notCounted()).toEqual({ ad: all, website: all });
    // A range counts a rolled-up month whole, as the views do; recent days by day.
    const january = { total: 7, bot: 4, tooFast: 2, replay: 0, otherClient: 1, overLimit: 0 };
    expect(await notCounted("?from=2024-01-15&to=2024-01-31")).toEqual({ ad: january, website: january });
    const recent = { total: 3, bot: 0, tooFast: 0, replay: 0, otherClient: 0, overLimit: 3 };
    expect(await notCounted(`?from=${today}&to=${today}`)).toEqual({ ad: recent, website: recent });
  });
});

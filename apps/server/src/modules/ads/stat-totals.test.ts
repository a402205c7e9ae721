import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "../../db/client.js";
import { dailyStats } from "../../db/schema/campaigns.js";
import { spaces } from "../../db/schema/inventory.js";
import { adStatTotals } from "../../db/schema/stat-totals.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createRequestOnNewWebsite, signUpUser } from "../../test/factories.js";
import { rollUpDailyStats } from "../reports/rollup.js";

// An ad's lifetime totals (ad_stat_totals, migration 0033, decision 0047) follow its daily and
// monthly stats whoever writes them: inserts, the counter's upserts, the roll-up, a cascade; each
// request's count of chosen spaces (migration 0038) follows placement_request_spaces the same way.
const t = useTestApp();
let advertiser: TestUser;
let adId: string;
const spaceIds: string[] = [];
const db = () => t.app.database.db;

beforeAll(async () => {
  const owner = await signUpUser(t.app);
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
  spaceIds.push(...made.spaces.map((space) => space.id));
});

/** The totals row and the sums it stands for. */
async function totalsAndTruth() {
  const [row] = await db().select().from(adStatTotals).where(eq(adStatTotals.adId, adId));
  const [truth] = await selectRows<{ views: number; clicks: number }>(
    db(),
    sql`select coalesce(sum(views), 0)::int as views, coalesce(sum(clicks), 0)::int as clicks from (
          select views, clicks from daily_stats where ad_id = ${adId}
          union all select views, clicks from monthly_stats where ad_id = ${adId}) s`,
  );
  return { totals: { views: Number(row?.views ?? 0), clicks: Number(row?.clicks ?? 0) }, truth };
}

describe("an ad's lifetime totals", () => {
  it("follow inserts, upserts, the monthly roll-up and a deleted space, and are what GET /api/ads shows", async () => {
    const [first = "", second = ""] = spaceIds;
    await db()
      .insert(dailyStats)
      .values([
        { adId, spaceId: first, day: "2024-01-03", views: 100, clicks: 5 },
        { adId, spaceId: second, day: "2024-01-03", views: 7, clicks: 0 },
        { adId, spaceId: first, day: "2026-11-01", views: 10, clicks: 1 },
      ]);
    expect(await totalsAndTruth()).toEqual({ totals: { views: 117, clicks: 6 }, truth: { views: 117, clicks: 6 } });

    // The counter's flush adds to a day's row (ON CONFLICT DO UPDATE).
    await db()
      .insert(dailyStats)
      .values({ adId, spaceId: first, day: "2026-11-01", views: 3, clicks: 1 })
      .onConflictDoUpdate({
        target: [dailyStats.adId, dailyStats.spaceId, dailyStats.day],
        set: { views: sql`${dailyStats.views} + excluded.views`, clicks: sql`${dailyStats.clicks} + excluded.clicks` },
      });
    expect((await totalsAndTruth()).totals).toEqual({ views: 120, clicks: 7 });

    // Old days move into months: the total does not move.
    expect(await rollUpDailyStats(db(), "2026-08-01")).toBe(2);
    expect(await totalsAndTruth()).toEqual({ totals: { views: 120, clicks: 7 }, truth: { views: 120, clicks: 7 } });

    const listed = await t.app.inject({ method: "GET", url: "/api/ads", headers: { cookie: advertiser.cookie } });
    expect(listed.json().items.find((ad: { id: string }) => ad.id === adId)).toMatchObject({ views: 120, clicks: 7 });

    // A deleted space takes its stats with it (ON DELETE CASCADE), as the sums always did.
    await db().delete(spaces).where(eq(spaces.id, second));
    expect(await totalsAndTruth()).toEqual({ totals: { views: 113, clicks: 7 }, truth: { views: 113, clicks: 7 } });
  });

  it("count each request's chosen spaces as they are chosen and as spaces are deleted", async () => {
    const counts = async () =>
      selectRows<{ id: string; counted: number; truth: number }>(
        db(),
        sql`select pr.id, pr.spaces_count as counted,
                   (select count(*)::int from placement_request_spaces prs where prs.request_id = pr.id) as truth
            from placement_requests pr join ads a on a.id = pr.ad_id
            where a.advertiser_id = ${advertiser.id} order by pr.created_at`,
      );
    // The first test deleted one of the two spaces: its choice went with it (ON DELETE CASCADE).
    expect((await counts()).map(({ counted, truth }) => ({ counted, truth }))).toEqual([{ counted: 1, truth: 1 }]);

    const another = await createRequestOnNewWebsite(t.app, {
      owner: await signUpUser(t.app),
      advertiserId: advertiser.id,
      spaces: [
        { placementKey: "sidebar", capacity: 1 },
        { placementKey: "bottom", capacity: 1 },
        { placementKey: "HeaderPic", capacity: 1 },
      ],
      state: "running",
    });
    const row = (await counts()).find((entry) => entry.id === another.request.id);
    expect(row).toMatchObject({ counted: 3, truth: 3 });

    const listed = await t.app.inject({ method: "GET", url: "/api/ads", headers: { cookie: advertiser.cookie } });
    const items = listed.json().items as { id: string; spacesCount: number; websitesCount: number }[];
    expect(items.find((ad) => ad.id === adId)).toMatchObject({ spacesCount: 1, websitesCount: 1 });
    expect(items.find((ad) => ad.id === another.request.adId)).toMatchObject({ spacesCount: 3 });

    await db()
      .delete(spaces)
      .where(eq(spaces.id, another.spaces[0]?.id ?? ""));
    expect((await counts()).find((entry) => entry.id === another.request.id)).toMatchObject({ counted: 2, truth: 2 });
  });
});

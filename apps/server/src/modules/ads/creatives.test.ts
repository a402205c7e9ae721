import { CREATIVE_FLOOR_VIEWS } from "@placard/shared/creatives";
import { VIEW_DWELL_MS } from "@placard/shared/delivery";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "../../db/client.js";
import { adCreatives } from "../../db/schema/creatives.js";
import { useTestApp } from "../../test/use-test-app.js";
import { adWithCreativeOnNewWebsite, uploadCreative } from "../../test/creatives.js";
import { type TestUser, signUpUser } from "../../test/factories.js";
import { pickByRule } from "../delivery/creative-rotation.js";
import { rollUpDailyCreativeStats } from "../reports/rollup.js";

/** Decision 0061: up to three creatives per ad, reviewed, rotated and counted each on its own. */
const t = useTestApp();
let owner: TestUser;
let advertiser: TestUser;
let stranger: TestUser;
let adId: string;
let requestId: string;
let publicId: string;
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

beforeAll(async () => {
  [owner, advertiser, stranger] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
  ({ adId, requestId, publicId } = await adWithCreativeOnNewWebsite(t.app, { owner, advertiser, state: "running" }));
  await t.app.delivery.cache.reload();
});

const db = () => t.app.database.db;
const as = (user: TestUser, method: "GET" | "POST" | "PATCH" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
const creatives = async (user = advertiser) => (await as(user, "GET", `/api/ads/${adId}/creatives`)).json();

const upload = (user: TestUser) => uploadCreative(t.app, user, adId);

/** One decision for a client at `address`: the served creative's URL and its token. */
async function decision(address = "203.0.113.9") {
  const answer = await t.app.inject({
    method: "GET",
    url: `/serve/v1/spaces?ids=${publicId}`,
    headers: { "user-agent": UA },
    remoteAddress: address,
  });
  const ad = answer.json().spaces[publicId].ads[0];
  return { url: ad.creative.url as string, token: ad.token as string };
}

const urlOf = (list: { number: number; creative: { url: string } }[], number: number) =>
  list.find((item) => item.number === number)?.creative.url ?? "none";

describe("creative A/B", () => {
  it("makes the ad's creative its creative 1, rotated evenly by default", async () => {
    const body = await creatives();
    expect(body.rotation).toBe("even");
    expect(body.creatives.map((item: { number: number; status: string }) => [item.number, item.status])).toEqual([
      [1, "active"],
    ]);
  });

  it("adds a creative that the approving website reviews again, creative 1 running meanwhile", async () => {
    const added = await upload(advertiser);
    expect(added.statusCode).toBe(201);
    const second = added.json().creatives[1];
    expect(second).toMatchObject({ number: 2, status: "active", reviews: [{ requestId, status: "pending" }] });
    await t.app.delivery.cache.settled();
    const first = urlOf((await creatives()).creatives, 1);
    for (let i = 0; i < 4; i++) expect((await decision()).url).toContain(first.replace(/^.*\/media/, "/media"));

    const pending = (await as(owner, "GET", "/api/reviews/creatives")).json();
    expect(pending.items).toHaveLength(1);
    expect(pending.items[0]).toMatchObject({ adId, number: 2, requestId });
    expect((await as(owner, "GET", `/api/reviews/ads/${adId}/creatives`)).json()).toHaveLength(2);
    const path = `/api/reviews/requests/${requestId}/creatives/2/approve`;
    expect((await as(stranger, "POST", path)).statusCode).toBe(404);
    expect((await as(advertiser, "POST", path)).statusCode).toBe(404);
    expect((await as(owner, "POST", path)).json()).toMatchObject({ status: "approved" });
    expect((await as(owner, "POST", path)).statusCode).toBe(409);
    await t.app.delivery.cache.settled();
    const shown = new Set<string>();
    for (let i = 0; i < 4; i++) shown.add((await decision()).url);
    expect(shown.size).toBe(2);

    // Each decision picks its creative: no lead image a page could preload (decision 0066).
    const image = await t.app.inject({ method: "GET", url: `/serve/v1/spaces/${publicId}/image?w=640` });
    expect(image.statusCode).toBe(204);
    const lead = await t.app.inject({ method: "GET", url: `/serve/v1/spaces?ids=${publicId}&lead=1` });
    expect(String(lead.json().spaces[publicId].ads[0].creative.srcset)).not.toContain("/image?w=");
  });

  it("counts views and clicks per creative from signed tokens, and a forged creative counts nowhere", async () => {
    const served = [];
    for (let i = 0; i < 4; i++) served.push(await decision(`198.51.100.${i + 1}`));
    await new Promise((resolve) => setTimeout(resolve, VIEW_DWELL_MS + 50));
    const list = (await creatives()).creatives;
    const numberOf = (url: string) => (url.endsWith(urlOf(list, 1).replace(/^.*\/media/, "/media")) ? 1 : 2);
    for (const [i, { token }] of served.entries()) {
      const address = `198.51.100.${i + 1}`;
      const view = await t.app.inject({
        method: "POST",
        url: "/serve/v1/view",
        headers: { "content-type": "text/plain", "user-agent": UA },
        remoteAddress: address,
        payload: token,
      });
      expect(view.statusCode).toBe(204);
    }
    const clicked = served.find((entry) => numberOf(entry.url) === 2);
    if (!clicked) throw new Error("creative 2 was never served");
    await t.app.inject({
      method: "GET",
      url: `/serve/v1/click?t=${encodeURIComponent(clicked.token)}`,
      headers: { "user-agent": UA },
      remoteAddress: `198.51.100.${served.indexOf(clicked) + 1}`,
    });
    // The creative's number is signed: a token re-labelled as creative 1 is not authentic.
    const forged = clicked.token.replace(/\.2\.([^.]+)$/, ".$1");
    expect(forged).not.toBe(clicked.token);
    await t.app.inject({
      method: "POST",
      url: "/serve/v1/view",
      headers: { "content-type": "text/plain", "user-agent": UA },
      remoteAddress: "198.51.100.9",
      payload: forged,
    });
    await t.app.delivery.counter.flush();
    const expected = { 1: 0, 2: 0 };
    for (const entry of served) expected[numberOf(entry.url)]++;
    const counted = (await creatives()).creatives;
    expect(counted.map((item: { views: number }) => item.views)).toEqual([expected[1], expected[2]]);
    expect(counted[1]).toMatchObject({ clicks: 1, ctr: Math.round((1 / expected[2]) * 1000) / 10 });
    const [totals] = await selectRows<{ views: number }>(
      db(),
      sql`select coalesce(sum(views), 0)::int as views from daily_stats where ad_id = ${adId}`,
    );
    expect(totals?.views).toBe(4);
    const csv = await as(advertiser, "GET", `/api/ads/${adId}/creatives.csv`);
    expect(csv.body.split("\r\n")[0]).toBe('"Creative","Kind","Status","Views","Clicks","CTR %"');
    expect(csv.body).toContain(`"2","image","active","${expected[2]}","1","${counted[1].ctr}"`);
  });

  it("carries at most three creatives", async () => {
    expect((await upload(advertiser)).statusCode).toBe(201);
    const fourth = await upload(advertiser);
    expect(fourth.statusCode).toBe(409);
    expect((await creatives()).creatives).toHaveLength(3);
  });

  it("pauses and resumes a creative, but never the last one a website shows", async () => {
    const pause = (number: number, status = "paused") =>
      as(advertiser, "PATCH", `/api/ads/${adId}/creatives/${number}`, { status });
    expect((await pause(3)).statusCode).toBe(200);
    expect((await pause(2)).json().creatives[1].status).toBe("paused");
    // Creative 3 waits for review there: pausing 1 would leave the website nothing to show.
    expect((await pause(1)).statusCode).toBe(409);
    await t.app.delivery.cache.settled();
    const first = urlOf((await creatives()).creatives, 1).replace(/^.*\/media/, "/media");
    for (let i = 0; i < 4; i++) expect((await decision()).url.endsWith(first)).toBe(true);
    expect((await pause(2, "active")).statusCode).toBe(200);
    expect((await pause(7)).statusCode).toBe(400);
  });

  it("lets nobody else read, add, pause or rotate the ad's creatives", async () => {
    for (const user of [stranger, owner]) {
      expect((await as(user, "GET", `/api/ads/${adId}/creatives`)).statusCode).toBe(404);
      expect((await upload(user)).statusCode).toBe(404);
      expect((await as(user, "PATCH", `/api/ads/${adId}/creatives/1`, { status: "paused" })).statusCode).toBe(404);
      expect((await as(user, "PUT", `/api/ads/${adId}/creative-rotation`, { rotation: "best_ctr" })).statusCode).toBe(
        404,
      );
    }
    expect((await as(stranger, "GET", `/api/ads/${adId}/creatives.csv`)).statusCode).toBe(404);
    expect((await as(stranger, "GET", `/api/reviews/ads/${adId}/creatives`)).statusCode).toBe(404);
    expect((await as(stranger, "GET", "/api/reviews/creatives")).json().items).toEqual([]);
    expect((await creatives()).rotation).toBe("even");
  });

  it("favours the best click-through once every creative has 1,000 views, exploring one turn in ten", async () => {
    expect(
      (await as(advertiser, "PUT", `/api/ads/${adId}/creative-rotation`, { rotation: "best_ctr" })).statusCode,
    ).toBe(200);
    const setCounts = (number: number, views: number, clicks: number) =>
      db()
        .update(adCreatives)
        .set({ views, clicks })
        .where(and(eq(adCreatives.adId, adId), eq(adCreatives.number, number)));
    // Creative 2 is ahead on CTR but creative 1 is under the floor: still even turns.
    await setCounts(1, CREATIVE_FLOOR_VIEWS - 1, 1);
    await setCounts(2, 5_000, 400);
    await t.app.delivery.cache.reload();
    const list = (await creatives()).creatives;
    const second = urlOf(list, 2).replace(/^.*\/media/, "/media");
    let shownSecond = 0;
    for (let i = 0; i < 20; i++) if ((await decision()).url.endsWith(second)) shownSecond++;
    expect(shownSecond).toBe(10);
    await setCounts(1, 5_000, 50);
    await t.app.delivery.cache.reload();
    shownSecond = 0;
    for (let i = 0; i < 20; i++) if ((await decision()).url.endsWith(second)) shownSecond++;
    expect(shownSecond).toBe(18);
  });

  it("states the rule exactly: even turns, the floor, then the best CTR with one turn in ten exploring", () => {
    const counts = [
      { views: 2_000, clicks: 20 },
      { views: 2_000, clicks: 60 },
      { views: 999, clicks: 0 },
    ];
    expect([0, 1, 2, 3].map((turn) => pickByRule("even", counts, turn))).toEqual([0, 1, 2, 0]);
    expect([0, 1, 2, 3].map((turn) => pickByRule("best_ctr", counts, turn))).toEqual([0, 1, 2, 0]);
    const past = [counts[0], counts[1], { views: 1_000, clicks: 5 }] as typeof counts;
    const picks = Array.from({ length: 30 }, (_, turn) => pickByRule("best_ctr", past, turn));
    expect(picks.filter((pick) => pick === 1)).toHaveLength(27);
    expect([picks[9], picks[19], picks[29]]).toEqual([0, 2, 0]);
  });

  it("rolls old days of a creative up into its month, and a range still reads them (decision 0028)", async () => {
    await db().execute(
      sql`insert into daily_creative_stats (ad_id, number, day, views, clicks) values
          (${adId}, 2, '2025-03-04', 40, 4), (${adId}, 2, '2025-03-20', 60, 6)`,
    );
    const march = `/api/ads/${adId}/creatives?from=2025-03-01&to=2025-03-31`;
    const before = (await as(advertiser, "GET", march)).json().creatives[1];
    expect(before).toMatchObject({ views: 100, clicks: 10, ctr: 10 });
    expect(await rollUpDailyCreativeStats(db(), "2025-04-01")).toBeGreaterThanOrEqual(2);
    expect((await as(advertiser, "GET", march)).json().creatives[1]).toMatchObject({ views: 100, clicks: 10 });
    const [left] = await selectRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from daily_creative_stats where ad_id = ${adId} and day < '2025-04-01'`,
    );
    expect(left?.n).toBe(0);
  });
});

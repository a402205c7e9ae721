import { VIEW_DWELL_MS } from "@placard/shared/delivery";
import { REACH_PAGES_PER_DAY } from "@placard/shared/reach";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "../../db/client.js";
import { ads } from "../../db/schema/campaigns.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createRequestOnNewWebsite, signUpUser } from "../../test/factories.js";
import { signUpOperator } from "../../test/operators.js";
import { rollUpDailyReach } from "../reports/rollup.js";
import { createCounter } from "./counter.js";
import { countryOf, deviceOf, pageOf, reachOf } from "./reach.js";
import { createTokenSigner } from "./tokens.js";
import { type ReachBatch, mergeReach, reachBatchRows, tallyReach, writeReach } from "./reach-store.js";

/** Decision 0059: counted views and clicks by country, device and page, as daily sums only. */
const t = useTestApp();
let owner: TestUser;
let advertiser: TestUser;
let stranger: TestUser;
let adId: string;
let websiteId: string;
let spaceId: string;
let publicId: string;

const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const TABLET =
  "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const GB_V4 = "81.2.69.160";
const DE_V6 = "2a00:1450:4001::1";
const PRIVATE = "10.1.2.3";

beforeAll(async () => {
  owner = await signUpUser(t.app);
  advertiser = await signUpUser(t.app);
  stranger = await signUpUser(t.app);
  const made = await createRequestOnNewWebsite(t.app, {
    owner,
    advertiserId: advertiser.id,
    spaces: [{ placementKey: "sidebar", capacity: 3 }],
    state: "running",
  });
  adId = made.request.adId;
  websiteId = made.website.id;
  const [space] = made.spaces;
  if (!space) throw new Error("no space");
  spaceId = space.id;
  publicId = space.publicId;
  await db().update(ads).set({ businessLink: "https://acme.example.com/menu" }).where(eq(ads.id, adId));
  await t.app.delivery.cache.reload();
});

const db = () => t.app.database.db;
const get = (url: string, user: TestUser) => t.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });

/** The token of the ad a browser at `address` was served. */
async function tokenFor(address: string, userAgent: string) {
  const answer = await t.app.inject({
    method: "GET",
    url: `/serve/v1/spaces?ids=${publicId}`,
    headers: { "user-agent": userAgent },
    remoteAddress: address,
  });
  const served = answer.json().spaces[publicId].ads[0];
  expect(served).toBeDefined();
  return served.token as string;
}

const beacon = (token: string, address: string, userAgent: string, page?: string) =>
  t.app.inject({
    method: "POST",
    url: "/serve/v1/view",
    headers: { "content-type": "text/plain", "user-agent": userAgent },
    remoteAddress: address,
    payload: page === undefined ? token : `${token}\n${page}`,
  });

async function reachRows() {
  await t.app.delivery.counter.flush();
  return selectRows<{ dimension: string; value: string; views: number; clicks: number }>(
    db(),
    sql`select dimension, value, sum(views)::int as views, sum(clicks)::int as clicks from daily_reach
        where ad_id = ${adId} group by dimension, value order by dimension, value`,
  );
}

describe("reach", () => {
  it("tells the country of IPv4 and IPv6 addresses, the device class and the page", () => {
    expect(countryOf(GB_V4)).toBe("GB");
    expect(countryOf(`::ffff:${GB_V4}`)).toBe("GB");
    expect(countryOf(DE_V6)).toBe("DE");
    expect(countryOf(PRIVATE)).toBe("unknown");
    expect(countryOf("::1")).toBe("unknown");
    expect(countryOf("not an address")).toBe("unknown");
    expect([deviceOf(DESKTOP), deviceOf(PHONE), deviceOf(TABLET)]).toEqual(["desktop", "phone", "tablet"]);
    expect(pageOf("/blog/post?id=42#top")).toBe("/blog/post");
    expect(pageOf("/" + "a".repeat(500))).toHaveLength(120);
    expect([pageOf(undefined), pageOf("https://x.example/"), pageOf("/a b")]).toEqual([
      "unknown",
      "unknown",
      "unknown",
    ]);
  });

  it("sums counted views and clicks by country, device and page, and nothing per person", async () => {
    const tokens = {
      gb: await tokenFor(GB_V4, PHONE),
      de: await tokenFor(DE_V6, DESKTOP),
      lan: await tokenFor(PRIVATE, TABLET),
    };
    await new Promise((resolve) => setTimeout(resolve, VIEW_DWELL_MS + 50));
    expect((await beacon(tokens.gb, GB_V4, PHONE, "/blog/one")).statusCode).toBe(204);
    expect((await beacon(tokens.de, DE_V6, DESKTOP, "/blog/one")).statusCode).toBe(204);
    expect((await beacon(tokens.lan, PRIVATE, TABLET)).statusCode).toBe(204);
    // A replay counts nowhere; a click counts with its page from the link.
    expect((await beacon(tokens.gb, GB_V4, PHONE, "/blog/one")).statusCode).toBe(204);
    const click = await t.app.inject({
      method: "GET",
      url: `/serve/v1/click?t=${encodeURIComponent(tokens.de)}&p=${encodeURIComponent("/pricing")}`,
      headers: { "user-agent": DESKTOP },
      remoteAddress: DE_V6,
    });
    expect(click.statusCode).toBe(302);

    expect(await reachRows()).toEqual([
      { dimension: "country", value: "DE", views: 1, clicks: 1 },
      { dimension: "country", value: "GB", views: 1, clicks: 0 },
      { dimension: "country", value: "unknown", views: 1, clicks: 0 },
      { dimension: "device", value: "desktop", views: 1, clicks: 1 },
      { dimension: "device", value: "phone", views: 1, clicks: 0 },
      { dimension: "device", value: "tablet", views: 1, clicks: 0 },
      { dimension: "page", value: "/blog/one", views: 2, clicks: 0 },
      { dimension: "page", value: "/pricing", views: 0, clicks: 1 },
      { dimension: "page", value: "unknown", views: 1, clicks: 0 },
    ]);

    // Aggregates only: no column for an address, a User-Agent, a client or a token.
    const columns = await selectRows<{ table_name: string; column_name: string }>(
      db(),
      sql`select table_name, column_name from information_schema.columns
          where table_name in ('daily_reach', 'monthly_reach') order by table_name, ordinal_position`,
    );
    const of = (table: string) => columns.filter((row) => row.table_name === table).map((row) => row.column_name);
    expect(of("daily_reach")).toEqual(["ad_id", "website_id", "dimension", "value", "views", "clicks", "day"]);
    expect(of("monthly_reach")).toEqual(["ad_id", "website_id", "dimension", "value", "views", "clicks", "month"]);
  });

  it("answers the advertiser and the owner, paged and as CSV, and nobody else", async () => {
    const first = await get(`/api/ads/${adId}/reach?dimension=country&limit=2`, advertiser);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items).toHaveLength(2);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const page2 = (
      await get(`/api/ads/${adId}/reach?dimension=country&limit=2&cursor=${page1.nextCursor}`, advertiser)
    ).json();
    expect([...page1.items, ...page2.items].map((row: { value: string }) => row.value).sort()).toEqual([
      "DE",
      "GB",
      "unknown",
    ]);
    expect(page2.nextCursor).toBeNull();

    const site = (await get(`/api/websites/${websiteId}/reach?dimension=device`, owner)).json();
    expect(site.items[0]).toEqual({ value: "desktop", views: 1, clicks: 1 });
    const csv = await get(`/api/websites/${websiteId}/reach.csv?dimension=page`, owner);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body.trim().split("\r\n")).toEqual([
      '"Page","Views","Clicks"',
      '"/blog/one","2","0"',
      '"unknown","1","0"',
      '"/pricing","0","1"',
    ]);
    // The range of the reports: nothing before today.
    const old = (await get(`/api/ads/${adId}/reach?dimension=page&to=2020-01-01`, advertiser)).json();
    expect(old.items).toEqual([]);

    // The operator's overview: the period's top countries, across every ad.
    const operator = await signUpOperator(t.app);
    const overview = (await get("/api/admin/overview", operator)).json();
    expect(overview.topCountries.map((row: { value: string }) => row.value).sort()).toEqual(["DE", "GB", "unknown"]);

    expect((await get(`/api/ads/${adId}/reach?dimension=country`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/ads/${adId}/reach.csv?dimension=country`, owner)).statusCode).toBe(404);
    expect((await get(`/api/websites/${websiteId}/reach?dimension=page`, advertiser)).statusCode).toBe(404);
    expect((await get(`/api/ads/${adId}/reach?dimension=ip`, advertiser)).statusCode).toBe(400);
    expect((await get(`/api/ads/${adId}/reach?dimension=page&cursor=nope!`, advertiser)).statusCode).toBe(400);
  });

  it("adds a token's reach only when the database says it is new (a row a token, as on PostgreSQL)", async () => {
    const signer = createTokenSigner("another-secret-another-secret-0123456789");
    const client = {
      tag: signer.clientTag(GB_V4, TABLET),
      address: signer.addressTag(GB_V4),
      isBot: false,
      reach: reachOf(GB_V4, TABLET, "/reach/rows"),
    };
    const now = Date.now();
    const claims = signer.verify(signer.issue(adId, spaceId, client.tag, now - VIEW_DWELL_MS), now);
    if (!claims) throw new Error("no claims");
    const page = async () =>
      (await reachRows()).find((row) => row.dimension === "page" && row.value === "/reach/rows")?.views;
    const first = createCounter(db(), { packed: false });
    expect(first.count("views", claims, () => client, now)).toBe("counted");
    await first.flush();
    expect(await page()).toBe(1);
    // Another server on the same database gets the same token: refused at its flush, no reach.
    const second = createCounter(db(), { packed: false });
    second.count("views", claims, () => client, now);
    await second.flush();
    expect(await page()).toBe(1);
  });

  it("adds up places that name the same ad, space and day: creatives, and a batch put back after a failed flush", async () => {
    const day = "2025-02-03";
    const batch: ReachBatch = new Map();
    const firstCreative = { adId, spaceId, day };
    const secondCreative = { adId, spaceId, day };
    tallyReach(batch, firstCreative, "views", { country: "RW", device: "phone", page: "/same/day" });
    tallyReach(batch, firstCreative, "views", { country: "RW", device: "desktop", page: "/same/day" });
    tallyReach(batch, secondCreative, "clicks", { country: "RW", device: "phone", page: "/same/day" });
    tallyReach(batch, secondCreative, "views", undefined); // not counted: no reach
    // A failed flush's batch goes back into the next one, beside that one's own places.
    const next: ReachBatch = new Map();
    tallyReach(next, { adId, spaceId, day }, "views", { country: "KE", device: "phone", page: "/same/day" });
    mergeReach(next, batch);
    mergeReach(next, new Map()); // merging nothing changes nothing
    const rows = reachBatchRows(next);
    expect(rows.filter((row) => row.dimension === "country" && row.value === "RW")).toHaveLength(2);
    await db().transaction((tx) => writeReach(tx, rows, () => true));
    const written = await selectRows<{ dimension: string; value: string; views: number; clicks: number }>(
      db(),
      sql`select dimension, value, views, clicks from daily_reach
          where ad_id = ${adId} and day = ${day} order by dimension, value`,
    );
    expect(written).toEqual([
      { dimension: "country", value: "KE", views: 1, clicks: 0 },
      { dimension: "country", value: "RW", views: 2, clicks: 1 },
      { dimension: "device", value: "desktop", views: 1, clicks: 0 },
      { dimension: "device", value: "phone", views: 2, clicks: 1 },
      { dimension: "page", value: "/same/day", views: 3, clicks: 1 },
    ]);
    // The batch put back is unchanged by the merge (a second failure puts back the same counts).
    expect(reachBatchRows(batch).reduce((sum, row) => sum + row.views + row.clicks, 0)).toBe(9);
  });

  it("keeps a capped number of pages per website and day, the rest as 'other'", async () => {
    const day = "2025-01-15";
    const rows = Array.from({ length: REACH_PAGES_PER_DAY + 5 }, (_, index) => ({
      adId,
      spaceId,
      day,
      dimension: "page" as const,
      value: `/invented/${index}`,
      views: 1,
      clicks: 0,
    }));
    await db().transaction((tx) => writeReach(tx, rows, () => true));
    await db().transaction((tx) =>
      writeReach(tx, [{ adId, spaceId, day, dimension: "page", value: "/later", views: 1, clicks: 0 }], () => true),
    );
    const kept = await selectRows<{ pages: number; other: number }>(
      db(),
      sql`select count(*)::int as pages, coalesce(sum(views) filter (where value = 'other'), 0)::int as other
          from daily_reach where website_id = ${websiteId} and dimension = 'page' and day = ${day}`,
    );
    expect(kept[0]).toEqual({ pages: REACH_PAGES_PER_DAY + 1, other: 6 });
  });

  it("rolls old days up into months", async () => {
    const before = await selectRows<{ views: number }>(
      db(),
      sql`select sum(views)::int as views from daily_reach where ad_id = ${adId} and dimension = 'page' and day < '2025-02-01'`,
    );
    expect(await rollUpDailyReach(db(), "2025-02-01")).toBeGreaterThan(0);
    const months = await selectRows<{ month: string; views: number; pages: number }>(
      db(),
      sql`select month::text, sum(views)::int as views, count(*)::int as pages from monthly_reach
          where ad_id = ${adId} and dimension = 'page' group by month`,
    );
    expect(months).toEqual([{ month: "2025-01-01", views: before[0]?.views, pages: REACH_PAGES_PER_DAY + 1 }]);
    const left = await selectRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from daily_reach where day < '2025-02-01'`,
    );
    expect(left[0]?.n).toBe(0);
    // The breakdown reads the rolled-up month for a range that touches it.
    const january = (
      await get(`/api/ads/${adId}/reach?dimension=page&from=2025-01-20&to=2025-01-31&limit=1`, advertiser)
    ).json();
    expect(january.items).toEqual([{ value: "other", views: 6, clicks: 0 }]);
  });
});

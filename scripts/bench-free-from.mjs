#!/usr/bin/env node
// `npm run bench:free-from`: what the marketplace's "Free from" date costs (decision 0025).
// Seeds 10,000 spaces on 1,000 websites in SQL, each space with one paid booking running for
// 29 more days; the spaces of websites 1–500 have one slot (full today), the others two.
// Then, with the built server's own functions, it times the space list of a page of 20
// websites (200 spaces) with every space full (each gets a "Free from" date) and with none
// full (the list as before: no extra query), and prints PostgreSQL's plan for the one extra
// query over the full spaces' holders. On PGlite by default; on PostgreSQL with DATABASE_URL
// (a fresh database is created there and dropped). BENCH_SPACES=… changes the size.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale } from "./lib/build-if-stale.mjs";
import { openFreshDatabase } from "./lib/fresh-database.mjs";
import { ROOT } from "./lib/placard-process.mjs";

const SPACES = Number(process.env.BENCH_SPACES ?? 10_000);
const PAGE_WEBSITES = 20;
const RUNS = 30;
const print = (line = "") => process.stdout.write(`${line}\n`);
const dist = (file) => import(pathToFileURL(path.join(ROOT, "apps/server/dist", file)).href);

buildIfStale();
const { openDatabase } = await dist("db/client.js");
const { runMigrations } = await dist("db/migrate.js");
const { listMarketplaceSpaces } = await dist("modules/marketplace/queries.js");
const { toPublicSpaces } = await dist("modules/marketplace/service.js");
const { spaceIntervals } = await dist("modules/spaces/windows.js");
const { listCheapestSpaces } = await dist("modules/marketplace/cheapest.js");

async function seed(query) {
  const websites = Math.ceil(SPACES / 10);
  const ads = websites;
  await query(
    `insert into users (id, name, first_name, last_name, email, email_verified, created_at, updated_at)
     select 'u' || g, 'User ' || g, 'User', g::text, 'u' || g || '@bench.test', true, now(), now()
     from generate_series(1, $1::int) g`,
    [websites + ads],
  );
  await query(
    `insert into websites (id, owner_id, name, url, status, verification_token, created_at, updated_at)
     select 'w' || g, 'u' || g, 'Site ' || g, 'https://site' || g || '.bench.test', 'verified', 'token' || g, now(), now()
     from generate_series(1, $1::int) g`,
    [websites],
  );
  // Websites 1..websites/2: one slot per space (full today); the rest: two.
  await query(
    `insert into spaces (id, website_id, public_id, placement_key, name, description, price_cents, capacity,
                         instructions, tier, visitor_min, visitor_max, default_language)
     select 's' || g, 'w' || ((g - 1) / 10 + 1), 'ps' || g,
            (array['sidebar', 'bottom', 'overlay', 'aboveTheFold', 'beneathTitle', 'floating', 'HeaderPic',
                   'inFeed', 'inlineContent', 'leftRail'])[(g - 1) % 10 + 1], 'Space ' || g, '', 1000,
            case when (g - 1) / 10 + 1 <= $2::int then 1 else 2 end, '', 'bronze', 0, 5000, 'english'
     from generate_series(1, $1::int) g`,
    [SPACES, websites / 2],
  );
  await query(
    `insert into ads (id, advertiser_id, status, business_name, business_link, business_location, description,
                      submitted_at, created_at, updated_at)
     select 'a' || g, 'u' || ($2::int + g), 'submitted', 'Business ' || g, 'https://business' || g || '.bench.test',
            'Nairobi', 'An ad', now(), now(), now()
     from generate_series(1, $1::int) g`,
    [ads, websites],
  );
  // Space g: booked by ad (g-1)/10+1... one request per ad and website: ad k books website k's ten spaces.
  await query(
    `insert into placement_requests (id, ad_id, website_id, review_status, payment_status, starts_at, ends_at,
                                     created_at, updated_at)
     select 'r' || g, 'a' || g, 'w' || g, 'approved', 'paid',
            now() - interval '1 day', now() + interval '29 days', now() - interval '1 day', now()
     from generate_series(1, $1::int) g`,
    [websites],
  );
  await query(
    `insert into placement_request_spaces (request_id, space_id)
     select 'r' || ((g - 1) / 10 + 1), 's' || g from generate_series(1, $1::int) g`,
    [SPACES],
  );
  await query("analyze");
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timeList(db, websiteIds) {
  const times = [];
  const listing = [];
  let spaces = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const rows = await listMarketplaceSpaces(db, websiteIds);
    listing.push(performance.now() - started);
    spaces = await toPublicSpaces(db, rows);
    times.push(performance.now() - started);
  }
  return { ms: median(times), listMs: median(listing), spaces };
}

const kind = process.env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite";
const fresh = await openFreshDatabase(openDatabase, { prefix: "placard_bench" });
try {
  await runMigrations(fresh.database);
  await seed(fresh.query);
  const db = fresh.database.db;
  const page = (first) => Array.from({ length: PAGE_WEBSITES }, (_, i) => `w${first + i}`);
  // Warm up both paths once.
  await timeList(db, page(1));
  const full = await timeList(db, page(1));
  const free = await timeList(db, page(Math.ceil(SPACES / 10) / 2 + 1));
  print(`${SPACES.toLocaleString("en")} spaces on ${kind}; a page of ${PAGE_WEBSITES} websites, median of ${RUNS}:`);
  print(
    `  all ${full.spaces.length} spaces full today: ${full.ms.toFixed(1)} ms ` +
      `(${full.spaces.filter((s) => s.freeFrom).length} with a Free from date, e.g. ${full.spaces[0]?.freeFrom}); ` +
      `the list query ${full.listMs.toFixed(1)} ms`,
  );
  print(`  none full (no extra query):  ${free.ms.toFixed(1)} ms; the list query ${free.listMs.toFixed(1)} ms`);
  const lookups = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await spaceIntervals(
      db,
      full.spaces.map((s) => s.id),
      { now: new Date(), known: full.spaces },
    );
    lookups.push(performance.now() - started);
  }
  print(`  of which the holders lookup (spaceIntervals, 200 ids): ${median(lookups).toFixed(1)} ms`);
  // The one extra query (modules/spaces/windows.ts spaceIntervals), over the page's full spaces.
  const ids = full.spaces.map((s) => `'${s.id}'`).join(", ");
  const plan = await fresh.query(
    `explain (analyze, costs off, timing off, summary on)
     select prs.space_id, pr.payment_status, pr.starts_at, pr.ends_at, pr.hold_expires_at, pr.holds_from
     from placement_request_spaces prs join placement_requests pr on pr.id = prs.request_id
     where prs.space_id in (${ids}) and (pr.review_status = 'approved' and (
       (pr.payment_status = 'paid' and pr.ends_at > now())
       or (pr.payment_status = 'unpaid' and pr.hold_expires_at > now())))`,
  );
  print("Plan of the holders query for the full spaces:");
  for (const row of plan.rows) print(`  ${row["QUERY PLAN"]}`);

  // The marketplace's cheapest reach (decision 0050): nine spaces in ten measured, ranked by
  // the generated price per 1,000 views; the first page and one 5,000 spaces deep.
  await fresh.query(
    `update spaces set measured_views_tenths = (substr(id, 2)::int * 37) % 5000 + 1 where substr(id, 2)::int % 10 <> 0`,
  );
  await fresh.query("analyze spaces");
  const cheapestTimes = async (cursor) => {
    const times = [];
    let answer;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      answer = await listCheapestSpaces(db, "u1", { cursor, limit: 20 });
      times.push(performance.now() - started);
    }
    return { ms: median(times), answer };
  };
  const firstPage = await cheapestTimes(undefined);
  let deep = firstPage.answer;
  for (let pageNo = 1; pageNo < 250 && deep.nextCursor; pageNo += 1)
    deep = await listCheapestSpaces(db, "u1", { cursor: deep.nextCursor, limit: 20 });
  const deepPage = await cheapestTimes(deep.nextCursor ?? undefined);
  print(
    `Cheapest reach across the marketplace (GET /api/marketplace/cheapest-spaces, 20 a page), median of ${RUNS}: ` +
      `first page ${firstPage.ms.toFixed(1)} ms, the page 5,000 spaces deep ${deepPage.ms.toFixed(1)} ms`,
  );
  const cheapestPlan = await fresh.query(
    `explain (analyze, costs off, timing off, summary on)
     select s.id, s.price_per_thousand_views_cents from spaces s join websites w on w.id = s.website_id
     where s.price_per_thousand_views_cents is not null and w.owner_id <> 'u1'
       and (s.price_per_thousand_views_cents, s.id) > (200, 's1')
     order by s.price_per_thousand_views_cents, s.id limit 21`,
  );
  print("Plan of the cheapest-reach page after a cursor:");
  for (const row of cheapestPlan.rows) print(`  ${row["QUERY PLAN"]}`);
} finally {
  await fresh.drop();
}

#!/usr/bin/env node
// `npm run bench:data`: what every list, report and balance endpoint costs a busy and a small
// account as the platform grows (issue #19). For 10^4, 10^5 and 10^6 rows per growing table
// it seeds a fresh PostgreSQL database in SQL (apps/server/src/bench/scale-seed.ts: the busy
// account owns a tenth of the websites and ads, the small one a website with 3 spaces and one
// ad), runs the built app in this process, and times each endpoint's first page (median of 5
// calls through app.inject) with its size in bytes; then prints how each grows from the
// smallest size to the largest. Needs DATABASE_URL (the local PostgreSQL, e.g.
// postgres://postgres@127.0.0.1:5432/postgres): a database is created per size and dropped.
// BENCH_SIZES=10000,100000 picks other sizes. BENCH_KEEP=1 keeps each database and prints its
// name and the two accounts' cookies (to EXPLAIN ANALYZE a slow endpoint's statements by hand).
// Then the list shape of #29.5 (decision 0047): an advertiser whose 50 ads each run on 1,000
// spaces, with 10^6 daily stats rows (BENCH_WIDE_STATS), against its targets: GET /api/ads' first
// page at most 100 KiB and under 50 ms; with the plans of an ad's paged websites at 10,000 rows.
// BENCH_ONLY=lists runs only that shape; BENCH_ONLY=reach only the reach breakdowns (decision 0059:
// country, device and page, per ad and per website) at BENCH_SIZES, with their plans.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale } from "./lib/build-if-stale.mjs";
import { explainReach } from "./bench/data-reach.mjs";
import { withoutTriggers } from "./bench/data-seed.mjs";
import { openFreshDatabase } from "./lib/fresh-database.mjs";
import { ROOT } from "./lib/placard-process.mjs";

const ONLY = process.env.BENCH_ONLY;
const SIZES = ONLY === "lists" ? [] : (process.env.BENCH_SIZES ?? "10000,100000,1000000").split(",").map(Number);
const CALLS = 5;
const ORIGIN = "http://localhost:3000";
const print = (line = "") => process.stdout.write(`${line}\n`);
const dist = (file) => import(pathToFileURL(path.join(ROOT, "apps/server/dist", file)).href);

if (!process.env.DATABASE_URL) {
  print("bench:data needs PostgreSQL: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:data");
  process.exit(1);
}

buildIfStale();
const { openDatabase } = await dist("db/client.js");
const { runMigrations } = await dist("db/migrate.js");
const { parseConfig } = await dist("config/config.js");
const { buildApp } = await dist("app.js");
const { seedScale, SUBJECT } = await dist("bench/scale-seed.js");
const { seedWideAds, WIDE } = await dist("bench/wide-ads-seed.js");

const ENDPOINTS = [
  ["GET /api/wallet", () => "/api/wallet"],
  ["GET /api/wallet/transactions", () => "/api/wallet/transactions"],
  ["GET /api/wallet/transactions/totals", () => "/api/wallet/transactions/totals"],
  ["GET /api/wallet/earnings", () => "/api/wallet/earnings"],
  ["GET /api/wallet/earnings/totals", () => "/api/wallet/earnings/totals"],
  ["GET /api/wallet/earnings/payments", () => "/api/wallet/earnings/payments"],
  ["GET /api/ads", () => "/api/ads"],
  ["GET /api/ads/totals", () => "/api/ads/totals"],
  ["GET /api/websites", () => "/api/websites"],
  ["GET /api/websites/totals", () => "/api/websites/totals"],
  ["website stats", (account) => `/api/websites/${account.websiteId}/stats`],
  ["ad stats", (account) => `/api/ads/${account.adId}/stats`],
  // Reach (decision 0059): each breakdown's first page, per ad and per website.
  ...["country", "device", "page"].flatMap((dimension) => [
    [`ad reach by ${dimension}`, (account) => `/api/ads/${account.adId}/reach?dimension=${dimension}`],
    [`website reach by ${dimension}`, (account) => `/api/websites/${account.websiteId}/reach?dimension=${dimension}`],
  ]),
  ["GET /api/reviews/pending", () => "/api/reviews/pending"],
  ["GET /api/notifications", () => "/api/notifications"],
  ["GET /api/support/messages", () => "/api/support/messages"],
  ["GET /api/referrals", () => "/api/referrals"],
  ["GET /api/marketplace/websites", () => "/api/marketplace/websites"],
];

const MEASURED = ONLY === "reach" ? ENDPOINTS.filter(([label]) => label.includes(" reach by ")) : ENDPOINTS;

async function signUp(app, email) {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: { origin: ORIGIN },
    payload: { firstName: "Bench", lastName: "User", email, password: "correct horse battery" },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  return { id: response.json().user.id, cookie };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(app, cookie, url) {
  const times = [];
  let bytes = 0;
  for (let call = 0; call < CALLS; call++) {
    const started = performance.now();
    const response = await app.inject({ method: "GET", url, headers: { cookie } });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    bytes = response.rawPayload.length;
  }
  return { ms: median(times), bytes };
}

/** The built app on a fresh database (migrated), with its data directory; `close()` drops both. */
async function freshApp() {
  const fresh = await openFreshDatabase(openDatabase, { prefix: "placard_bench_data", max: 5 });
  const dataDir = mkdtempSync(path.join(tmpdir(), "placard-bench-data-"));
  await runMigrations(fresh.database);
  const parsed = parseConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    AUTH_RATE_LIMIT: "100000",
    DATA_DIR: dataDir,
  });
  if (!parsed.ok) throw new Error(parsed.message);
  const app = await buildApp({
    config: parsed.config,
    database: fresh.database,
    authSecret: "bench-secret-bench-secret-bench-secret-01",
    mailer: { kind: "log", send: async () => {} },
    logger: false,
  });
  await app.ready();
  return {
    app,
    fresh,
    async close() {
      await app.close();
      await fresh.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The list shape of #29.5: GET /api/ads for an advertiser whose ads run on 1,000 spaces each,
 * the ad's own page, its paged websites (and the next page of an ad on 10,000 websites), and
 * the plans of the statements that read them.
 */
async function benchListShape() {
  const statsRows = Number(process.env.BENCH_WIDE_STATS ?? 1_000_000);
  const { app, fresh, close } = await freshApp();
  try {
    const advertiser = await signUp(app, "wide@bench.test");
    const seededAt = performance.now();
    await withoutTriggers(fresh, (client) => seedWideAds(client, { advertiserId: advertiser.id, statsRows }));
    const seedSeconds = (performance.now() - seededAt) / 1000;
    const { cookie } = advertiser;
    const first = await app.inject({ url: `/api/ads/${WIDE.hugeAdId}/websites`, headers: { cookie } });
    const next = `/api/ads/${WIDE.hugeAdId}/websites?cursor=${first.json().nextCursor}`;
    const urls = [
      ["GET /api/ads (50 ads × 1,000 spaces)", "/api/ads", "≤ 100 KiB, < 50 ms"],
      ["GET /api/ads/{adId}", `/api/ads/${WIDE.adId}`, ""],
      ["GET /api/ads/{adId}/websites (100 websites)", `/api/ads/${WIDE.adId}/websites`, ""],
      ["GET /api/ads/{adId}/websites, 2nd page of 10,000", next, ""],
    ];
    for (const [, url] of urls) await measure(app, cookie, url); // warm-up
    const rows = [];
    for (const [label, url, target] of urls) rows.push([label, await measure(app, cookie, url), target]);

    const explain = async (text, values) =>
      (await fresh.query(`explain (analyze, buffers, costs off) ${text}`, values)).rows.map((row) => row["QUERY PLAN"]);
    const { rows: at } = await fresh.query(
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id
       from placement_requests where ad_id = $1 order by created_at desc, id desc offset 49 limit 1`,
      [WIDE.hugeAdId],
    );
    const ids = Array.from({ length: 50 }, (_, index) => `wa${index + 1}`);
    const plans = [
      [
        "an ad's websites after a cursor (10,000 requests on the ad)",
        await explain(
          `select pr.*, w.name, w.url from placement_requests pr join websites w on w.id = pr.website_id
           where pr.ad_id = $1 and (pr.created_at, pr.id) < ($2::timestamptz, $3)
           order by pr.created_at desc, pr.id desc limit 51`,
          [WIDE.hugeAdId, at[0].at, at[0].id],
        ),
      ],
      [
        "a page of ads' websites and spaces per state (50 ads × 100 requests × 10 spaces; spaces_count, migration 0038)",
        await explain(
          `select pr.ad_id, pr.review_status, count(*)::int, coalesce(sum(pr.spaces_count), 0)::int
           from placement_requests pr
           where pr.ad_id = any($1::text[]) group by 1, 2`,
          [`{${ids.join(",")}}`],
        ),
      ],
      [
        "a page of ads' lifetime views and clicks (sumStatsOfAds: one ad_stat_totals row per ad, migration 0033)",
        await explain(`select ad_id, views, clicks from ad_stat_totals where ad_id = any($1::text[])`, [
          `{${ids.join(",")}}`,
        ]),
      ],
    ];
    return { statsRows, seedSeconds, rows, plans };
  } finally {
    await close();
  }
}

const results = new Map(); // size → account → endpoint → { ms, bytes }
const reachPlans = new Map(); // size → [label, plan lines]
for (const size of SIZES) {
  const { app, fresh, close } = await freshApp();
  try {
    const busy = await signUp(app, "busy@bench.test");
    const small = await signUp(app, "small@bench.test");
    const seededAt = performance.now();
    await withoutTriggers(fresh, (client) =>
      seedScale(client, { rows: size, subjectId: small.id, busyId: busy.id, subjectPayments: 60 }),
    );
    const seedSeconds = (performance.now() - seededAt) / 1000;
    const { rows } = await fresh.database.driver.pool.query(
      "select (select id from websites where owner_id = $1 limit 1) as website, (select id from ads where advertiser_id = $1 limit 1) as ad",
      [busy.id],
    );
    const accounts = {
      busy: { ...busy, websiteId: rows[0].website, adId: rows[0].ad },
      small: { ...small, websiteId: SUBJECT.websiteId, adId: SUBJECT.adId },
    };
    const bySize = {};
    for (const [name, account] of Object.entries(accounts)) {
      bySize[name] = {};
      // One warm-up call each, so the first measured call does not pay for plan caching.
      for (const [, url] of MEASURED) await measure(app, account.cookie, url(account)).catch(() => {});
      for (const [label, url] of MEASURED) bySize[name][label] = await measure(app, account.cookie, url(account));
    }
    results.set(size, bySize);
    if (ONLY === "reach") reachPlans.set(size, await explainReach(fresh, accounts.busy));
    if (process.env.BENCH_KEEP) {
      print(`kept database ${fresh.name}: ${JSON.stringify({ busy: accounts.busy, small: accounts.small })}`);
    }
    print(`${size.toLocaleString("en-US")} rows per growing table: seeded in ${seedSeconds.toFixed(0)} s`);
  } finally {
    await close();
  }
}

const wide = ONLY === "reach" ? undefined : await benchListShape();

const kb = (bytes) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);
print();
print(`Median of ${CALLS} calls (first page), in-process through app.inject, PostgreSQL`);
for (const account of SIZES.length > 0 ? ["busy", "small"] : []) {
  print();
  print(`**${account} account**`);
  print();
  const header = SIZES.map((size) => `${size.toLocaleString("en-US")} rows`);
  print(`| endpoint | ${header.join(" | ")} | × time, smallest → largest |`);
  print(`| --- | ${SIZES.map(() => "---").join(" | ")} | --- |`);
  for (const [label] of MEASURED) {
    const cells = SIZES.map((size) => {
      const cell = results.get(size)[account][label];
      return `${cell.ms.toFixed(1)} ms, ${kb(cell.bytes)}`;
    });
    const first = results.get(SIZES[0])[account][label].ms;
    const last = results.get(SIZES.at(-1))[account][label].ms;
    print(`| ${label} | ${cells.join(" | ")} | ${(last / first).toFixed(2)}× |`);
  }
}

for (const [size, plans] of reachPlans) {
  for (const [label, plan] of plans) {
    print();
    print(`EXPLAIN (ANALYZE, BUFFERS) at ${size.toLocaleString("en-US")} rows, ${label}:`);
    for (const line of plan) print(`    ${line}`);
  }
}
if (!wide) process.exit(0);
print();
print(
  `**list shape** (decision 0047): 50 ads × 1,000 spaces, ${wide.statsRows.toLocaleString("en-US")} daily stats rows, seeded in ${wide.seedSeconds.toFixed(0)} s`,
);
print();
print("| endpoint | time, size | target |");
print("| --- | --- | --- |");
for (const [label, cell, target] of wide.rows) {
  print(`| ${label} | ${cell.ms.toFixed(1)} ms, ${kb(cell.bytes)} | ${target} |`);
}
for (const [label, plan] of wide.plans) {
  print();
  print(`EXPLAIN (ANALYZE, BUFFERS) ${label}:`);
  for (const line of plan) print(`    ${line}`);
}

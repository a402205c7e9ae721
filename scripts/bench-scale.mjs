#!/usr/bin/env node
// `npm run bench:scale`: what one delivery-cache rebuild costs as the marketplace grows.
// For 1,000, 10,000 and 100,000 spaces, each with a paid, running booking, it seeds a fresh
// database in SQL (generate_series), then times the built server's cache rebuild (the work
// any write under /api/websites, /api/spaces, /api/reviews, /api/payments or /api/ads
// triggers today, decision 0010) and prints how it grows with size. On the embedded
// database (PGlite, in this process) by default; on PostgreSQL with DATABASE_URL (a fresh
// database is created there and dropped). BENCH_SIZES=1000,10000 picks other sizes.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale } from "./lib/build-if-stale.mjs";
import { ROOT } from "./lib/placard-process.mjs";

const SIZES = (process.env.BENCH_SIZES ?? "1000,10000,100000").split(",").map(Number);
const RUNS = 3;
const print = (line = "") => process.stdout.write(`${line}\n`);
const dist = (file) => import(pathToFileURL(path.join(ROOT, "apps/server/dist", file)).href);

buildIfStale();
const { openDatabase } = await dist("db/client.js");
const { runMigrations } = await dist("db/migrate.js");
const { createDeliveryCache } = await dist("modules/delivery/cache.js");

/** `spaces` spaces on spaces/10 websites, each space with one approved, paid, running booking. */
async function seed(query, spaces) {
  const websites = Math.max(1, Math.ceil(spaces / 10));
  const ads = Math.max(10, Math.ceil(spaces / 10));
  const users = websites + ads;
  await query(
    `insert into users (id, name, first_name, last_name, email, email_verified, created_at, updated_at)
     select 'u' || g, 'User ' || g, 'User', g::text, 'u' || g || '@bench.test', true, now(), now()
     from generate_series(1, $1::int) g`,
    [users],
  );
  await query(
    `insert into websites (id, owner_id, name, url, status, verification_token, created_at, updated_at)
     select 'w' || g, 'u' || g, 'Site ' || g, 'https://site' || g || '.bench.test', 'verified', 'token' || g, now(), now()
     from generate_series(1, $1::int) g`,
    [websites],
  );
  await query(
    `insert into spaces (id, website_id, public_id, placement_key, name, description, price_cents, capacity,
                         instructions, tier, visitor_min, visitor_max, default_language)
     select 's' || g, 'w' || ((g - 1) / 10 + 1), 'ps' || g, 'sidebar', 'Space ' || g, '', 1000, 2, '', 'bronze',
            0, 5000, 'english'
     from generate_series(1, $1::int) g`,
    [spaces],
  );
  await query(
    `insert into ads (id, advertiser_id, status, business_name, business_link, business_location, description,
                      submitted_at, created_at, updated_at)
     select 'a' || g, 'u' || ($2::int + g), 'submitted', 'Business ' || g, 'https://business' || g || '.bench.test',
            'Nairobi', 'An ad', now(), now(), now()
     from generate_series(1, $1::int) g`,
    [ads, websites],
  );
  // Space g: on website (g-1)/10+1, booked by ad (g-1) % ads + 1 (one request per ad and website).
  await query(
    `insert into placement_requests (id, ad_id, website_id, review_status, payment_status, starts_at, ends_at,
                                     created_at, updated_at)
     select 'r' || g, 'a' || ((g - 1) % $2::int + 1), 'w' || ((g - 1) / 10 + 1), 'approved', 'paid',
            now() - interval '1 day', now() + interval '29 days', now() - interval '1 day', now()
     from generate_series(1, $1::int) g`,
    [spaces, ads],
  );
  await query(
    `insert into placement_request_spaces (request_id, space_id)
     select 'r' || g, 's' || g from generate_series(1, $1::int) g`,
    [spaces],
  );
  await query("analyze");
}

async function openFresh() {
  if (process.env.DATABASE_URL) {
    const base = process.env.DATABASE_URL;
    const name = `placard_bench_${Date.now().toString(36)}`;
    const admin = await openDatabase({ kind: "postgres", url: base, max: 1 });
    await admin.driver.pool.query(`create database ${name}`);
    await admin.close();
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: "postgres", url: url.toString() });
    return {
      database,
      query: (text, values) => database.driver.pool.query(text, values),
      async drop() {
        await database.close();
        const cleanup = await openDatabase({ kind: "postgres", url: base, max: 1 });
        await cleanup.driver.pool.query(`drop database if exists ${name} with (force)`);
        await cleanup.close();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), "placard-bench-scale-"));
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dir, "db") });
  return {
    database,
    query: (text, values) => database.driver.client.query(text, values),
    async drop() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kind = process.env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite";
print(`Delivery cache: one full rebuild (median of ${RUNS}) on ${kind}, every space with a running booking`);
print();
print("| spaces  | seed s | rebuild ms | per 1,000 spaces | × previous size | × previous time |");
print("| ------- | ------ | ---------- | ---------------- | --------------- | --------------- |");
let previous;
for (const size of SIZES) {
  const fresh = await openFresh();
  try {
    await runMigrations(fresh.database);
    const seededAt = performance.now();
    await seed(fresh.query, size);
    const seedSeconds = (performance.now() - seededAt) / 1000;
    const cache = createDeliveryCache({
      db: fresh.database.db,
      publicUrl: "http://localhost:3000",
      log: { error: (obj, msg) => print(`cache error: ${msg} ${obj?.err?.message ?? ""}`) },
    });
    const times = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      await cache.reload();
      times.push(performance.now() - started);
    }
    const served = cache.space(`ps${size}`);
    if (!served || served.bookings.length !== 1)
      throw new Error(`the rebuild did not load space ps${size} and its booking`);
    const ms = median(times);
    const sizeRatio = previous ? `${(size / previous.size).toFixed(0)}×` : "";
    const timeRatio = previous ? `${(ms / previous.ms).toFixed(1)}×` : "";
    print(
      `| ${String(size).padEnd(7)} | ${seedSeconds.toFixed(1).padStart(6)} | ${ms.toFixed(0).padStart(10)} | ${((ms / size) * 1000).toFixed(1).padStart(13)} ms | ${sizeRatio.padStart(15)} | ${timeRatio.padStart(15)} |`,
    );
    previous = { size, ms };
  } finally {
    await fresh.drop();
  }
}
print();
print("A rebuild that grows with the whole marketplace runs on every write; item 3 of issue 14");
print("asks for a write to cost only what it touched.");

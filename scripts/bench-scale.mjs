#!/usr/bin/env node
// `npm run bench:scale`: what delivery costs as the marketplace grows (decision 0019).
// For 1,000, 10,000 and 100,000 spaces, each with a paid, running booking, it seeds a fresh
// database in SQL (generate_series), then times with the built server's delivery cache:
// one full rebuild (startup only) and one targeted update (what a write that touched one
// space or one booking costs now). On the embedded database it then starts Placard on that
// database (`npm start`, scripts/lib) and measures the decision's latency with autocannon,
// first quiet, then while a steady 10 writes/s (an owner changing a space's capacity) run.
// On PGlite by default; on PostgreSQL with DATABASE_URL (a fresh database is created there
// and dropped; the server part runs on PGlite only). BENCH_SIZES=1000,10000 picks sizes.
import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { buildIfStale } from "./lib/build-if-stale.mjs";
import { openFreshDatabase } from "./lib/fresh-database.mjs";
import { freePort, ROOT, sleep, startPlacard } from "./lib/placard-process.mjs";

const SIZES = (process.env.BENCH_SIZES ?? "1000,10000,100000").split(",").map(Number);
const RUNS = 3;
const TARGETED_RUNS = 30;
const LOAD_SECONDS = 6;
const WRITES_PER_SECOND = 10;
const CONNECTIONS = 10;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
// A 1×1 PNG: the bench owner's website logo.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
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
     select 's' || g, 'w' || ((g - 1) / 10 + 1), 'ps' || g,
            -- ten spaces a website, each on a placement of its own (unique per website, #15.10)
            (array['sidebar', 'aboveTheFold', 'beneathTitle', 'bottom', 'floating', 'HeaderPic', 'inFeed',
                   'inlineContent', 'leftRail', 'rightRail'])[(g - 1) % 10 + 1], 'Space ' || g, '', 1000, 2, '', 'bronze',
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const kind = process.env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite";
const withServer = !process.env.DATABASE_URL;

/** An API client that keeps its session cookie and sends Placard's own Origin, as a browser does. */
function apiClient(baseUrl) {
  const cookies = new Map();
  return async (method, pathname, body, expected = 200) => {
    const headers = { origin: baseUrl, cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") };
    const isJson = body !== undefined && !(body instanceof FormData);
    if (isJson) headers["content-type"] = "application/json";
    const response = await fetch(`${baseUrl}${pathname}`, {
      method,
      headers,
      body: isJson ? JSON.stringify(body) : body,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [, name, value] = /^([^=]+)=([^;]*)/.exec(cookie) ?? [];
      if (name) cookies.set(name, value);
    }
    if (response.status === expected) return response.status === 204 ? null : response.json();
    throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  };
}

/** Decisions for three seeded slots from CONNECTIONS clients for `seconds`: p50/p99 ms, req/s, errors. */
async function decisions(url, size, seconds) {
  const ids = [1, Math.ceil(size / 2), size].map((n) => `ps${n}`).join(",");
  const result = await autocannon({
    url: `${url}/serve/v1/spaces?ids=${ids}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "user-agent": BROWSER },
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Placard on the seeded database: decisions quiet, then under a steady stream of writes. */
async function underWrites(dataDir, size) {
  const placard = await startPlacard({ port: await freePort(), dataDir });
  try {
    const owner = apiClient(placard.url);
    const email = `bench-owner-${Date.now()}@example.com`;
    await owner("POST", "/api/auth/sign-up/email", {
      firstName: "Owner",
      lastName: "Bench",
      email,
      password: "a long password",
    });
    const site = new FormData();
    site.set("name", "Bench Daily");
    site.set("url", "https://bench-owner.example.com");
    site.set("logo", new Blob([PNG], { type: "image/png" }), "logo.png");
    const website = await owner("POST", "/api/websites", site, 201);
    const wanted = { spaces: [{ placementKey: "sidebar", priceCents: 1000, capacity: 1 }] };
    const [space] = (await owner("POST", `/api/websites/${website.id}/spaces`, wanted, 201)).spaces;
    await sleep(500);
    const quiet = await decisions(placard.url, size, LOAD_SECONDS);

    // Each write alone: a capacity change touches one space (a targeted update); a rename
    // touches nothing served (no delivery work at all), the control for what a write costs.
    const stream = async (write) => {
      const writes = [];
      let writeErrors = 0;
      let turn = 0;
      const timer = setInterval(() => {
        turn += 1;
        const started = performance.now();
        write(turn)
          .then(() => writes.push(performance.now() - started))
          .catch(() => (writeErrors += 1));
      }, 1000 / WRITES_PER_SECOND);
      const decided = await decisions(placard.url, size, LOAD_SECONDS);
      clearInterval(timer);
      await sleep(1000);
      return {
        decided,
        writes: writes.length,
        writeErrors,
        p50: median(writes) ?? NaN,
        p99: percentile(writes, 0.99) ?? NaN,
      };
    };
    const capacity = await stream((turn) =>
      owner("PUT", `/api/spaces/${space.id}/capacity`, { capacity: 1 + (turn % 2) }),
    );
    const rename = await stream((turn) =>
      owner("PATCH", `/api/websites/${website.id}`, { name: `Bench Daily ${turn}` }),
    );
    return { quiet, capacity, rename };
  } finally {
    await placard.stop();
  }
}

const results = [];
for (const size of SIZES) {
  const fresh = await openFreshDatabase(openDatabase, { prefix: "placard_bench" });
  let closed = false;
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
    const full = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      await cache.reload();
      full.push(performance.now() - started);
    }
    const served = cache.space(`ps${size}`);
    if (!served || served.bookings.length !== 1)
      throw new Error(`the rebuild did not load space ps${size} and its booking`);
    // One write that touched one space, then one booking event (a payment, a rejection): by id.
    const bySpace = [];
    const byRequest = [];
    for (let run = 0; run < TARGETED_RUNS; run += 1) {
      const n = 1 + Math.floor(Math.random() * size);
      let started = performance.now();
      cache.touch({ spaceIds: [`s${n}`] });
      await cache.settled();
      bySpace.push(performance.now() - started);
      started = performance.now();
      cache.touch({ requestIds: [`r${n}`] });
      await cache.settled();
      byRequest.push(performance.now() - started);
    }
    const stats = cache.stats();
    if (stats.fullBuilds !== RUNS || stats.spacesLoaded !== 2 * TARGETED_RUNS) {
      throw new Error(`targeted updates did more than they should: ${JSON.stringify(stats)}`);
    }
    const row = { size, seedSeconds, full: median(full), bySpace: median(bySpace), byRequest: median(byRequest) };
    if (withServer) {
      await fresh.database.close();
      closed = true;
      row.load = await underWrites(fresh.dir, size);
    }
    results.push(row);
    print(`${size} spaces: ${JSON.stringify(row)}`);
  } finally {
    await fresh.drop(closed);
  }
}

const times = (value, previous) => (previous ? `${(value / previous).toFixed(1)}×` : "");
const ms = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
print();
print(
  `Delivery cache on ${kind}, every space with a running booking (full: median of ${RUNS}; targeted: of ${TARGETED_RUNS})`,
);
print();
print("| spaces  | seed s | full rebuild ms | × prev | one space ms | × prev | one booking ms | × prev |");
print("| ------- | ------ | --------------- | ------ | ------------ | ------ | -------------- | ------ |");
results.forEach((row, i) => {
  const prev = results[i - 1];
  print(
    `| ${String(row.size).padEnd(7)} | ${row.seedSeconds.toFixed(1).padStart(6)} | ${ms(row.full).padStart(15)} | ${times(row.full, prev?.full).padStart(6)} | ${ms(row.bySpace).padStart(12)} | ${times(row.bySpace, prev?.bySpace).padStart(6)} | ${ms(row.byRequest).padStart(14)} | ${times(row.byRequest, prev?.byRequest).padStart(6)} |`,
  );
});
if (withServer) {
  print();
  print(
    `Decisions (3 slots, ${CONNECTIONS} connections, ${LOAD_SECONDS} s each) quiet, then with ${WRITES_PER_SECOND} writes/s (target p99 < 10 ms)`,
  );
  print();
  print(
    "| spaces  | while           | decision p50 / p99 ms | decisions/s | errors | writes done | write p50 / p99 ms |",
  );
  print(
    "| ------- | --------------- | --------------------- | ----------- | ------ | ----------- | ------------------ |",
  );
  for (const { size, load } of results) {
    const line = (label, decided, writes) =>
      print(
        `| ${String(size).padEnd(7)} | ${label.padEnd(15)} | ${`${decided.p50} / ${decided.p99}`.padStart(21)} | ${decided.rps.toFixed(0).padStart(11)} | ${String(decided.errors + (writes?.writeErrors ?? 0)).padStart(6)} | ${String(writes?.writes ?? "").padStart(11)} | ${(writes ? `${ms(writes.p50)} / ${ms(writes.p99)}` : "").padStart(18)} |`,
      );
    line("quiet", load.quiet);
    line("capacity writes", load.capacity.decided, load.capacity);
    line("renames", load.rename.decided, load.rename);
  }
}
print();
print("A full rebuild grows with the whole marketplace and now runs only at startup; a write");
print("costs a targeted update of what it touched (decision 0019).");

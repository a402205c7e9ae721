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
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale } from "./lib/build-if-stale.mjs";
import { openFreshDatabase } from "./lib/fresh-database.mjs";
import { ROOT } from "./lib/placard-process.mjs";

const SIZES = (process.env.BENCH_SIZES ?? "10000,100000,1000000").split(",").map(Number);
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
  ["GET /api/reviews/pending", () => "/api/reviews/pending"],
  ["GET /api/notifications", () => "/api/notifications"],
  ["GET /api/support/messages", () => "/api/support/messages"],
  ["GET /api/referrals", () => "/api/referrals"],
  ["GET /api/marketplace/websites", () => "/api/marketplace/websites"],
];

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

const results = new Map(); // size → account → endpoint → { ms, bytes }
for (const size of SIZES) {
  const fresh = await openFreshDatabase(openDatabase, { prefix: "placard_bench_data", max: 5 });
  const dataDir = mkdtempSync(path.join(tmpdir(), "placard-bench-data-"));
  try {
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
    const busy = await signUp(app, "busy@bench.test");
    const small = await signUp(app, "small@bench.test");
    const seededAt = performance.now();
    const client = await fresh.database.driver.pool.connect();
    try {
      await client.query("set session_replication_role = replica");
      await seedScale(client, { rows: size, subjectId: small.id, busyId: busy.id, subjectPayments: 60 });
    } finally {
      await client.query("reset session_replication_role");
      client.release();
    }
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
      for (const [, url] of ENDPOINTS) await measure(app, account.cookie, url(account)).catch(() => {});
      for (const [label, url] of ENDPOINTS) bySize[name][label] = await measure(app, account.cookie, url(account));
    }
    results.set(size, bySize);
    if (process.env.BENCH_KEEP) {
      print(`kept database ${fresh.name}: ${JSON.stringify({ busy: accounts.busy, small: accounts.small })}`);
    }
    print(`${size.toLocaleString("en-US")} rows per growing table: seeded in ${seedSeconds.toFixed(0)} s`);
    await app.close();
  } finally {
    await fresh.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kb = (bytes) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);
print();
print(`Median of ${CALLS} calls (first page), in-process through app.inject, PostgreSQL`);
for (const account of ["busy", "small"]) {
  print();
  print(`**${account} account**`);
  print();
  const header = SIZES.map((size) => `${size.toLocaleString("en-US")} rows`);
  print(`| endpoint | ${header.join(" | ")} | × time, smallest → largest |`);
  print(`| --- | ${SIZES.map(() => "---").join(" | ")} | --- |`);
  for (const [label] of ENDPOINTS) {
    const cells = SIZES.map((size) => {
      const cell = results.get(size)[account][label];
      return `${cell.ms.toFixed(1)} ms, ${kb(cell.bytes)}`;
    });
    const first = results.get(SIZES[0])[account][label].ms;
    const last = results.get(SIZES.at(-1))[account][label].ms;
    print(`| ${label} | ${cells.join(" | ")} | ${(last / first).toFixed(2)}× |`);
  }
}

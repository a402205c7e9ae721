#!/usr/bin/env node
// `npm run bench:serve`: how fast Placard serves ads, next to a bare node:http server on the
// same machine. Starts Placard as the README says (`npm start`, embedded database in a
// temporary DATA_DIR), sets up a paid ad on 3 spaces through the HTTP API, measures the
// decision, the view beacon and the click redirect with autocannon, and checks that the
// views Placard counted equal the beacons it accepted. It measures: a missed target still
// exits 0; only a failed setup or count check exits 1.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { freePort, sleep, startPlacard, waitFor } from "./lib/placard-process.mjs";

const SELF = fileURLToPath(import.meta.url);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const P99_TARGET_MS = 10;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const headers = { "user-agent": BROWSER };
// A 1×1 PNG: the website's logo and the ad's creative (the server decodes both).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const cleanups = [];
let serverOutput = () => "";
const print = (line = "") => process.stdout.write(`${line}\n`);

/** The baseline, in a process of its own as Placard is: sharing autocannon's event loop would halve it. */
function serveBare(port) {
  const body = JSON.stringify({ hello: "world" });
  createServer((request, response) => {
    if (request.method === "POST") request.resume().on("end", () => response.writeHead(204).end());
    else if (request.url.startsWith("/?t=")) response.writeHead(302, { location: "https://example.com/" }).end();
    else response.writeHead(200, { "content-type": "application/json" }).end(body);
  }).listen(port, "127.0.0.1");
}

/** An API client that keeps its session cookie, as a browser does; checks the status. */
function apiClient(baseUrl) {
  const cookies = new Map();
  return async (method, pathname, body, expected = 200) => {
    const headers = { origin: baseUrl, cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") };
    const isJson = body !== undefined && !(body instanceof FormData);
    if (isJson) headers["content-type"] = "application/json";
    const init = { method, headers, body: isJson ? JSON.stringify(body) : body };
    const response = await fetch(`${baseUrl}${pathname}`, init);
    for (const cookie of response.headers.getSetCookie()) {
      const [, name, value] = /^([^=]+)=([^;]*)/.exec(cookie) ?? [];
      if (name) cookies.set(name, value);
    }
    if (response.status === expected) return response.json();
    throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  };
}

async function signUp(api, firstName) {
  const email = `${firstName.toLowerCase()}-${Date.now()}@example.com`;
  await api("POST", "/api/auth/sign-up/email", { firstName, lastName: "Bench", email, password: "a long password" });
  return email;
}

function pngForm(field, fields = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set(field, new Blob([PNG], { type: "image/png" }), `${field}.png`);
  return form;
}

/** Owner, website, 3 spaces; advertiser, an ad on them; approval; payment through the sandbox checkout. */
async function setUp(baseUrl) {
  const owner = apiClient(baseUrl);
  await signUp(owner, "Owner");
  const site = pngForm("logo", { name: "Bench Daily", url: "https://bench.example.com" });
  const website = await owner("POST", "/api/websites", site, 201);
  const wanted = ["sidebar", "bottom", "inFeed"].map((key) => ({ placementKey: key, priceCents: 1000, capacity: 3 }));
  const { spaces } = await owner("POST", `/api/websites/${website.id}/spaces`, { spaces: wanted }, 201);

  const advertiser = apiClient(baseUrl);
  const email = await signUp(advertiser, "Advertiser");
  const ad = await advertiser("POST", "/api/ads/drafts", pngForm("creative"), 201);
  const details = { businessName: "Acme Coffee", businessLink: "https://acme.example.com", businessLocation: "Kigali" };
  await advertiser("PATCH", `/api/ads/drafts/${ad.id}`, { ...details, description: "Fresh beans" });
  const selection = { websiteIds: [website.id], spaceIds: spaces.map((space) => space.id) };
  await advertiser("PUT", `/api/ads/drafts/${ad.id}/selection`, selection);
  await advertiser("POST", `/api/ads/drafts/${ad.id}/submit`, undefined, 201);

  const pending = await owner("GET", "/api/reviews/pending");
  const requestId = pending.ads[0].websites[0].requestId;
  await owner("POST", `/api/reviews/requests/${requestId}/approve`);

  // Pay: the sandbox's form answers 303 to the return URL, and following it settles the payment.
  const { paymentLink } = await advertiser("POST", "/api/payments", { requestId, email }, 201);
  const form = new URLSearchParams({ action: "pay", method: "card" });
  const paid = await fetch(paymentLink, { method: "POST", body: form, redirect: "manual" });
  const returned = await fetch(new URL(paid.headers.get("location") ?? "/", baseUrl), { redirect: "manual" });
  if (!returned.headers.get("location")?.includes("status=success")) throw new Error("The sandbox payment failed");
  return { adId: ad.id, publicIds: spaces.map((space) => space.publicId), advertiser };
}

/**
 * One autocannon run. Autocannon's own timer ends a run by dropping the requests in
 * flight, which the server may still count although no answer is recorded. Instead, at the
 * deadline each connection stops after its current request (`responseMax`), so every
 * request sent is answered; req/s is taken up to the last answer.
 */
async function measure(options, duration = DURATION) {
  const clients = [];
  const started = performance.now();
  let lastAnswer = started;
  const setupClient = (client) => clients.push(client);
  const run = autocannon({ connections: CONNECTIONS, pipelining: 1, ...options, duration: duration + 60, setupClient });
  run.on("response", () => (lastAnswer = performance.now()));
  const stop = setTimeout(() => {
    for (const client of clients) client.responseMax = Math.min(client.responseMax || Infinity, client.reqsMade);
  }, duration * 1000);
  const result = await run;
  clearTimeout(stop);
  const failed = Object.entries(result.statusCodeStats).filter(([code]) => code < 200 || code >= 400);
  const seconds = (lastAnswer - started) / 1000;
  return {
    rps: result.requests.total / seconds,
    seconds,
    p99: result.latency.p99,
    accepted: result["2xx"],
    errors: failed.reduce((sum, [, { count }]) => sum + count, result.errors),
  };
}

// Public addresses (the country lookup of decision 0059 finds them), one per client.
const clientIp = (n) => `81.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * Fresh tokens from the decision endpoint: every answer issues one per space, bound to the
 * client that asked (decision 0013), so each decision comes from a client IP of its own and
 * each token keeps its IP for the beacon.
 */
async function fetchTokens(url, count) {
  const tokens = [];
  let asked = 0;
  const setupRequest = (request, context) => {
    context.ip = clientIp(++asked);
    return { ...request, headers: { ...request.headers, "x-forwarded-for": context.ip } };
  };
  const onResponse = (status, body, context) => {
    if (status !== 200) return;
    for (const space of Object.values(JSON.parse(body).spaces))
      tokens.push({ token: space.ads[0].token, ip: context.ip });
  };
  const amount = Math.max(CONNECTIONS, Math.ceil(count / 3));
  await autocannon({ url, connections: CONNECTIONS, amount, headers, requests: [{ setupRequest, onResponse }] });
  if (new Set(tokens.map(({ token }) => token)).size !== tokens.length) {
    throw new Error("The decision endpoint repeated a token");
  }
  return tokens;
}

/**
 * View beacons with the token and client IP `take()` gives: each from the client its token
 * was served to, and each client with a few tokens, so no per-client limit applies.
 */
function beacons(url, take) {
  let sent = 0;
  const setupRequest = (request) => {
    const { token, ip } = take();
    // As the embed sends it: the token, then the page's path (decision 0059).
    const body = `${token}\n/articles/${sent++ % 40}`;
    return { ...request, body, headers: { ...request.headers, "x-forwarded-for": ip } };
  };
  const headers = { "content-type": "text/plain", "user-agent": BROWSER };
  return { url, method: "POST", headers, requests: [{ setupRequest }] };
}

/** Bare, then Placard, each after a 1 s warm-up (JIT, connections) with `warmUp`'s options. */
async function runScenario(name, minRatio, servers, warmUp = servers) {
  const row = { name, minRatio };
  for (const server of ["bare", "placard"]) {
    await measure(warmUp[server], 1);
    row[server] = await measure(servers[server]);
    const { rps, p99, errors } = row[server];
    print(`  ${name}, ${server}: ${Math.round(rps)} req/s, p99 ${p99} ms, ${errors} errors`);
  }
  return row;
}

function printTable(rows) {
  const verdict = (ok) => (ok ? "PASS" : "MISS");
  const cells = [
    ["scenario", "bare req/s", "Placard req/s", "ratio", "target", "p99 bare", "p99 Placard", "p99 < 10 ms"],
  ];
  for (const { name, minRatio, bare, placard } of rows) {
    const ratio = placard.rps / bare.rps;
    const target = minRatio ? `≥ ${minRatio}× ${verdict(ratio >= minRatio)}` : "—";
    const p99s = [`${bare.p99} ms`, `${placard.p99} ms`, verdict(placard.p99 < P99_TARGET_MS)];
    cells.push([name, Math.round(bare.rps), Math.round(placard.rps), `${ratio.toFixed(2)}×`, target, ...p99s]);
  }
  const widths = cells[0].map((_, i) => Math.max(...cells.map((row) => String(row[i]).length)));
  const last = cells[0].length - 1;
  for (const row of cells) print(row.map((cell, i) => String(cell).padEnd(i < last ? widths[i] : 0)).join("  "));
  const errors = rows.map(({ name, bare, placard }) => `${name} ${bare.errors} bare / ${placard.errors} Placard`);
  print(`Errors (not 2xx/3xx, or no answer): ${errors.join("; ")}`);
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "placard-bench-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true })); // cleanups run last first
  const starting = startPlacard({
    port: await freePort(),
    dataDir,
    env: { TRUST_PROXY: "true", EARNINGS_HOLD_DAYS: "0", API_RATE_LIMIT: "100000", AUTH_RATE_LIMIT: "1000" },
  });
  // Stopped even when a signal comes while it is still starting (it is stopped once up).
  cleanups.push(async () => (await starting.catch(() => undefined))?.stop());
  const started = await starting;
  serverOutput = started.output;
  const placard = started.url;
  const barePort = await freePort();
  const bareServer = spawn(process.execPath, [SELF, "--bare", String(barePort)], { stdio: "inherit" });
  cleanups.push(() => bareServer.kill("SIGTERM"));
  const bare = `http://127.0.0.1:${barePort}`;
  await waitFor("the bare server", async () => (await fetch(bare)).ok, 10_000);
  print(`Placard at ${placard}, bare node:http at ${bare}; ${CONNECTIONS} connections, ${DURATION} s, pipelining 1`);

  const { adId, publicIds, advertiser } = await setUp(placard);
  const decision = `${placard}/serve/v1/spaces?ids=${publicIds.join(",")}`;
  const hasAds = async () => {
    const { spaces } = await (await fetch(decision)).json();
    return publicIds.every((id) => spaces[id]?.ads.length > 0);
  };
  await waitFor("the paid ad in the decision for all 3 spaces", hasAds, 15_000);
  print(`Set up: ad ${adId} serving on spaces ${publicIds.join(", ")}`);
  const counts = () => advertiser("GET", `/api/ads/${adId}/stats`);

  const rows = [
    await runScenario("decision (3 spaces)", 0.6, {
      bare: { url: bare, headers },
      placard: { url: decision, headers },
    }),
  ];

  // Tokens for twice the decision rate (a beacon does less work than a decision), and half again.
  const tokens = await fetchTokens(decision, 3 * rows[0].placard.rps * DURATION);
  const clickToken = tokens.pop();
  await sleep(1_100); // a view sooner than a second after its ad was served is not counted
  let sampled = 0;
  let used = 0;
  const view = await runScenario(
    "view beacon",
    0.5,
    {
      bare: beacons(bare, () => tokens[sampled++ % tokens.length]), // the bare server only reads them
      // Capped at the tokens there are: every beacon Placard gets has a token of its own.
      placard: { ...beacons(`${placard}/serve/v1/view`, () => tokens[used++]), maxOverallRequests: tokens.length },
    },
    // Placard answers an invalid token 204 like any other, and counts nothing.
    {
      bare: beacons(bare, () => tokens[0]),
      placard: beacons(`${placard}/serve/v1/view`, () => ({ token: "warm-up", ip: "10.255.255.255" })),
    },
  );
  rows.push(view);
  if (used >= tokens.length) print(`  (all ${tokens.length} tokens used after ${view.placard.seconds.toFixed(1)} s)`);

  // Counts are flushed every second: wait for that, and look once more on a busy machine.
  await sleep(1_500);
  let afterViews = await counts();
  if (afterViews.views !== view.placard.accepted) afterViews = await sleep(2_000).then(counts);

  // One token clicked over and over, from the client it was served to.
  const query = `?t=${encodeURIComponent(clickToken.token)}`;
  const clicker = { ...headers, "x-forwarded-for": clickToken.ip };
  const clicks = {
    bare: { url: `${bare}/${query}`, headers: clicker },
    placard: { url: `${placard}/serve/v1/click${query}`, headers: clicker },
  };
  rows.push(await runScenario("click redirect", undefined, clicks));
  await sleep(1_500);
  const final = await counts();

  print();
  printTable(rows);
  print();
  const exact = afterViews.views === view.placard.accepted;
  const { views } = afterViews;
  print(`Counted views: ${views}, accepted beacons: ${view.placard.accepted} → ${exact ? "exact" : "MISMATCH"}`);
  // Decisions and clicks add no views; one token clicked over and over counts one click.
  const clean = final.views === afterViews.views && final.clicks === 1;
  const outcome = clean ? "exact" : "MISMATCH";
  print(`After the click run: ${final.views} views, ${final.clicks} click (expected unchanged, 1) → ${outcome}`);
  const log = serverOutput().trim(); // warnings and errors only (LOG_LEVEL=warn), or a rebuild's messages
  if (log) print(`\nPlacard's output:\n${log.slice(-3_000)}`);
  return exact && clean;
}

let finishing;
/**
 * Stops Placard and the bare server, removes the DATA_DIR, exits with `code`. Once only:
 * after a signal, the run's own failure (its server is going away) must not exit early.
 */
function finish(code, error) {
  finishing ??= (async () => {
    if (error) {
      console.error(`bench:serve failed: ${error instanceof Error ? error.stack : error}`);
      if (serverOutput()) console.error(`Placard's output:\n${serverOutput().slice(-5_000)}`);
    }
    for (const cleanUp of cleanups.splice(0).reverse()) await Promise.resolve().then(cleanUp).catch(console.error);
    process.exit(code);
  })();
  return finishing;
}

if (process.argv[2] === "--bare") {
  serveBare(Number(process.argv[3]));
} else {
  // Ctrl-C, and a service manager's or `kill`'s TERM, alike: Placard stops, DATA_DIR goes.
  process.once("SIGINT", () => finish(130));
  process.once("SIGTERM", () => finish(143));
  process.once("uncaughtException", (error) => finish(1, error));
  main().then(
    (ok) => finish(ok ? 0 : 1),
    (error) => finish(1, error),
  );
}

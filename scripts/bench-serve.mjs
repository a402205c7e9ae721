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
import { cpuClock } from "./bench/process-cpu.mjs";
import { beacons, combine, CONNECTIONS, DURATION, fetchTokens, headers, measure, ROUNDS } from "./bench/serve-load.mjs";
import { printTable } from "./bench/serve-report.mjs";
import { setUp } from "./bench/serve-setup.mjs";
import { freePort, sleep, startPlacard, waitFor } from "./lib/placard-process.mjs";

const SELF = fileURLToPath(import.meta.url);
const cleanups = [];
let serverOutput = () => "";
const print = (line = "") => process.stdout.write(`${line}\n`);

/** The baseline, in a process of its own as Placard is: sharing autocannon's event loop would halve it. */
function serveBare(port) {
  const body = JSON.stringify({ hello: "world" });
  const padded = new Map();
  /** `GET /bytes/<n>`: a JSON body of n bytes with the decision's headers, the same answer on the wire. */
  const sized = (bytes) => {
    if (!padded.has(bytes)) padded.set(bytes, JSON.stringify({ pad: "x".repeat(Math.max(0, bytes - 10)) }));
    return padded.get(bytes);
  };
  const decisionHeaders = {
    "access-control-allow-origin": "*",
    "cross-origin-resource-policy": "cross-origin",
    "cache-control": "no-store",
    "content-type": "application/json; charset=utf-8",
  };
  createServer((request, response) => {
    if (request.method === "POST") request.resume().on("end", () => response.writeHead(204).end());
    else if (request.url.startsWith("/?t=")) response.writeHead(302, { location: "https://example.com/" }).end();
    else if (request.url.startsWith("/bytes/"))
      response.writeHead(200, decisionHeaders).end(sized(Number(request.url.slice(7))));
    else response.writeHead(200, { "content-type": "application/json" }).end(body);
  }).listen(port, "127.0.0.1");
}

/**
 * Bare and Placard in turns: a 1 s warm-up each (JIT, connections) with `warmUp`'s options,
 * then ROUNDS rounds of DURATION / ROUNDS seconds, one server after the other in each. The
 * machine's other load moves req/s by ±30% from one minute to the next; a ratio of two runs
 * seconds apart, taken as the median over rounds, moves far less than one of two runs a minute
 * apart. `servers` may hold a second baseline (`sized`): it takes its turn in every round.
 */
async function runScenario(name, servers, cpu, warmUp = servers) {
  const names = Object.keys(servers);
  for (const server of names) await measure(warmUp[server], 1);
  const rounds = Object.fromEntries(names.map((server) => [server, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const server of names) {
      // Options may be made per round (the beacon run's share of the tokens left).
      const options = typeof servers[server] === "function" ? servers[server]() : servers[server];
      rounds[server].push(await measure(options, DURATION / ROUNDS, cpu[server]));
    }
  }
  const results = Object.fromEntries(names.map((server) => [server, combine(rounds[server])]));
  for (const server of names) {
    const { rps, p99, errors } = results[server];
    print(`  ${name}, ${server}: ${Math.round(rps)} req/s, p99 ${p99} ms, ${errors} errors`);
  }
  return { results, rounds };
}

/** A row of the table: Placard against one baseline, the ratio the median of the rounds' ratios. */
function rowOf(name, minRatio, { results, rounds }, baseline = "bare") {
  const ratios = rounds.placard.map((placard, i) => placard.rps / rounds[baseline][i].rps).sort((x, y) => x - y);
  const ratio = ratios[Math.floor(ratios.length / 2)];
  return { name, minRatio, bare: results[baseline], placard: results.placard, ratio, ratios };
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
  const cpu = { bare: cpuClock({ pid: bareServer.pid }), placard: cpuClock({ pgid: started.pgid }) };
  await waitFor("the bare server", async () => (await fetch(bare)).ok, 10_000);
  print(
    `Placard at ${placard}, bare node:http at ${bare}; ${CONNECTIONS} connections, ${DURATION} s in ${ROUNDS} rounds, pipelining 1`,
  );

  const { adId, publicIds, advertiser } = await setUp(placard);
  const decision = `${placard}/serve/v1/spaces?ids=${publicIds.join(",")}`;
  const hasAds = async () => {
    const { spaces } = await (await fetch(decision)).json();
    return publicIds.every((id) => spaces[id]?.ads.length > 0);
  };
  await waitFor("the paid ad in the decision for all 3 spaces", hasAds, 15_000);
  print(`Set up: ad ${adId} serving on spaces ${publicIds.join(", ")}`);
  const counts = () => advertiser("GET", `/api/ads/${adId}/stats`);

  // Beside the bare hello-world, a bare server sending the decision's bytes with its headers:
  // what is left between that one and Placard is Placard's own work, not its answer's size.
  const decisionBytes = (await (await fetch(decision, { headers })).arrayBuffer()).byteLength;
  const decisions = await runScenario(
    "decision (3 spaces)",
    {
      bare: { url: bare, headers },
      sized: { url: `${bare}/bytes/${decisionBytes}`, headers },
      placard: { url: decision, headers },
    },
    { ...cpu, sized: cpu.bare },
  );
  const rows = [
    rowOf("decision (3 spaces)", 0.8, decisions),
    rowOf(`decision, bare with ${decisionBytes} B`, undefined, decisions, "sized"),
  ];

  // Tokens for twice the decision rate (a beacon does less work than a decision), and half again.
  const tokens = await fetchTokens(decision, 3 * rows[0].placard.rps * DURATION);
  const clickToken = tokens.pop();
  await sleep(1_100); // a view sooner than a second after its ad was served is not counted
  let sampled = 0;
  let used = 0;
  const beaconRun = await runScenario(
    "view beacon",
    {
      bare: beacons(bare, () => tokens[sampled++ % tokens.length]), // the bare server only reads them
      // Capped at the tokens left: every beacon Placard gets has a token of its own.
      placard: () => {
        if (used >= tokens.length) throw new Error(`All ${tokens.length} tokens were used before the last round`);
        return {
          ...beacons(`${placard}/serve/v1/view`, () => tokens[used++]),
          maxOverallRequests: tokens.length - used,
        };
      },
    },
    cpu,
    // Placard answers an invalid token 204 like any other, and counts nothing.
    {
      bare: beacons(bare, () => tokens[0]),
      placard: beacons(`${placard}/serve/v1/view`, () => ({ token: "warm-up", ip: "10.255.255.255" })),
    },
  );
  const view = rowOf("view beacon", 0.7, beaconRun);
  rows.push(view);

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
  rows.push(rowOf("click redirect", undefined, await runScenario("click redirect", clicks, cpu)));
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

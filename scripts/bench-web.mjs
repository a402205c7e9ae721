#!/usr/bin/env node
// `npm run bench:web`: how fast the landing page loads, measured by Lighthouse in Debian's
// Chromium. Starts Placard as the README says (`npm start`, embedded database in a temporary
// DATA_DIR, a free port), runs Lighthouse's performance category against `/` with the
// desktop preset and with the default (mobile) one, BENCH_RUNS times each (3 by default),
// and prints the medians: score, FCP, LCP, TBT, CLS, Speed Index, the JavaScript and total
// bytes transferred. The target is a desktop score of at least 95. It measures: a missed
// target still exits 0; only a failure to start or to run Lighthouse exits 1.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from "./lib/chromium.mjs";
import { freePort, startPlacard } from "./lib/placard-process.mjs";

const LIGHTHOUSE_VERSION = createRequire(import.meta.url)("lighthouse/package.json").version;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const REPORT_DIR = process.env.BENCH_REPORT_DIR; // set: each run's Lighthouse JSON is written there
const TARGET = { formFactor: "desktop", score: 95 };
const PAGE = "/";
const METRICS = [
  ["FCP", "first-contentful-paint", "ms"],
  ["LCP", "largest-contentful-paint", "ms"],
  ["TBT", "total-blocking-time", "ms"],
  ["CLS", "cumulative-layout-shift", ""],
  ["Speed Index", "speed-index", "ms"],
];
const cleanups = [];
let serverOutput = () => "";
const print = (line = "") => process.stdout.write(`${line}\n`);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The figures of one Lighthouse result. */
function readResult(lhr) {
  const requests = lhr.audits["network-requests"].details?.items ?? [];
  const bytes = (items) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const figures = {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    jsBytes: bytes(requests.filter((item) => item.resourceType === "Script")),
    totalBytes: bytes(requests),
    requests: requests.length,
  };
  for (const [, id] of METRICS) figures[id] = lhr.audits[id].numericValue ?? NaN;
  return figures;
}

/** Lighthouse's own top opportunities of a run: where the remaining time goes. */
function opportunities(lhr) {
  return Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === "opportunity" && (audit.numericValue ?? 0) >= 50)
    .sort((a, b) => b.numericValue - a.numericValue)
    .slice(0, 3)
    .map((audit) => `${audit.title} (~${Math.round(audit.numericValue)} ms)`);
}

/** One Lighthouse run in a Chromium of its own (a reused one sometimes loses the trace: NO_NAVSTART). */
async function runLighthouse(url, formFactor, run) {
  // handleSIGINT off: Ctrl-C goes through finish(), which also stops Placard.
  const options = { chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: "error", handleSIGINT: false };
  const chrome = await chromeLauncher.launch(options);
  try {
    const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] };
    const result = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined);
    if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url} (${formFactor})`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse (${formFactor}): ${lhr.runtimeError.message}`);
    if (REPORT_DIR) writeFileSync(path.join(REPORT_DIR, `${formFactor}-${run}.json`), JSON.stringify(lhr, null, 1));
    return lhr;
  } finally {
    chrome.kill();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const formatMetric = (value, unit) => (unit === "ms" ? `${Math.round(value)} ms` : value.toFixed(3));

async function main() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium was not found at ${CHROMIUM}: "apt-get install -y chromium", or set CHROMIUM_PATH`);
  }
  if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), "placard-bench-web-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true })); // cleanups run last first
  const placard = await startPlacard({ port: await freePort(), dataDir });
  cleanups.push(placard.stop);
  serverOutput = placard.output;
  const base = placard.url;
  cleanups.push(() => chromeLauncher.killAll()); // the Chromium of a run in progress, even one still starting
  const url = `${base}${PAGE}`;
  print(`Placard at ${base}; Lighthouse ${LIGHTHOUSE_VERSION} in ${CHROMIUM}; ${RUNS} run(s) per form factor`);

  // One warm-up load, so that the first measured run does not pay for the server's first request.
  await fetch(url, { headers: { accept: "text/html" } }).then((response) => response.text());
  const rows = [];
  for (const formFactor of ["desktop", "mobile"]) {
    const results = [];
    for (let run = 1; run <= RUNS; run++) {
      const lhr = await runLighthouse(url, formFactor, run);
      results.push({ lhr, figures: readResult(lhr) });
      print(`  ${formFactor} run ${run}: performance ${results.at(-1).figures.score}`);
    }
    const pick = (key) => median(results.map(({ figures }) => figures[key]));
    const row = { formFactor, score: pick("score"), jsBytes: pick("jsBytes"), totalBytes: pick("totalBytes") };
    row.requests = pick("requests");
    for (const [, id] of METRICS) row[id] = pick(id);
    // The opportunities of the run whose score is the median one.
    const middle = results.find(({ figures }) => figures.score === row.score) ?? results[0];
    row.opportunities = opportunities(middle.lhr);
    rows.push(row);
  }

  print();
  print(`Lighthouse performance, ${url} (median of ${RUNS} run${RUNS === 1 ? "" : "s"})`);
  const header = ["form factor", "score", ...METRICS.map(([name]) => name), "JS transferred", "total transferred"];
  const cells = [header];
  for (const row of rows) {
    const metrics = METRICS.map(([, id, unit]) => formatMetric(row[id], unit));
    const total = `${kb(row.totalBytes)} (${row.requests} requests)`;
    cells.push([row.formFactor, String(row.score), ...metrics, kb(row.jsBytes), total]);
  }
  const widths = header.map((_, i) => Math.max(...cells.map((cell) => cell[i].length)));
  const last = header.length - 1;
  for (const cell of cells) print(cell.map((value, i) => value.padEnd(i < last ? widths[i] : 0)).join("  "));
  for (const row of rows) {
    if (row.opportunities.length) print(`${row.formFactor} opportunities: ${row.opportunities.join("; ")}`);
  }
  print();
  const target = rows.find((row) => row.formFactor === TARGET.formFactor);
  const isMet = target.score >= TARGET.score;
  print(`Target: ${TARGET.formFactor} performance ≥ ${TARGET.score}: ${target.score} → ${isMet ? "MET" : "MISSED"}`);
  const log = serverOutput().trim(); // warnings and errors only (LOG_LEVEL=warn), or a rebuild's messages
  if (log) print(`\nPlacard's output:\n${log.slice(-3_000)}`);
}

let finishing;

/** Runs once: a run that fails because Ctrl-C's cleanup closed its Chromium changes nothing. */
function finish(code, error) {
  finishing ??= (async () => {
    if (error) {
      console.error("bench:web failed:", error instanceof Error ? error.stack : error);
      if (serverOutput()) console.error(`Placard's output:\n${serverOutput().slice(-5_000)}`);
    }
    for (const cleanUp of cleanups.splice(0).reverse()) await Promise.resolve().then(cleanUp).catch(console.error);
    process.exit(code);
  })();
  return finishing;
}

process.once("SIGINT", () => finish(130));
process.once("uncaughtException", (error) => finish(1, error));
main().then(
  () => finish(0),
  (error) => finish(1, error),
);

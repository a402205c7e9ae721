#!/usr/bin/env node
/* global window, document, history */
// `npm run bench:page`: what the ad costs a publisher's page, in Debian's Chromium (#30). Serves
// publisher test pages locally (scripts/lib/publisher-pages.mjs: the built embed, a stand-in for
// delivery with the real answer's shape, an article with the HTML snippet above its text) and
// prints, per run (BENCH_RUNS, 3 by default), figures measured in that run:
// - CLS with and without the ad on desktop (1280×900) and phone (375×812), for the image,
//   video, PDF and 'Available Advertising Space' cards (PerformanceObserver layout-shift);
// - the single-page fill time: a navigation adds a slot, no call from the page, until it is drawn;
// - paint time ÷ a plain <img>: when the ad's image is on screen, against the same image as a
//   plain <img> in the same box from the same server (fresh context per load, PAINT_LOADS each);
// - the embed's main-thread time (trace: its script's evaluation and calls) and its longest task;
// - cookies and storage set on the publisher's page.
// Build the embed first (`npm run build --workspace packages/embed`). It measures: a missed
// target still exits 0; only a failure to start or to drive Chromium exits 1.
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium.mjs";
import { KINDS, PAGE_PROBE, startPublisherPages } from "./lib/publisher-pages.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAINT_LOADS = Number(process.env.BENCH_PAINT_LOADS ?? 12);
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 375, height: 812 } };
const print = (line = "") => process.stdout.write(`${line}\n`);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Resolves with performance.now() at the first frame where the image is decoded and shown. */
const PAINTED = (selector) => `new Promise((resolve) => {
  const look = () => {
    const img = document.querySelector(${JSON.stringify(selector)});
    if (img && img.complete && img.naturalWidth > 0) requestAnimationFrame(() => resolve(performance.now()));
    else requestAnimationFrame(look);
  };
  look();
})`;

async function fresh(browser, viewport, url) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(PAGE_PROBE);
  const page = await context.newPage();
  await page.goto(url);
  return { context, page };
}

async function cls(browser, pages, viewport, ad) {
  const { context, page } = await fresh(browser, viewport, `${pages.publisher}/article?ad=${ad}`);
  if (ad !== "none") await page.waitForSelector("[data-placard-state=ready]", { state: "attached" });
  await page.waitForTimeout(500);
  const value = await page.evaluate(() => window.__cls);
  await context.close();
  return value;
}

async function paint(browser, pages, path, selector) {
  const { context, page } = await fresh(browser, VIEWPORTS.desktop, `${pages.publisher}${path}`);
  const at = await page.evaluate(PAINTED(selector));
  await context.close();
  return at;
}

async function spaFill(browser, pages) {
  const { context, page } = await fresh(browser, VIEWPORTS.desktop, `${pages.publisher}/spa`);
  await page.waitForFunction(() => "placard" in window);
  const times = [];
  for (let i = 0; i < 10; i++) {
    times.push(
      await page.evaluate((id) => {
        history.pushState({}, "", `/spa/${id}`);
        const app = document.getElementById("app");
        app.innerHTML = `<div data-placard-space="${id}" data-placard-box="300x250" style="display:block;width:300px;aspect-ratio:300/250;overflow:hidden"></div>`;
        const start = performance.now();
        return new Promise((resolve) => {
          const check = () =>
            app.querySelector("[data-placard-state=ready]") ? resolve(performance.now() - start) : setTimeout(check, 5);
          check();
        });
      }, `image-${i}`),
    );
  }
  await context.close();
  return median(times);
}

/** The embed's own main-thread work on the article (image card), from a Chromium trace. */
async function mainThread(browser, pages) {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ["devtools.timeline"] });
  await page.goto(`${pages.publisher}/article?ad=image`);
  await page.waitForSelector("[data-placard-state=ready]", { state: "attached" });
  await page.waitForTimeout(300);
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
  const cookies = (await context.cookies()).length;
  const storage = await page.evaluate(() => localStorage.length + sessionStorage.length);
  await context.close();
  let total = 0;
  let cpu = 0;
  let longest = 0;
  for (const event of trace.traceEvents ?? []) {
    if (event.ph !== "X" || !["EvaluateScript", "FunctionCall", "v8.compile"].includes(event.name)) continue;
    const url = event.args?.data?.url ?? event.args?.data?.scriptName ?? "";
    if (!url.includes("/embed/v1/placard.js")) continue;
    total += event.dur / 1000;
    cpu += (event.tdur ?? event.dur) / 1000; // the thread's own time: what a loaded machine does not inflate
    longest = Math.max(longest, event.dur / 1000);
  }
  return { total, cpu, longest, cookies, storage };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const pages = await startPublisherPages();
try {
  print(`bench:page — Chromium ${browser.version()}, ${RUNS} run(s), ${PAINT_LOADS} paint loads each`);
  for (let run = 1; run <= RUNS; run++) {
    print(`\nrun ${run}`);
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const without = await cls(browser, pages, viewport, "none");
      const withAd = [];
      for (const kind of KINDS) withAd.push(`${kind} ${(await cls(browser, pages, viewport, kind)).toFixed(3)}`);
      print(`  CLS ${name.padEnd(7)} without ad ${without.toFixed(3)} | with ad: ${withAd.join(", ")}`);
    }
    print(
      `  single-page fill: ${(await spaFill(browser, pages)).toFixed(0)} ms (median of 10 navigations, target ≤ 1000)`,
    );
    const ad = [];
    const plain = [];
    for (let i = 0; i < PAINT_LOADS; i++) {
      plain.push(await paint(browser, pages, "/plain", "#plain"));
      ad.push(await paint(browser, pages, "/article?ad=image", ".placard-ad-image"));
    }
    const ratio = median(ad) / median(plain);
    print(
      `  paint: ad ${median(ad).toFixed(0)} ms, plain <img> ${median(plain).toFixed(0)} ms: ÷ ${ratio.toFixed(2)} (target ≤ 1.2)`,
    );
    const work = await mainThread(browser, pages);
    print(
      `  embed main thread: ${work.total.toFixed(1)} ms (CPU ${work.cpu.toFixed(1)} ms), longest task ${work.longest.toFixed(1)} ms (targets ≤ 10, none > 50)`,
    );
    print(`  cookies set: ${work.cookies}, storage entries: ${work.storage}`);
  }
} catch (error) {
  console.error(`bench:page failed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await browser.close();
  await pages.close();
}

#!/usr/bin/env node
/* global window, document, history */
// `npm run bench:page`: what the ad costs a publisher's page, in Debian's Chromium (#30). Serves
// publisher test pages locally, in a process of their own (scripts/lib/publisher-pages.mjs, forked by
// publisher-pages-process.mjs so answers never wait for the loop driving Chromium: the built embed, a stand-in for
// delivery with the real answer's shape, an article with the HTML snippet above its text) and
// prints, per run (BENCH_RUNS, 3 by default), figures measured in that run:
// - CLS with and without the ad on desktop (1280×900) and phone (375×812), for the image,
//   video, PDF and 'Available Advertising Space' cards (PerformanceObserver layout-shift);
// - the single-page fill time: a navigation adds a slot, no call from the page, until it is drawn;
// - paint time ÷ a plain <img>: when the ad's image is first on screen (Element Timing), against the same image as a
//   plain <img> in the same box from the same server (fresh context per load, PAINT_LOADS interleaved rounds), and
//   the same without the snippet's image preload (decision 0066);
// - the embed's main-thread time (trace: its script, its callbacks and the rendering they cause) and the longest task holding it;
// - cookies and storage set on the publisher's page.
// Build the embed first (`npm run build --workspace packages/embed`). It measures: a missed
// target still exits 0; only a failure to start or to drive Chromium exits 1.
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium.mjs";
import { embedWork, TRACE_CATEGORIES } from "./lib/embed-trace.mjs";
import { KINDS, PAGE_PROBE, PAINT_PROBE } from "./lib/publisher-pages.mjs";
import { startPublisherPagesProcess } from "./lib/publisher-pages-process.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAINT_LOADS = Number(process.env.BENCH_PAINT_LOADS ?? 16);
const TRACE_LOADS = Number(process.env.BENCH_TRACE_LOADS ?? 5);
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 375, height: 812 } };
const print = (line = "") => process.stdout.write(`${line}\n`);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

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

/** When the page's image was first on screen, decoded (Element Timing: ms since navigation start). */
async function paint(browser, pages, path) {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  await context.addInitScript(PAINT_PROBE);
  const page = await context.newPage();
  await page.goto(`${pages.publisher}${path}`, { waitUntil: "commit" });
  const at = await (await page.waitForFunction(() => window.__painted, null, { timeout: 15_000 })).jsonValue();
  await context.close();
  return at;
}

/**
 * PAINT_LOADS rounds, after one not counted (the browser's first loads are slower): each round
 * loads the plain page, the ad's and the ad's without the image preload (decision 0066: the
 * snippet of a placement lower on the page), in rotating order, so the machine's noise hits all.
 */
async function paints(browser, pages) {
  const paths = { plain: "/plain", ad: "/article?ad=image", unled: "/article?ad=image&lead=0" };
  const names = Object.keys(paths);
  const times = { plain: [], ad: [], unled: [] };
  for (const name of names) await paint(browser, pages, paths[name]);
  for (let i = 0; i < PAINT_LOADS; i++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(i + k) % names.length];
      times[name].push(await paint(browser, pages, paths[name]));
    }
  }
  const ratios = times.ad.map((value, i) => value / times.plain[i]).sort((a, b) => a - b);
  const at = (q) => ratios[Math.min(ratios.length - 1, Math.floor(q * ratios.length))];
  return {
    ad: median(times.ad),
    plain: median(times.plain),
    unled: median(times.unled),
    ratio: median(times.ad) / median(times.plain),
    pairs: median(ratios),
    q1: at(0.25),
    q3: at(0.75),
  };
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

/**
 * The embed's own main-thread work on the article (image card), from a Chromium trace: its
 * script and callbacks and the rendering they cause until the ad's image is on screen
 * (scripts/lib/embed-trace.mjs). The bench waits without touching the page while tracing.
 */
async function mainThread(browser, pages) {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(`${pages.publisher}/article?ad=image`, { waitUntil: "commit" });
  await page.waitForTimeout(1500);
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
  const cookies = (await context.cookies()).length;
  const storage = await page.evaluate(() => localStorage.length + sessionStorage.length);
  await context.close();
  return { ...embedWork(trace), cookies, storage };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const pages = await startPublisherPagesProcess();
try {
  print(
    `bench:page — Chromium ${browser.version()}, ${RUNS} run(s), ${PAINT_LOADS} paint rounds and ${TRACE_LOADS} traces each`,
  );
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
    const shown = await paints(browser, pages);
    print(
      `  paint: ad ${shown.ad.toFixed(0)} ms, plain <img> ${shown.plain.toFixed(0)} ms (medians of ${PAINT_LOADS} interleaved rounds): ` +
        `÷ ${shown.ratio.toFixed(2)} (target ≤ 1.2); per pair median ${shown.pairs.toFixed(2)}, middle half ${shown.q1.toFixed(2)}–${shown.q3.toFixed(2)}`,
    );
    print(
      `  paint without the image preload (a lower placement's snippet): ad ${shown.unled.toFixed(0)} ms: ÷ ${(shown.unled / shown.plain).toFixed(2)}`,
    );
    const works = [];
    for (let i = 0; i < TRACE_LOADS; i++) works.push(await mainThread(browser, pages));
    const work = works.sort((a, b) => a.cpu - b.cpu)[Math.floor(works.length / 2)];
    print(
      `  embed main thread (script + drawing, median of ${TRACE_LOADS} traces): CPU ${work.cpu.toFixed(1)} ms, of it rendering ${work.render.toFixed(1)} ms; ` +
        `wall ${work.wall.toFixed(1)} ms; longest task holding it ${work.longest.toFixed(1)} ms (CPU ${work.longestCpu.toFixed(1)}) (targets ≤ 10, none > 50)`,
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

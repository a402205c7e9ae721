#!/usr/bin/env node
// `npm run videos:record [-- <id>...]`: re-records the tutorial videos of /videos from the
// product itself. Starts Placard as the README says on a fresh embedded database filled by
// `npm run demo`, drives Debian's Chromium through each flow (scripts/videos/flows.mjs),
// records it with Chromium's screencast, narrates the captions with espeak-ng and encodes
// H.264/AAC with ffmpeg into apps/web/public/tutorial-videos/ (≤ 2 MB each, with a poster),
// then writes the recorded lengths to packages/shared/src/video-recordings.ts.
// Needs: apt-get install -y chromium ffmpeg espeak-ng
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from "./lib/chromium.mjs";
import { freePort, ROOT, startPlacard } from "./lib/placard-process.mjs";
import { FLOWS } from "./videos/flows.mjs";
import { HEIGHT, Recorder, WIDTH } from "./videos/recorder.mjs";
import { Tutor } from "./videos/tutor.mjs";

const OUT_DIR = path.join(ROOT, "apps/web/public/tutorial-videos");
const RECORDINGS = path.join(ROOT, "packages/shared/src/video-recordings.ts");
const MAX_BYTES = 2 * 1024 * 1024;
const DEMO_PASSWORD = "placard-demo";
const print = (line = "") => process.stdout.write(`${line}\n`);

function requireTools() {
  const missing = ["ffmpeg", "ffprobe", "espeak-ng"].filter(
    (tool) => spawnSync(tool, ["-version"], { stdio: "ignore" }).error,
  );
  if (!existsSync(CHROMIUM)) missing.push(`chromium (${CHROMIUM})`);
  if (missing.length > 0) {
    print(`Missing: ${missing.join(", ")}. Install them with: apt-get install -y chromium ffmpeg espeak-ng`);
    process.exit(1);
  }
}

async function loadCatalogue() {
  // The built shared package: `npm start` below builds it when the sources changed.
  const { TUTORIAL_VIDEOS } = await import(path.join(ROOT, "packages/shared/dist/videos.js"));
  return TUTORIAL_VIDEOS;
}

/** Renders each `{ html, width, height }` to a PNG, in a context of its own (not the recorded one). */
async function renderImages(browser, images = {}) {
  const context = await browser.newContext();
  const rendered = {};
  for (const [name, { html, width, height }] of Object.entries(images)) {
    const page = await context.newPage();
    await page.setViewportSize({ width, height });
    await page.setContent(html);
    rendered[name] = await page.screenshot({ type: "png" });
  }
  await context.close();
  return rendered;
}

async function recordOne(browser, baseURL, video, workDir) {
  const flow = FLOWS[video.id];
  if (!flow) throw new Error(`No flow for video ${video.id} in scripts/videos/flows.mjs`);
  const images = await renderImages(browser, flow.images);
  const context = await browser.newContext({ baseURL, viewport: { width: WIDTH, height: HEIGHT } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email: flow.account, password: DEMO_PASSWORD },
    headers: { origin: baseURL },
  });
  if (!signIn.ok()) throw new Error(`Signing in as ${flow.account}: ${signIn.status()} ${await signIn.text()}`);
  // The support centre would cover the first page of the session.
  await context.addInitScript(() => localStorage.setItem("placard:support:auto-show", "false"));

  const recorder = new Recorder(page, workDir);
  const tutor = new Tutor(page, recorder);
  await recorder.start();
  await tutor.titleCard({ title: video.title, category: video.categoryLabel, description: video.description });
  await flow.play(tutor, page, images);
  await recorder.stop();
  await context.close();

  const output = path.join(OUT_DIR, `${video.id}.mp4`);
  const poster = path.join(OUT_DIR, `${video.id}.jpg`);
  const durationSeconds = recorder.encode(output, poster);
  const bytes = statSync(output).size;
  if (bytes > MAX_BYTES) throw new Error(`${video.id}.mp4 is ${bytes} bytes, over the 2 MB budget`);
  return { durationSeconds, bytes };
}

function writeRecordings(recordings) {
  const entries = Object.entries(recordings)
    .map(
      ([id, { durationSeconds, recordedOn }]) =>
        `  "${id}": { durationSeconds: ${durationSeconds}, recordedOn: "${recordedOn}" },`,
    )
    .join("\n");
  writeFileSync(
    RECORDINGS,
    `// Written by \`npm run videos:record\` (scripts/record-videos.mjs): what each recording measured.\n` +
      `export const VIDEO_RECORDINGS: Record<string, { durationSeconds: number; recordedOn: string }> = {\n${entries}\n};\n`,
  );
  execFileSync("npx", ["prettier", "--write", RECORDINGS], { cwd: ROOT, stdio: "ignore" });
}

async function main() {
  requireTools();
  mkdirSync(OUT_DIR, { recursive: true });
  const wanted = process.argv.slice(2);
  const dataDir = mkdtempSync(path.join(tmpdir(), "placard-videos-"));
  const workRoot = mkdtempSync(path.join(tmpdir(), "placard-frames-"));
  const port = await freePort();
  let placard;
  let browser;
  try {
    print("Filling the database with the demo data (npm run demo)...");
    // The embedded database in dataDir, never the caller's; the same address as the server
    // below, so the sandbox's queued webhooks find it when it starts.
    const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    const demo = spawnSync("npm", ["run", "demo", "--silent"], {
      cwd: ROOT,
      env,
      stdio: "inherit",
    });
    if (demo.status !== 0) throw new Error("npm run demo failed");
    // npm run demo built Placard when the sources had changed: packages/shared/dist is current.
    placard = await startPlacard({ port, dataDir, env: { AUTH_RATE_LIMIT: "1000" } });

    const { VIDEO_RECORDINGS } = await import(path.join(ROOT, "packages/shared/dist/video-recordings.js"));
    const recordings = { ...VIDEO_RECORDINGS };
    const catalogue = await loadCatalogue();
    const { VIDEO_CATEGORY_LABELS } = await import(path.join(ROOT, "packages/shared/dist/videos.js"));
    const videos = catalogue.filter((video) => wanted.length === 0 || wanted.includes(video.id));
    if (videos.length === 0) throw new Error(`No video called ${wanted.join(", ")}`);

    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    for (const video of videos) {
      print(`Recording ${video.id}...`);
      const categoryLabel = VIDEO_CATEGORY_LABELS[video.category];
      const result = await recordOne(browser, placard.url, { ...video, categoryLabel }, path.join(workRoot, video.id));
      recordings[video.id] = {
        durationSeconds: result.durationSeconds,
        recordedOn: new Date().toISOString().slice(0, 10),
      };
      // Written after each video, so a later failure keeps what was recorded before it.
      writeRecordings(recordings);
      print(`  ${video.id}.mp4: ${result.durationSeconds} s, ${(result.bytes / 1024).toFixed(0)} KB`);
    }
    print(
      `Done: ${videos.length} video(s) in ${path.relative(ROOT, OUT_DIR)}; lengths in ${path.relative(ROOT, RECORDINGS)}.`,
    );
  } finally {
    await browser?.close();
    await placard?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (process.env.KEEP_FRAMES) print(`Frames kept in ${workRoot}`);
    else rmSync(workRoot, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});

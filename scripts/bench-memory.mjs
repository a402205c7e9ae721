#!/usr/bin/env node
// `npm run bench:memory`: the memory of the server process of `npm start` on the embedded
// database, as a small self-hosted server sees it. Resident set size (RSS) when idle and
// the peak (VmHWM) at: a fresh start (new DATA_DIR), a restart on that data, after 1,000
// API writes, and after a 50 MB upload. Target (#21): idle RSS ≤ 350 MB at both starts.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, sleep, startPlacard } from "./lib/placard-process.mjs";

const IDLE_MS = 5_000;
const TARGET_MB = 350;

/** The node process running Placard in the process group `npm start` leads. */
function serverPid(groupId) {
  const rows = execFileSync("ps", ["-eo", "pid=,pgid=,args="], { encoding: "utf8" }).split("\n");
  for (const row of rows) {
    const [pid, pgid, ...args] = row.trim().split(/\s+/);
    if (Number(pgid) === groupId && /(^|\/)node$/.test(args[0] ?? "") && args.join(" ").includes("scripts/start.mjs")) {
      return Number(pid);
    }
  }
  throw new Error("Placard's server process was not found");
}

function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb("VmRSS") / 1024), peakMb: Math.round(kb("VmHWM") / 1024) };
}

/** A multipart form with an MP4 creative of `size` bytes: an ftyp box, then an mdat box of zeros. */
function mp4Form(size) {
  const video = Buffer.alloc(size);
  video.writeUInt32BE(28, 0);
  video.write("ftypisom", 4, "latin1");
  video.writeUInt32BE(0x200, 12);
  video.write("isomiso2mp41", 16, "latin1");
  video.writeUInt32BE(size - 28, 28);
  video.write("mdat", 32, "latin1");
  const form = new FormData();
  form.append("creative", new Blob([video], { type: "video/mp4" }), "ad.mp4");
  return form;
}

const results = [];
async function measure(label, placard, pid) {
  await sleep(IDLE_MS);
  const figures = memory(pid);
  results.push({ label, ...figures });
  process.stdout.write(
    `${label.padEnd(34)} idle RSS ${String(figures.rssMb).padStart(4)} MB   peak ${String(figures.peakMb).padStart(4)} MB\n`,
  );
}

async function start(dataDir) {
  const port = await freePort();
  const placard = await startPlacard({ port, dataDir, env: { API_RATE_LIMIT: "1000000", AUTH_RATE_LIMIT: "1000000" } });
  return { placard, pid: serverPid(placard.pgid) };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "placard-bench-memory-"));
try {
  let { placard, pid } = await start(dataDir);
  await measure("fresh start (new DATA_DIR)", placard, pid);
  await placard.stop();

  ({ placard, pid } = await start(dataDir));
  await measure("restart on existing data", placard, pid);

  const origin = { origin: placard.url };
  const signUp = await fetch(`${placard.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", ...origin },
    body: JSON.stringify({
      firstName: "Bench",
      lastName: "Mark",
      email: "bench@example.com",
      password: "correct horse battery",
    }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  // A draft ad to write to: a small MP4 creative, then 1,000 saves of its business details.
  const draft = await fetch(`${placard.url}/api/ads/drafts`, {
    method: "POST",
    headers: { cookie, ...origin },
    body: mp4Form(1024),
  });
  if (draft.status !== 201) throw new Error(`draft failed: ${draft.status} ${await draft.text()}`);
  const { id: adId } = await draft.json();
  for (let i = 0; i < 1000; i++) {
    const response = await fetch(`${placard.url}/api/ads/drafts/${adId}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", cookie, ...origin },
      body: JSON.stringify({ businessName: `Kivu Roasters ${i}`, description: `Fresh beans, batch ${i}` }),
    });
    if (response.status !== 200) throw new Error(`write ${i} failed: ${response.status} ${await response.text()}`);
  }
  await measure("after 1,000 API writes", placard, pid);

  // A 50 MB MP4 creative, through the real upload.
  const form = mp4Form(50 * 1024 * 1024 - 1024);
  const upload = await fetch(`${placard.url}/api/ads/drafts`, {
    method: "POST",
    headers: { cookie, ...origin },
    body: form,
  });
  if (upload.status !== 201) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
  await measure("after a 50 MB upload", placard, pid);
  await placard.stop();

  const worst = Math.max(...results.slice(0, 2).map((r) => r.rssMb));
  process.stdout.write(
    `\nIdle RSS at start: ${worst} MB (target ≤ ${TARGET_MB} MB): ${worst <= TARGET_MB ? "within" : "OVER"} the target; ` +
      `ratio ${(worst / TARGET_MB).toFixed(2)}\n`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

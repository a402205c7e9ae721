// Starting Placard for a script (benchmarks, recordings) exactly as the README says:
// `npm start` on the embedded database in a DATA_DIR of the caller's, in a process group of
// its own so that stopping it reaches npm and the server alike.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it is truthy; throws after `timeoutMs`, or at once when `hasFailed()`. */
export async function waitFor(what, check, timeoutMs, hasFailed = () => false) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (hasFailed() || Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
    await sleep(250);
  }
}

function isGroupAlive(pid) {
  try {
    return process.kill(-pid, 0);
  } catch {
    return false;
  }
}

/**
 * `npm start` on 127.0.0.1:`port` with the embedded PGlite in `dataDir` (never the caller's
 * DATABASE_URL or REDIS_URL), the sandbox payment provider and `env` on top. Resolves once
 * /api/health answers; `stop()` is graceful, as Ctrl-C: requests finish, counts are flushed.
 * With BENCH_CPU_PROFILE=<dir>, `npm start`'s script runs under `node --cpu-prof` instead (NODE_OPTIONS
 * refuses that flag), and each thread's profile is written to <dir> when the server stops.
 */
export async function startPlacard({ port, dataDir, env: extra = {} }) {
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(port) };
  Object.assign(env, { PUBLIC_URL: url, DATA_DIR: dataDir, PAYMENT_PROVIDER: "sandbox" }, extra);
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const profileDir = process.env.BENCH_CPU_PROFILE;
  const [command, args] = profileDir
    ? [process.execPath, ["--cpu-prof", `--cpu-prof-dir=${profileDir}`, "scripts/start.mjs"]]
    : ["npm", ["start", "--silent"]];
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: "pipe" });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk));
  let hasExited = false;
  child.once("exit", () => (hasExited = true));
  const stop = async () => {
    if (!isGroupAlive(child.pid)) return;
    process.kill(-child.pid, "SIGTERM");
    const deadline = Date.now() + 15_000;
    while (isGroupAlive(child.pid) && Date.now() < deadline) await sleep(100);
    if (isGroupAlive(child.pid)) process.kill(-child.pid, "SIGKILL");
  };
  // Generous, because `npm start` first rebuilds when sources changed since the last build.
  const isHealthy = async () => (await fetch(`${url}/api/health`)).ok;
  try {
    await waitFor("Placard's /api/health", isHealthy, 300_000, () => hasExited);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${output}`, { cause: error });
  }
  return { url, stop, output: () => output, pgid: child.pid };
}

import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), "placard-e2e-"));
}

export interface Launch {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** `npm start`, exactly as the README says, with the given environment. */
export function launch(env: Record<string, string | undefined>): Launch {
  let output = "";
  const child = spawn("npm", ["start", "--silent"], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so stopping it stops npm and node alike.
    detached: true,
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

function isGroupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops `npm start` and the server under it, and waits until every process is gone. */
async function stopGroup(run: Launch): Promise<void> {
  const pid = run.child.pid;
  if (!pid || !isGroupAlive(pid)) return;
  process.kill(-pid, "SIGTERM");
  const deadline = Date.now() + 15_000;
  while (isGroupAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(-pid, "SIGKILL");
      throw new Error(`The server did not shut down within 15 s of SIGTERM:\n${run.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The node process serving under `npm start` (same process group, running start.mjs). */
function findServerPid(groupId: number): number | undefined {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (Number(fields[2]) === groupId && cmdline.includes("start.mjs")) return Number(entry);
    } catch {
      // The process ended while we looked.
    }
  }
  return undefined;
}

/** Peak resident memory (VmHWM) of a process, in bytes. */
export function peakMemory(pid: number): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match?.[1] ?? 0) * 1024;
}

export interface RunningServer {
  url: string;
  /** The server's own node process. */
  pid(): number;
  dataDir: string;
  /** SIGTERM to the process group, as Ctrl-C or a service manager does; rejects if it hangs. */
  stop(): Promise<void>;
  output(): string;
}

export async function startServer(options: { dataDir?: string; env?: Record<string, string | undefined> } = {}) {
  const port = await freePort();
  const dataDir = options.dataDir ?? tempDataDir();
  const url = `http://localhost:${port}`;
  const run = launch({ PORT: String(port), DATA_DIR: dataDir, ...options.env });
  let exitCode: number | null | undefined;
  void run.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + 170_000;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`npm start exited with ${exitCode}:\n${run.output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (Date.now() >= deadline) throw new Error(`Server did not become healthy:\n${run.output()}`);
  return {
    url,
    dataDir,
    output: run.output,
    stop: () => stopGroup(run),
    pid: () => {
      const pid = run.child.pid ? findServerPid(run.child.pid) : undefined;
      if (!pid) throw new Error("server process not found");
      return pid;
    },
  } satisfies RunningServer;
}

/**
 * With DATABASE_URL set (or `postgresUrl` given), the E2E run gets a database of its own on
 * that server.
 */
export async function createE2eDatabase(
  postgresUrl = process.env.DATABASE_URL,
): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const baseUrl = postgresUrl;
  if (!baseUrl) return undefined;
  const name = `placard_e2e_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A server of a journey's own, with (on PostgreSQL) a database of its own, so the
 * journey sees only its own data. `stop()` stops it and drops the database.
 */
export async function startIsolatedServer(
  options: { dataDir?: string; env?: Record<string, string>; postgresUrl?: string } = {},
) {
  const database = await createE2eDatabase(options.postgresUrl);
  const server = await startServer({
    dataDir: options.dataDir,
    env: { ...options.env, DATABASE_URL: database?.url },
  });
  return {
    server,
    databaseUrl: database?.url,
    async stop() {
      await server.stop();
      await database?.drop();
    },
  };
}

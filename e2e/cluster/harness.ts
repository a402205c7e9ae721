import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort, REPO_ROOT } from "../support/server.js";
import { type Child, createDatabase, hasCommand, redisPing, start, stopChild, waitUntil } from "./processes.js";

/**
 * The real parts of a production layout on this machine, each on a free port of
 * 127.0.0.1: a fresh PostgreSQL database, Redis, an S3-compatible server (s3rver), two
 * Placard servers (the built app) and HAProxy balancing them round robin. Each start
 * fails with a message that names the part and how to get it. The child processes and the
 * database are processes.ts.
 */

export const BUCKET = "placard-media";

export interface PlacardServer {
  name: "a" | "b";
  url: string;
  pid: number;
  /** SIGKILL: no shutdown hooks, no flush, as a crash or the OOM killer. */
  kill(): Promise<void>;
  isRunning(): boolean;
  output(): string;
}

export interface Cluster {
  /** The balancer: the only address clients use. */
  url: string;
  databaseUrl: string;
  db: pg.Pool;
  servers: { a: PlacardServer; b: PlacardServer };
  stop(): Promise<void>;
}

/** HAProxy in front of the two servers, as docs/deploy.md shows, plus a test-only pin. */
function haproxyConfig(port: number, a: number, b: number) {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  option forwardfor
  option redispatch
  retries 3

frontend placard
  bind 127.0.0.1:${port}
  acl is_realtime path_beg /socket.io/
  use_backend placard_realtime if is_realtime
  default_backend placard

backend placard
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  http-response set-header X-Served-By %s
  # Test only: a request may name the server it must reach.
  use-server a if { req.hdr(x-cluster-server) -m str a }
  use-server b if { req.hdr(x-cluster-server) -m str b }
  server a 127.0.0.1:${a} check inter 300ms fall 2 rise 2
  server b 127.0.0.1:${b} check inter 300ms fall 2 rise 2

backend placard_realtime
  # socket.io's long-polling handshake must stay on one server: a cookie pins it.
  balance roundrobin
  cookie PLACARD_RT insert indirect nocache httponly
  option httpchk GET /api/health
  http-check expect status 200
  use-server a if { req.hdr(x-cluster-server) -m str a }
  use-server b if { req.hdr(x-cluster-server) -m str b }
  server a 127.0.0.1:${a} check inter 300ms fall 2 rise 2 cookie a
  server b 127.0.0.1:${b} check inter 300ms fall 2 rise 2 cookie b
`;
}

export async function startCluster(): Promise<Cluster> {
  const parts: Child[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const workDir = mkdtempSync(path.join(tmpdir(), "placard-cluster-"));
  cleanups.push(async () => rmSync(workDir, { recursive: true, force: true }));
  const stopAll = async () => {
    for (const part of parts.reverse()) await stopChild(part);
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  };

  try {
    const mainJs = path.join(REPO_ROOT, "apps/server/dist/main.js");
    if (!existsSync(mainJs))
      throw new Error(`No built server at ${mainJs}: run \`npm run build\` (npm run test:cluster does).`);
    for (const [command, hint] of [
      ["redis-server", "apt-get install -y redis-server"],
      ["haproxy", "apt-get install -y haproxy"],
    ] as const) {
      if (!hasCommand(command)) throw new Error(`${command} is not installed: ${hint}`);
    }

    const database = await createDatabase();
    cleanups.push(() => database.drop());
    const db = new pg.Pool({ connectionString: database.url, max: 4 });
    cleanups.push(() => db.end());

    const redisPort = await freePort();
    const redis = start("Redis", "redis-server", [
      "--port",
      String(redisPort),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
    ]);
    parts.push(redis);
    await waitUntil(redis, () => redisPing(redisPort), "redis-server");

    const s3Port = await freePort();
    const s3Dir = path.join(workDir, "s3");
    const s3 = start("s3rver", process.execPath, [
      path.join(REPO_ROOT, "node_modules/s3rver/bin/s3rver.js"),
      "-d",
      s3Dir,
      "-a",
      "127.0.0.1",
      "-p",
      String(s3Port),
      "-s",
      "--configure-bucket",
      BUCKET,
    ]);
    parts.push(s3);
    await waitUntil(
      s3,
      async () => (await fetch(`http://127.0.0.1:${s3Port}/`)).status < 500,
      "npm ci installs s3rver",
    );

    const lbPort = await freePort();
    const lbUrl = `http://127.0.0.1:${lbPort}`;
    const shared = {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PUBLIC_URL: lbUrl,
      TRUST_PROXY: "true",
      DATABASE_URL: database.url,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: BUCKET,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      PAYMENT_PROVIDER: "sandbox",
      API_RATE_LIMIT: "100000",
      AUTH_RATE_LIMIT: "100000",
    };

    const servers: Partial<Record<"a" | "b", PlacardServer>> = {};
    // One after the other: the first runs the migrations (the second would wait on their lock).
    for (const name of ["a", "b"] as const) {
      const port = await freePort();
      const dataDir = path.join(workDir, `data-${name}`);
      const url = `http://127.0.0.1:${port}`;
      const part = start(`Placard server ${name.toUpperCase()}`, process.execPath, [mainJs], {
        cwd: workDir, // no developer's .env
        env: { ...shared, PORT: String(port), DATA_DIR: dataDir },
      });
      parts.push(part);
      await waitUntil(part, async () => (await fetch(`${url}/api/health`)).ok, "see its output", 60_000);
      servers[name] = {
        name,
        url,
        pid: part.child.pid ?? 0,
        output: part.output,
        isRunning: () => !part.hasExited(),
        kill: () => stopChild(part, "SIGKILL"),
      };
    }
    const { a, b } = servers;
    if (!a || !b) throw new Error("Placard servers did not start");

    const configPath = path.join(workDir, "haproxy.cfg");
    writeFileSync(configPath, haproxyConfig(lbPort, Number(new URL(a.url).port), Number(new URL(b.url).port)));
    const check = spawnSync("haproxy", ["-c", "-q", "-f", configPath], { encoding: "utf8" });
    if (check.status !== 0) throw new Error(`HAProxy refused the generated config:\n${check.stderr}${check.stdout}`);
    const haproxy = start("HAProxy", "haproxy", ["-f", configPath, "-db"]);
    parts.push(haproxy);
    let lastProblem = "";
    const bothUp = async () => {
      const seen = new Set<string>();
      for (let i = 0; i < 4; i += 1) seen.add((await fetch(`${lbUrl}/api/health`)).headers.get("x-served-by") ?? "");
      // The realtime backend has health checks of its own; both must be up there too.
      for (const server of ["a", "b"]) {
        const handshake = await fetch(`${lbUrl}/socket.io/?EIO=4&transport=polling`, {
          headers: { "x-cluster-server": server, origin: lbUrl },
        });
        if (!handshake.ok) {
          lastProblem = `socket.io handshake via ${server}: ${handshake.status} ${await handshake.text()}`;
          return false;
        }
      }
      return seen.has("a") && seen.has("b");
    };
    await waitUntil(haproxy, bothUp, "apt-get install -y haproxy").catch((error: Error) => {
      throw new Error(`${error.message}\nLast problem: ${lastProblem}`, { cause: error });
    });

    return { url: lbUrl, databaseUrl: database.url, db, servers: { a, b }, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

// The parts of the cluster as child processes (harness.ts): started, waited for, stopped, and the
// fresh PostgreSQL database they share.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { connect } from "node:net";
import pg from "pg";
import { REPO_ROOT } from "../support/server.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Child {
  name: string;
  child: ChildProcess;
  output(): string;
  hasExited(): boolean;
}

export function start(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
) {
  const child = spawn(command, args, { cwd: options.cwd ?? REPO_ROOT, env: options.env ?? process.env, stdio: "pipe" });
  let output = "";
  let exited = false;
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.once("exit", () => (exited = true));
  child.once("error", (error) => {
    exited = true;
    output += `\n${error.message}`;
  });
  return { name, child, output: () => output, hasExited: () => exited } satisfies Child;
}

export async function waitUntil(part: Child, check: () => Promise<boolean>, hint: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (part.hasExited()) throw new Error(`${part.name} could not start (${hint}):\n${part.output()}`);
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${part.name} did not become ready within ${timeoutMs / 1000} s (${hint}):\n${part.output()}`);
}

export function stopChild(part: Child | undefined, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (!part || part.hasExited()) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => part.child.kill("SIGKILL"), 10_000);
    part.child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    part.child.kill(signal);
  });
}

export const hasCommand = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;

/** Answers whether a TCP server speaks Redis on `port`. */
export function redisPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.setTimeout(500, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
  });
}

export async function createDatabase() {
  const baseUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `placard_cluster_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${baseUrl} (${(error as Error).message}). Start the local server ` +
        `(e.g. pg_ctlcluster <version> main start) or set DATABASE_URL to one that lets us create a database.`,
      { cause: error },
    );
  } finally {
    await admin.end().catch(() => {});
  }
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

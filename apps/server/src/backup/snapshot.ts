import { execFile } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";
import type { EmbeddedClient } from "../db/client.js";
import { PgliteWorkerClient } from "../db/pglite-worker-client.js";
import { collectInfo, type Query, type SnapshotInfo, snapshotPglite } from "../db/snapshot.js";

const run = promisify(execFile);

/** A snapshot of the embedded database, wherever it runs (in a worker thread: taken there). */
export async function snapshotEmbedded(client: EmbeddedClient): Promise<{ info: SnapshotInfo; dump: Buffer }> {
  return client instanceof PgliteWorkerClient ? client.snapshot() : snapshotPglite(client);
}

/** The PostgreSQL major version a `server_version` string names ("15.20 (Debian…)" → 15). */
export function majorVersion(version: string): number {
  return Number.parseInt(version, 10);
}

/**
 * A consistent snapshot of a PostgreSQL database: a REPEATABLE READ transaction exports
 * its snapshot, reads the manifest's facts, and pg_dump dumps that same snapshot.
 */
export async function snapshotPostgres(url: string, dumpPath: string): Promise<SnapshotInfo> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read, read only");
    const [exported] = (await client.query<{ id: string }>("select pg_export_snapshot() as id")).rows;
    const query: Query = async (sql) => {
      const result = (await client.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(result) ? [...result].reverse().find((r) => r.rows.length > 0) : result;
      return (last?.rows ?? []).map((row: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? null : String(v)])),
      );
    };
    const info = await collectInfo(query, "postgres", true);
    await checkPgDump(majorVersion(info.serverVersion));
    // The password goes by environment, not argv, where other users could read it.
    const target = new URL(url);
    const password = decodeURIComponent(target.password);
    target.password = "";
    await run(
      "pg_dump",
      [
        "--format=plain",
        "--inserts",
        "--no-owner",
        "--no-privileges",
        `--snapshot=${exported?.id ?? ""}`,
        `--file=${dumpPath}`,
        `--dbname=${target.toString()}`,
      ],
      { maxBuffer: 16 * 1024 * 1024, env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } },
    ).catch((error: { stderr?: string; message: string }) => {
      throw new Error(`pg_dump failed: ${(error.stderr ?? error.message).trim()}`);
    });
    return info;
  } finally {
    await client.query("rollback").catch(() => {});
    await client.end();
  }
}

/** pg_dump refuses a server newer than itself; say so before it runs. */
async function checkPgDump(serverMajor: number) {
  let output: string;
  try {
    output = (await run("pg_dump", ["--version"])).stdout;
  } catch {
    throw new Error(
      `pg_dump was not found. Backups of a PostgreSQL database use PostgreSQL's own pg_dump: ` +
        `install the PostgreSQL ${serverMajor} client tools (e.g. apt install postgresql-client-${serverMajor}).`,
    );
  }
  const clientMajor = Number.parseInt(/(\d+)/.exec(output)?.[1] ?? "0", 10);
  if (clientMajor < serverMajor) {
    throw new Error(
      `pg_dump ${clientMajor} cannot dump a PostgreSQL ${serverMajor} server: install the PostgreSQL ${serverMajor} client tools.`,
    );
  }
}

import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { PgliteWorkerClient } from "./pglite-worker-client.js";
import { type Schema, schema } from "./schema.js";

export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What `db.transaction` hands its callback. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Every query function takes one of these, so it can run inside a caller's transaction. */
export type Executor = Db | Tx;

export type DatabaseKind = "pglite" | "postgres";

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Runs `select 1`; resolves to the round trip in milliseconds, rejects when unreachable. */
  ping(): Promise<number>;
  close(): Promise<void>;
  /** Raw handles for migrations; nothing else should reach for them. */
  driver: { kind: "pglite"; client: EmbeddedClient } | { kind: "postgres"; pool: pg.Pool };
}

/** The embedded database: in this thread (tests, CLIs), or in a worker thread (the server). */
export type EmbeddedClient = PGlite | PgliteWorkerClient;

export type DatabaseOptions =
  /**
   * `dataDir` undefined means an in-memory PGlite (tests). `worker` runs PGlite in a worker
   * thread so its statements do not block this one (decision 0040): the server does.
   */
  | { kind: "pglite"; dataDir?: string; worker?: boolean; onLost?: (error: Error) => void }
  | { kind: "postgres"; url: string; max?: number };

/**
 * PostgreSQL settings of the embedded database. shared_buffers is PostgreSQL's own cache,
 * allocated inside PGlite's WebAssembly memory and never returned: 16 MB instead of the
 * default 128 MB takes ~110 MB off the process (the operating system caches the files
 * anyway). Measured by `npm run bench:memory` (docs/benchmarks.md).
 */
export const PGLITE_CONF = "shared_buffers = 16MB";

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "pglite") {
    if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
    if (options.worker) {
      const client = await PgliteWorkerClient.open(options.dataDir, PGLITE_CONF, options.onLost);
      // drizzle-orm/pglite calls only `query(sql, params, { rowMode, parsers })` and `transaction`.
      const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db;
      return withPing({ kind: "pglite", db, close: () => client.close(), driver: { kind: "pglite", client } });
    }
    const client = new PGlite(options.dataDir, { postgresqlconf: PGLITE_CONF });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return withPing({ kind: "pglite", db, close: () => client.close(), driver: { kind: "pglite", client } });
  }
  const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return withPing({ kind: "postgres", db, close: () => pool.end(), driver: { kind: "postgres", pool } });
}

function withPing(database: Omit<Database, "ping">): Database {
  return {
    ...database,
    async ping() {
      const started = performance.now();
      await database.db.execute(sql`select 1`);
      return performance.now() - started;
    },
  };
}

/** A PostgreSQL text array literal: one parameter however many ids (`${textArray(ids)}::text[]`). */
export const textArray = (ids: string[]) => `{${ids.map((id) => `"${id.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;

/**
 * Rows of a raw SQL query. Both drivers answer `{ rows }`, but the shared `Db` type
 * cannot know that; this is the one place that says so.
 */
export async function selectRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

// A fresh, empty database for a bench script: a new PostgreSQL database beside DATABASE_URL's
// (dropped afterwards unless BENCH_KEEP is set), or an embedded PGlite in a temporary directory.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * `openDatabase` is the built server's (dist/db/client.js). Returns the database, `query(text,
 * values)` for raw SQL, `name` (PostgreSQL) or `dir` (PGlite), and `drop(isClosed)`.
 */
export async function openFreshDatabase(openDatabase, { prefix, max } = {}) {
  const base = process.env.DATABASE_URL;
  if (base) {
    const name = `${prefix ?? "placard_bench"}_${Date.now().toString(36)}`;
    const admin = await openDatabase({ kind: "postgres", url: base, max: 1 });
    await admin.driver.pool.query(`create database ${name}`);
    await admin.close();
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: "postgres", url: url.toString(), ...(max ? { max } : {}) });
    return {
      database,
      name,
      query: (text, values) => database.driver.pool.query(text, values),
      async drop(isClosed = false) {
        if (!isClosed) await database.close();
        if (process.env.BENCH_KEEP) return;
        const cleanup = await openDatabase({ kind: "postgres", url: base, max: 1 });
        await cleanup.driver.pool.query(`drop database if exists ${name} with (force)`);
        await cleanup.close();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), `${(prefix ?? "placard_bench").replaceAll("_", "-")}-`));
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dir, "db") });
  return {
    database,
    dir,
    query: (text, values) => database.driver.client.query(text, values),
    async drop(isClosed = false) {
      if (!isClosed) await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

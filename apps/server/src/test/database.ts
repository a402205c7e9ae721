import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../db/client.js";
import { runMigrations } from "../db/migrate.js";

export interface TestDatabase {
  database: Database;
  /** The connection string of the fresh PostgreSQL database; undefined on PGlite. */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default (in this
 * thread; in a worker thread with PGLITE_WORKER=1), or a new
 * database on the PostgreSQL server named by DATABASE_URL (dropped afterwards).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    // PGLITE_WORKER=1 runs the suites on the worker-thread client the server uses (decision 0040).
    const database = await openDatabase({ kind: "pglite", worker: process.env.PGLITE_WORKER === "1" });
    await runMigrations(database);
    return { database, drop: () => database.close() };
  }
  const name = `placard_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), max: 5 });
  await runMigrations(database);
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

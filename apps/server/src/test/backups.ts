import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type BackupSocket, openBackupSocket } from "../backup/socket.js";
import { parseConfig } from "../config/config.js";
import { type Database, openDatabase } from "../db/client.js";
import { runMigrations } from "../db/migrate.js";
import { createTestApp, type TestApp } from "./app.js";
import { createTestDatabase, type TestDatabase } from "./database.js";

/** A PostgreSQL server to restore into: DATABASE_URL, or TEST_POSTGRES_URL on an embedded run. */
export const postgresUrl = process.env.DATABASE_URL ?? process.env.TEST_POSTGRES_URL;
/** What the backup tests back up: PostgreSQL when DATABASE_URL names one, else the embedded database. */
export const sourceKind = process.env.DATABASE_URL ? "postgres" : "pglite";

/** Placard's configuration from these settings, as the backup and restore commands read it. */
export function configFor(env: Record<string, string>) {
  const parsed = parseConfig({ LOG_LEVEL: "silent", ...env });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.config;
}

/** Temporary directories and PostgreSQL databases for one test file, all removed by `removeAll`. */
export function scratch() {
  const dirs: string[] = [];
  const databases: string[] = [];
  return {
    dir(label: string) {
      const dir = mkdtempSync(path.join(tmpdir(), `placard-${label}-`));
      dirs.push(dir);
      return dir;
    },
    /** A new empty database on the PostgreSQL server; its URL. */
    async emptyPostgresDatabase(): Promise<string> {
      if (!postgresUrl) throw new Error("no PostgreSQL server");
      const name = `placard_restore_${randomBytes(5).toString("hex")}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      databases.push(name);
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async removeAll() {
      if (postgresUrl && databases.length > 0) {
        const admin = new pg.Client({ connectionString: postgresUrl });
        await admin.connect();
        for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface BackupSource {
  db: Database;
  app: TestApp;
  /** The settings `npm run backup` gets for this Placard (DATA_DIR, and DATABASE_URL on PostgreSQL). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A Placard to back up, run as `npm start` runs it: the embedded database in `env.DATA_DIR`
 * (in a worker thread with `worker`, decision 0040) served through the backup socket, or,
 * when DATABASE_URL names a server, a fresh PostgreSQL database of its own.
 */
export async function openBackupSource(env: Record<string, string>, options: { worker?: boolean } = {}) {
  const dataDir = env.DATA_DIR;
  if (!dataDir) throw new Error("openBackupSource needs a DATA_DIR");
  let testDb: TestDatabase | undefined;
  let db: Database;
  let socket: BackupSocket | null = null;
  const backupEnv = { ...env };
  const closeDatabase = async () => {
    if (db.driver.kind === "pglite") await db.close();
    await testDb?.drop();
  };
  if (sourceKind === "pglite") {
    db = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db"), worker: options.worker ?? false });
    await runMigrations(db);
  } else {
    testDb = await createTestDatabase();
    db = testDb.database;
    backupEnv.DATABASE_URL = testDb.url ?? "";
  }
  let app: TestApp;
  try {
    app = await createTestApp(env, { database: db });
  } catch (error) {
    await closeDatabase();
    throw error;
  }
  if (db.driver.kind === "pglite") {
    try {
      socket = await openBackupSocket(dataDir, db.driver.client, { warn: () => {}, info: () => {} });
    } catch (error) {
      await app.close();
      await closeDatabase();
      throw error;
    }
  }
  const source: BackupSource = {
    db,
    app,
    env: backupEnv,
    async close() {
      await socket?.close();
      await app.close();
      await closeDatabase();
    },
  };
  return source;
}

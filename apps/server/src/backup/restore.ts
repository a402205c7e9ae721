import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { mkdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Config } from "../config/config.js";
import { openDatabase, PGLITE_CONF, selectRows } from "../db/client.js";
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from "../db/data-dir-lock.js";
import { MIGRATIONS_FOLDER, runMigrations } from "../db/migrate.js";
import {
  ArchiveError,
  AUTH_SECRET_ENTRY,
  DUMP_ENTRY,
  extractArchive,
  type ExtractedArchive,
  type Manifest,
  mediaEntry,
  NewerArchiveError,
  verifyArchive,
} from "./archive.js";
import { formatBytes, OperatorError, PLACARD_VERSION, storageFor } from "./backup.js";
import type { Progress } from "./progress.js";
import { DIGEST_SETTINGS, majorVersion, type TableState, tableStatesSql, toTableStates } from "./snapshot.js";
import type { RawRow } from "./pglite-raw.js";
import { sqlBatches } from "./sql-batches.js";

/** How many migrations this Placard knows (drizzle/meta/_journal.json). */
function knownMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** -1, 0 or 1 as version `a` is older, equal or newer than `b` (dotted numbers). */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.split(/[.+-]/).map((p) => Number.parseInt(p, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

function refuseNewer(manifest: Manifest) {
  if (compareVersions(manifest.placardVersion, PLACARD_VERSION) > 0)
    throw new NewerArchiveError(manifest.placardVersion);
  const known = knownMigrations();
  if (manifest.migrations.count > known) {
    throw new NewerArchiveError(
      manifest.placardVersion,
      ` (its database has ${manifest.migrations.count} migrations; this Placard knows ${known})`,
    );
  }
}

/**
 * The dump as the target server accepts it: psql's `\restrict` lines are not SQL, and a
 * setting newer than the target (transaction_timeout is PostgreSQL 17's) is dropped.
 */
export function adaptDump(sql: string, targetMajor: number): string {
  let adapted = sql.replace(/^\\(?:un)?restrict\b.*$/gm, "");
  if (targetMajor < 17) adapted = adapted.replace(/^SET transaction_timeout = 0;$/m, "");
  return adapted;
}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

type Query = (sql: string) => Promise<RawRow[]>;

/** Compares what was loaded with the manifest, still inside the loading transaction. */
async function checkLoaded(query: Query, manifest: Manifest): Promise<void> {
  const names = Object.keys(manifest.tables);
  const loaded: Record<string, TableState> = toTableStates(await query(`${DIGEST_SETTINGS} ${tableStatesSql(names)}`));
  for (const name of names) {
    const expected = manifest.tables[name];
    const got = loaded[name];
    if (!expected || !got || got.rows !== expected.rows || got.digest !== expected.digest) {
      throw new ArchiveError(
        `After loading, table ${name} holds ${got?.rows ?? 0} rows where the manifest says ${expected?.rows ?? 0}` +
          `${got && expected && got.rows === expected.rows ? " (same count, different contents)" : ""}: nothing was restored.`,
      );
    }
  }
  const [ledger] = await query("select coalesce(sum(amount_cents), 0)::text as sum from public.ledger_entries");
  const sum = Number(ledger?.sum ?? 0);
  if (sum !== 0) {
    throw new ArchiveError(
      `The ledger in this backup does not balance (its entries sum to ${sum} cents): nothing was restored.`,
    );
  }
}

export interface RestoreResult {
  target: string;
  tables: number;
  rows: number;
  media: number;
  mediaBytes: number;
  migrationsApplied: number;
  ledgerSumCents: number;
}

/** Refuses a target that holds anything; answers how to release what the checks took. */
async function checkTargetEmpty(config: Config): Promise<{ lock?: DataDirLock; createdDataDir: boolean }> {
  const dataDir = path.resolve(config.DATA_DIR);
  const createdDataDir = !existsSync(dataDir);
  const media = path.join(dataDir, "media");
  let lock: DataDirLock | undefined;
  if (config.DATABASE_URL) {
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    try {
      await client.connect();
    } catch (error) {
      throw new OperatorError(`Could not connect to DATABASE_URL: ${(error as Error).message}`);
    }
    try {
      const { rows } = await client.query<{ count: string }>(
        "select count(*)::text as count from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
      );
      const count = Number(rows[0]?.count ?? 0);
      if (count > 0) {
        throw new OperatorError(
          `The database at DATABASE_URL is not empty (${count} tables). Restore into an empty database ` +
            "(e.g. createdb placard) and point DATABASE_URL at it. Nothing was changed.",
        );
      }
    } finally {
      await client.end();
    }
  } else {
    try {
      lock = acquireDataDirLock(dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError)
        throw new OperatorError(`${error.message} Stop Placard before restoring.`);
      throw error;
    }
    if (!isEmptyDir(path.join(dataDir, "db"))) {
      lock.release();
      throw new OperatorError(
        `DATA_DIR ${dataDir} already holds a database. Restore into an empty DATA_DIR (a new directory). Nothing was changed.`,
      );
    }
  }
  // (A bucket is not listed: it may be the source's own; runRestore checks each key it writes.)
  if (!config.S3_BUCKET && !isEmptyDir(media)) {
    lock?.release();
    throw new OperatorError(`${media} already holds media. Restore into an empty DATA_DIR. Nothing was changed.`);
  }
  return { lock, createdDataDir };
}

/** Loads the dump into a new PGlite directory at `dbDir`, checked before it is committed. */
async function loadIntoPglite(dump: string, manifest: Manifest, dbDir: string) {
  const staging = `${dbDir}.restoring-${randomBytes(4).toString("hex")}`;
  // initdb's memory stays with the process that ran it: a child's is released (built code only).
  const prepare = fileURLToPath(new URL("../db/prepare-pglite.js", import.meta.url));
  if (existsSync(prepare)) spawnSync(process.execPath, [prepare, staging, "--empty"], { stdio: "inherit" });
  const client = new PGlite(staging, { postgresqlconf: PGLITE_CONF });
  try {
    await client.waitReady;
    const [version] = (await client.query<{ server_version: string }>("show server_version")).rows;
    await client.transaction(async (tx) => {
      for (const batch of sqlBatches(adaptDump(dump, majorVersion(version?.server_version ?? "17")))) {
        await tx.exec(batch);
      }
      await checkLoaded(async (sql) => (await tx.exec(sql)).at(-1)?.rows as RawRow[], manifest);
    });
    await client.close();
    await rename(staging, dbDir);
  } catch (error) {
    if (!client.closed) await client.close().catch(() => {});
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

async function loadIntoPostgres(dump: string, manifest: Manifest, url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [version] = (await client.query<{ server_version: string }>("show server_version")).rows;
    await client.query("begin");
    try {
      for (const batch of sqlBatches(adaptDump(dump, majorVersion(version?.server_version ?? "15")))) {
        await client.query(batch);
      }
      await checkLoaded(async (sql) => {
        const result = (await client.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
        const last = Array.isArray(result) ? result.at(-1) : result;
        return (last?.rows ?? []) as RawRow[];
      }, manifest);
      await client.query("commit");
    } catch (error) {
      await client.query("rollback").catch(() => {});
      throw error;
    }
  } finally {
    await client.end();
  }
}

async function sha256Of(stream: NodeJS.ReadableStream): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/**
 * `npm run restore -- FILE`: into an empty DATA_DIR (embedded) or an empty database at
 * DATABASE_URL. The archive is unpacked and checked completely before the target is
 * touched; the database is loaded in one transaction and compared with the manifest
 * before it commits; then pending migrations run and the media are checked in storage.
 */
export async function runRestore(options: {
  config: Config;
  file: string;
  progress: Progress;
}): Promise<RestoreResult> {
  const { config, progress } = options;
  const file = path.resolve(options.file);
  if (!existsSync(file)) throw new OperatorError(`There is no file ${file}.`);
  const dataDir = path.resolve(config.DATA_DIR);
  const target = config.DATABASE_URL ? "the PostgreSQL database at DATABASE_URL" : `DATA_DIR ${dataDir}`;

  const { lock, createdDataDir } = await checkTargetEmpty(config);
  const staging = path.join(dataDir, `.restore-${randomBytes(4).toString("hex")}`);
  const { storage, close: closeStorage } = storageFor(config);
  const putKeys: string[] = [];
  let committed = false;
  try {
    progress.step(`Reading ${file}`);
    const { size } = statSync(file);
    const archive: ExtractedArchive = await extractArchive(file, staging, (read) =>
      progress.update(`Checking the archive ${Math.round((read / size) * 100)}%`),
    );
    progress.done();
    refuseNewer(archive.manifest);
    verifyArchive(archive);
    const { manifest, entries } = archive;
    progress.step(
      `The archive is intact: Placard ${manifest.placardVersion}, ${Object.keys(manifest.tables).length} tables, ` +
        `${manifest.media.length} media objects, taken ${manifest.createdAt}`,
    );

    // The bucket may be the source install's own (same keys): an identical object is left
    // alone and never deleted on failure; a different one is refused before anything is written.
    const present = new Set<string>();
    for (const media of manifest.media) {
      const existing = await storage.get(media.key);
      if (!existing) continue;
      if (existing.size !== media.bytes || (await sha256Of(existing.open())) !== media.sha256) {
        throw new OperatorError(
          `Media ${media.key} already exists in the target storage with different contents: ` +
            "restore into an empty bucket or DATA_DIR. Nothing was changed.",
        );
      }
      present.add(media.key);
    }
    let mediaBytes = 0;
    for (const [index, media] of manifest.media.entries()) {
      const entry = entries.get(mediaEntry(media.key));
      if (!entry) throw new ArchiveError(`The archive is missing ${mediaEntry(media.key)}.`);
      if (!present.has(media.key)) {
        await storage.putFile(media.key, entry.path);
        putKeys.push(media.key);
      }
      mediaBytes += media.bytes;
      progress.update(`Storing media ${index + 1}/${manifest.media.length} (${formatBytes(mediaBytes)})`);
    }
    progress.done();

    progress.step(`Loading the database into ${target}`);
    const dumpEntry = entries.get(DUMP_ENTRY);
    if (!dumpEntry) throw new ArchiveError(`The archive is missing ${DUMP_ENTRY}.`);
    const dump = await readFile(dumpEntry.path, "utf8");
    if (config.DATABASE_URL) await loadIntoPostgres(dump, manifest, config.DATABASE_URL);
    else await loadIntoPglite(dump, manifest, path.join(dataDir, "db"));
    committed = true;

    const secret = entries.get(AUTH_SECRET_ENTRY);
    const secretFile = path.join(dataDir, "auth-secret");
    if (secret && !config.AUTH_SECRET) {
      if (existsSync(secretFile)) {
        if ((await readFile(secretFile, "utf8")).trim() !== (await readFile(secret.path, "utf8")).trim()) {
          progress.step(`${secretFile} differs from the backup's: kept; sessions from the backup must sign in again`);
        }
      } else {
        await mkdir(dataDir, { recursive: true });
        await writeFile(secretFile, await readFile(secret.path), { mode: 0o600, flag: "wx" });
      }
    }

    progress.step("Applying pending migrations");
    const database = config.DATABASE_URL
      ? await openDatabase({ kind: "postgres", url: config.DATABASE_URL, max: 2 })
      : await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
    let ledgerSumCents: number;
    let migrationsApplied: number;
    try {
      await runMigrations(database);
      const [migrations] = await selectRows<{ count: string }>(
        database.db,
        sql`select count(*)::text as count from drizzle.__drizzle_migrations`,
      );
      migrationsApplied = Number(migrations?.count ?? 0) - manifest.migrations.count;
      const [ledger] = await selectRows<{ sum: string }>(
        database.db,
        sql`select coalesce(sum(amount_cents), 0)::text as sum from ledger_entries`,
      );
      ledgerSumCents = Number(ledger?.sum ?? 0);
    } finally {
      await database.close();
    }
    if (ledgerSumCents !== 0)
      throw new OperatorError(`After migrations the ledger sums to ${ledgerSumCents} cents, not 0.`);

    for (const media of manifest.media) {
      const stored = await storage.get(media.key);
      if (!stored || stored.size !== media.bytes || (await sha256Of(stored.open())) !== media.sha256) {
        throw new OperatorError(`Media ${media.key} does not match its checksum after it was stored.`);
      }
    }
    const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    return {
      target,
      tables: Object.keys(manifest.tables).length,
      rows,
      media: manifest.media.length,
      mediaBytes,
      migrationsApplied,
      ledgerSumCents,
    };
  } catch (error) {
    if (!committed) {
      for (const key of putKeys) await storage.delete(key).catch(() => {});
      await removeEmptyDirs(path.join(dataDir, "media"));
    }
    throw error;
  } finally {
    closeStorage();
    await rm(staging, { recursive: true, force: true });
    lock?.release();
    if (createdDataDir && !committed) await rmdir(dataDir).catch(() => {});
  }
}

/** Removes the directories left empty under `root` (and `root` itself if it ends empty). */
async function removeEmptyDirs(root: string): Promise<void> {
  if (!existsSync(root)) return;
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isDirectory()) await removeEmptyDirs(path.join(root, entry.name));
  }
  if (readdirSync(root).length === 0) await rmdir(root).catch(() => {});
}

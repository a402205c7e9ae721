import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { mkdir, readFile, rm, rmdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import type { Config } from "../config/config.js";
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from "../db/data-dir-lock.js";
import { MIGRATIONS_FOLDER } from "../db/migrate.js";
import {
  ArchiveError,
  AUTH_SECRET_ENTRY,
  DUMP_ENTRY,
  extractArchive,
  type ExtractedArchive,
  type Manifest,
  NewerArchiveError,
  verifyArchive,
} from "./archive.js";
import { OperatorError, PLACARD_VERSION, storageFor } from "./backup.js";
import { loadIntoPglite, loadIntoPostgres } from "./load-database.js";
import type { Progress } from "./progress.js";
import { removeStoredMedia, storeMedia } from "./restore-media.js";

/** How many migrations this Placard knows (drizzle/meta/_journal.json). */
function knownMigrations(folder: string): number {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
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

function refuseNewer(manifest: Manifest, migrationsFolder: string) {
  if (compareVersions(manifest.placardVersion, PLACARD_VERSION) > 0)
    throw new NewerArchiveError(manifest.placardVersion);
  const known = knownMigrations(migrationsFolder);
  if (manifest.migrations.count > known) {
    throw new NewerArchiveError(
      manifest.placardVersion,
      ` (its database has ${manifest.migrations.count} migrations; this Placard knows ${known})`,
    );
  }
}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

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

/**
 * `npm run restore -- FILE`: into an empty DATA_DIR (embedded) or an empty database at
 * DATABASE_URL. The archive is unpacked and checked completely before the target is
 * touched; the media are stored and checked in storage, the auth secret written; then the
 * database is loaded, compared with the manifest, brought up to date by the pending
 * migrations and its ledger checked, all in one transaction, whose commit is the last step
 * (decision 0053): a restore either fails having restored nothing, or succeeds.
 */
export async function runRestore(options: {
  config: Config;
  file: string;
  progress: Progress;
  /** The migrations this Placard knows (tests add their own). */
  migrationsFolder?: string;
}): Promise<RestoreResult> {
  const { config, progress } = options;
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  const file = path.resolve(options.file);
  if (!existsSync(file)) throw new OperatorError(`There is no file ${file}.`);
  const dataDir = path.resolve(config.DATA_DIR);
  const target = config.DATABASE_URL ? "the PostgreSQL database at DATABASE_URL" : `DATA_DIR ${dataDir}`;

  const { lock, createdDataDir } = await checkTargetEmpty(config);
  const staging = path.join(dataDir, `.restore-${randomBytes(4).toString("hex")}`);
  const { storage, close: closeStorage } = storageFor(config);
  const putKeys: string[] = [];
  let wroteSecret: string | undefined;
  let committed = false;
  try {
    progress.step(`Reading ${file}`);
    const { size } = statSync(file);
    const archive: ExtractedArchive = await extractArchive(file, staging, (read) =>
      progress.update(`Checking the archive ${Math.round((read / size) * 100)}%`),
    );
    progress.done();
    refuseNewer(archive.manifest, migrationsFolder);
    verifyArchive(archive);
    const { manifest, entries } = archive;
    progress.step(
      `The archive is intact: Placard ${manifest.placardVersion}, ${Object.keys(manifest.tables).length} tables, ` +
        `${manifest.media.length} media objects, taken ${manifest.createdAt}`,
    );

    const mediaBytes = await storeMedia(storage, archive, putKeys, progress);

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
        wroteSecret = secretFile;
      }
    }

    progress.step(`Loading the database into ${target}, with any pending migrations`);
    const dumpEntry = entries.get(DUMP_ENTRY);
    if (!dumpEntry) throw new ArchiveError(`The archive is missing ${DUMP_ENTRY}.`);
    const load = { dump: await readFile(dumpEntry.path, "utf8"), manifest, migrationsFolder };
    const loaded = config.DATABASE_URL
      ? await loadIntoPostgres(load, config.DATABASE_URL)
      : await loadIntoPglite(load, path.join(dataDir, "db"));
    committed = true;

    const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    return {
      target,
      tables: Object.keys(manifest.tables).length,
      rows,
      media: manifest.media.length,
      mediaBytes,
      ...loaded,
    };
  } catch (error) {
    if (!committed) {
      if (wroteSecret) await unlink(wroteSecret).catch(() => {});
      await removeStoredMedia(storage, putKeys, path.join(dataDir, "media"));
    }
    throw error;
  } finally {
    // Tidying up is never the restore's failure: once committed, the restore has succeeded.
    closeStorage();
    await rm(staging, { recursive: true, force: true }).catch((error: unknown) =>
      progress.step(`Could not remove the temporary directory ${staging} (${(error as Error).message}): remove it`),
    );
    lock?.release();
    if (createdDataDir && !committed) await rmdir(dataDir).catch(() => {});
  }
}

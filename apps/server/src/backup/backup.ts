import { createReadStream, existsSync, readFileSync } from "node:fs";
import { readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config/config.js";
import { openDatabase } from "../db/client.js";
import { acquireDataDirLock, DataDirLockedError } from "../db/data-dir-lock.js";
import { createLocalDiskStorage } from "../lib/storage/local-disk-storage.js";
import { createS3Storage } from "../lib/storage/s3-storage.js";
import type { Storage } from "../lib/storage/storage.js";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  AUTH_SECRET_ENTRY,
  createArchiveWriter,
  DUMP_ENTRY,
  type Manifest,
  mediaEntry,
  streamOf,
} from "./archive.js";
import type { Progress } from "./progress.js";
import type { SnapshotInfo } from "../db/snapshot.js";
import { snapshotEmbedded, snapshotPostgres } from "./snapshot.js";
import { requestSnapshot } from "./socket.js";

/** The version of this Placard (apps/server/package.json), from `src/backup` and `dist/backup`. */
export const PLACARD_VERSION = (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }
).version;

/** A backup or restore that cannot go on, with the message the operator reads. */
export class OperatorError extends Error {
  override name = "OperatorError";
}

/** Where media bytes live for this configuration (as the media plugin decides), and how to let go of it. */
export function storageFor(config: Config): { storage: Storage; close(): void } {
  if (!config.S3_BUCKET) return { storage: createLocalDiskStorage(path.resolve(config.DATA_DIR, "media")), close() {} };
  const storage = createS3Storage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
  return { storage, close: () => storage.client.destroy() };
}

function describeWriteError(error: unknown, target: string): Error {
  const code = (error as NodeJS.ErrnoException).code;
  const where = path.dirname(target);
  const reasons: Record<string, string> = {
    ENOENT: `the directory ${where} does not exist`,
    ENOTDIR: `${where} is not a directory`,
    EACCES: `permission denied in ${where}`,
    EPERM: `permission denied in ${where}`,
    EROFS: `${where} is on a read-only file system`,
    ENOSPC: `the disk is full`,
    EDQUOT: `the disk quota is exhausted`,
  };
  const reason = code ? reasons[code] : undefined;
  if (!reason) return error as Error;
  return new OperatorError(`Could not write the backup to ${target}: ${reason}. Nothing was written under that name.`);
}

/** The snapshot of the database this configuration names, its dump written to `dumpPath`. */
async function takeSnapshot(config: Config, dumpPath: string): Promise<SnapshotInfo> {
  if (config.DATABASE_URL) return snapshotPostgres(config.DATABASE_URL, dumpPath);
  const fromServer = await requestSnapshot(config.DATA_DIR, dumpPath);
  if (fromServer) return fromServer;
  // No server answers: open the embedded database here, under the DATA_DIR lock.
  const dbDir = path.resolve(config.DATA_DIR, "db");
  if (!existsSync(dbDir)) {
    throw new OperatorError(`There is no Placard database in ${path.resolve(config.DATA_DIR)} (DATA_DIR) to back up.`);
  }
  let lock;
  try {
    lock = acquireDataDirLock(config.DATA_DIR);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new OperatorError(
        `Placard (pid ${error.holderPid}) is using DATA_DIR ${error.dataDir} but does not answer on its backup socket. ` +
          "Restart it with this version of Placard, then run the backup again.",
      );
    }
    throw error;
  }
  try {
    const database = await openDatabase({ kind: "pglite", dataDir: dbDir });
    try {
      if (database.driver.kind !== "pglite") throw new Error("expected the embedded database");
      const { info, dump } = await snapshotEmbedded(database.driver.client);
      await writeFile(dumpPath, dump, { mode: 0o600 });
      return info;
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
}

/**
 * `npm run backup -- --out FILE`: one archive with a consistent snapshot of the database,
 * every media object its rows name, the generated auth secret and the manifest. Written
 * to FILE.partial and renamed when complete; a failure leaves nothing under FILE.
 */
export async function runBackup(options: { config: Config; out: string; progress: Progress }): Promise<BackupResult> {
  const { config, progress } = options;
  const target = path.resolve(options.out);
  if (existsSync(target)) throw new OperatorError(`${target} already exists: choose another name for the backup.`);
  const writer = await createArchiveWriter(target).catch((error: unknown) => {
    throw describeWriteError(error, target);
  });
  const dumpPath = `${target}.sql.partial`;
  try {
    progress.step(`Taking a consistent snapshot of the ${config.DATABASE_URL ? "PostgreSQL" : "embedded"} database`);
    const info = await takeSnapshot(config, dumpPath);
    const dumpBytes = (await stat(dumpPath)).size;
    progress.step(`Writing the database dump (${formatBytes(dumpBytes)})`);
    const database = await writer.add(DUMP_ENTRY, dumpBytes, createReadStream(dumpPath));
    await rm(dumpPath, { force: true });

    const { storage, close: closeStorage } = storageFor(config);
    const media: Manifest["media"] = [];
    const mediaMissing: string[] = [];
    let copied = 0;
    for (const [index, key] of info.mediaKeys.entries()) {
      const object = await storage.get(key);
      if (!object) {
        // Deleted (with its row) after the snapshot was taken.
        mediaMissing.push(key);
      } else {
        media.push({ key, ...(await writer.add(mediaEntry(key), object.size, object.open())) });
        copied += object.size;
      }
      progress.update(`Copying media ${index + 1}/${info.mediaKeys.length} (${formatBytes(copied)})`);
    }
    progress.done();
    closeStorage();
    if (mediaMissing.length > 0) {
      progress.step(`${mediaMissing.length} media object(s) were deleted after the snapshot; recorded in the manifest`);
    }

    let authSecret: Manifest["authSecret"] = null;
    const secretFile = path.resolve(config.DATA_DIR, "auth-secret");
    if (!config.AUTH_SECRET && existsSync(secretFile)) {
      const secret = await readFile(secretFile);
      authSecret = await writer.add(AUTH_SECRET_ENTRY, secret.length, streamOf(secret));
    }

    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      placardVersion: PLACARD_VERSION,
      createdAt: new Date().toISOString(),
      source: info.source,
      serverVersion: info.serverVersion,
      migrations: info.migrations,
      tables: info.tables,
      ledgerSumCents: info.ledgerSumCents,
      database,
      media,
      mediaMissing,
      authSecret,
    };
    await writer.finish(manifest);
    return { file: target, bytes: (await stat(target)).size, manifest };
  } catch (error) {
    await writer.abort();
    await rm(dumpPath, { force: true });
    throw describeWriteError(error, target);
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

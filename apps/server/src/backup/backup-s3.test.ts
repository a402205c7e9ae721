import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../config/config.js";
import { type Database, openDatabase } from "../db/client.js";
import { runMigrations } from "../db/migrate.js";
import { createS3Storage } from "../lib/storage/s3-storage.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { createTestDatabase, type TestDatabase } from "../test/database.js";
import { createWebsite, signUpUser } from "../test/factories.js";
import { startTestS3, type TestS3 } from "../test/s3.js";
import { type BackupResult, runBackup } from "./backup.js";
import { silentProgress } from "./progress.js";
import { runRestore } from "./restore.js";
import { type BackupSocket, openBackupSocket } from "./socket.js";

/** Media in an S3-compatible bucket: backed up from one bucket, restored into another. */
async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const configFor = (env: Record<string, string>) => {
  const parsed = parseConfig({ LOG_LEVEL: "silent", ...env });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.config;
};

let sourceBucket: TestS3;
let restoredBucket: TestS3;
let sourceDb: Database;
let sourceTestDb: TestDatabase | undefined;
let source: TestApp;
let socket: BackupSocket | null = null;
let backup: BackupResult;
const dirs: string[] = [];
const tempDir = (label: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `placard-${label}-`));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  sourceBucket = await startTestS3("placard-source");
  restoredBucket = await startTestS3("placard-restored");
  const sourceDir = tempDir("backup-s3-source");
  const env: Record<string, string> = { DATA_DIR: sourceDir, ...sourceBucket.env };
  if (process.env.DATABASE_URL) {
    sourceTestDb = await createTestDatabase();
    sourceDb = sourceTestDb.database;
    env.DATABASE_URL = sourceTestDb.url ?? "";
  } else {
    sourceDb = await openDatabase({ kind: "pglite", dataDir: path.join(sourceDir, "db") });
    await runMigrations(sourceDb);
  }
  source = await createTestApp(env, { database: sourceDb });
  if (sourceDb.driver.kind === "pglite") {
    socket = await openBackupSocket(sourceDir, sourceDb.driver.client, { warn: () => {}, info: () => {} });
  }
  const owner = await signUpUser(source.app);
  await createWebsite(source.app, owner);
  await createWebsite(source.app, owner);
  backup = await runBackup({
    config: configFor(env),
    out: path.join(tempDir("backup-s3-archive"), "placard.tar.gz"),
    progress: silentProgress,
  });
}, 120_000);

afterAll(async () => {
  await socket?.close();
  await source?.close();
  if (sourceDb?.driver.kind === "pglite") await sourceDb.close();
  await sourceTestDb?.drop();
  await sourceBucket?.close();
  await restoredBucket?.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe("backups with media in an S3-compatible bucket", () => {
  it("carries every object of the bucket that the snapshot names, and restores them into another bucket byte for byte", async () => {
    expect(backup.manifest.media).toHaveLength(4); // two logos and their thumbnails
    await runRestore({
      config: configFor({ DATA_DIR: tempDir("restore-s3"), ...restoredBucket.env }),
      file: backup.file,
      progress: silentProgress,
    });
    const from = createS3Storage(sourceBucket.settings);
    const to = createS3Storage(restoredBucket.settings);
    try {
      for (const media of backup.manifest.media) {
        const original = await from.get(media.key);
        const restored = await to.get(media.key);
        if (!original || !restored) throw new Error(`${media.key} is missing`);
        expect((await readAll(restored.open())).equals(await readAll(original.open())), media.key).toBe(true);
      }
    } finally {
      from.client.destroy();
      to.client.destroy();
    }
  });
});

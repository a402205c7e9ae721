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
import { repack } from "../test/archives.js";
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

  it("restored into the source's own bucket and failing after the media, leaves the bucket's objects in place", async () => {
    // The manifest claims a row more than the dump holds: refused after the media, before commit.
    const file = await repack(backup.file, tempDir("backup-s3-bad"), (name, data) => {
      if (name !== "manifest.json") return undefined;
      const manifest = JSON.parse(data.toString("utf8")) as { tables: Record<string, { rows: number }> };
      const users = manifest.tables["public.users"];
      if (!users) throw new Error("no public.users in the manifest");
      users.rows += 1;
      return Buffer.from(JSON.stringify(manifest));
    });
    const from = createS3Storage(sourceBucket.settings);
    try {
      const before = new Map<string, Buffer>();
      for (const media of backup.manifest.media) {
        const object = await from.get(media.key);
        if (!object) throw new Error(`${media.key} is missing before the restore`);
        before.set(media.key, await readAll(object.open()));
      }
      await expect(
        runRestore({
          config: configFor({ DATA_DIR: tempDir("restore-s3-same"), ...sourceBucket.env }),
          file,
          progress: silentProgress,
        }),
      ).rejects.toThrow(/table public\.users holds \d+ rows where the manifest says/);
      for (const [key, bytes] of before) {
        const object = await from.get(key);
        if (!object) throw new Error(`${key} was deleted by the failed restore`);
        expect((await readAll(object.open())).equals(bytes), key).toBe(true);
      }
    } finally {
      from.client.destroy();
    }
  });

  it("refuses a bucket holding one of the archive's keys with other contents, writing nothing", async () => {
    const bucket = await startTestS3("placard-conflict");
    const storage = createS3Storage(bucket.settings);
    try {
      const [first, ...others] = backup.manifest.media;
      if (!first) throw new Error("no media in the backup");
      await storage.putBuffer(first.key, Buffer.from("someone else's logo"));
      await expect(
        runRestore({
          config: configFor({ DATA_DIR: tempDir("restore-s3-conflict"), ...bucket.env }),
          file: backup.file,
          progress: silentProgress,
        }),
      ).rejects.toThrow(`Media ${first.key} already exists in the target storage with different contents`);
      const kept = await storage.get(first.key);
      expect(kept && (await readAll(kept.open())).toString()).toBe("someone else's logo");
      for (const media of others) expect(await storage.get(media.key), media.key).toBeNull();
    } finally {
      storage.client.destroy();
      await bucket.close();
    }
  });
});

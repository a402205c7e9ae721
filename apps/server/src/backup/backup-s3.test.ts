import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "../lib/storage/s3-storage.js";
import { repack } from "../test/archives.js";
import { type BackupSource, configFor, openBackupSource, scratch } from "../test/backups.js";
import { createWebsite, signUpUser } from "../test/factories.js";
import { startTestS3, type TestS3 } from "../test/s3.js";
import { type BackupResult, runBackup } from "./backup.js";
import { silentProgress } from "./progress.js";
import { runRestore } from "./restore.js";

/** Media in an S3-compatible bucket: backed up from one bucket, restored into another. */
async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const temp = scratch();
let sourceBucket: TestS3;
let restoredBucket: TestS3;
let source: BackupSource;
let backup: BackupResult;

beforeAll(async () => {
  sourceBucket = await startTestS3("placard-source");
  restoredBucket = await startTestS3("placard-restored");
  source = await openBackupSource({ DATA_DIR: temp.dir("backup-s3-source"), ...sourceBucket.env });
  const owner = await signUpUser(source.app.app);
  await createWebsite(source.app.app, owner);
  await createWebsite(source.app.app, owner);
  backup = await runBackup({
    config: configFor(source.env),
    out: path.join(temp.dir("backup-s3-archive"), "placard.tar.gz"),
    progress: silentProgress,
  });
}, 120_000);

afterAll(async () => {
  await source?.close();
  await sourceBucket?.close();
  await restoredBucket?.close();
  await temp.removeAll();
});

describe("backups with media in an S3-compatible bucket", () => {
  it("carries every object of the bucket that the snapshot names, and restores them into another bucket byte for byte", async () => {
    expect(backup.manifest.media).toHaveLength(4); // two logos and their thumbnails
    await runRestore({
      config: configFor({ DATA_DIR: temp.dir("restore-s3"), ...restoredBucket.env }),
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
    const file = await repack(backup.file, temp.dir("backup-s3-bad"), (name, data) => {
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
          config: configFor({ DATA_DIR: temp.dir("restore-s3-same"), ...sourceBucket.env }),
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
          config: configFor({ DATA_DIR: temp.dir("restore-s3-conflict"), ...bucket.env }),
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

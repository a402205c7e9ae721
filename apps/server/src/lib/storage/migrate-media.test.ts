import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3, type TestS3 } from "../../test/s3.js";
import { migrateMediaToS3, type MigrationProgress } from "./migrate-media.js";
import { createS3Storage, type S3Storage } from "./s3-storage.js";

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let s3: TestS3;
let storage: S3Storage;
let dataDir: string;
let mediaDir: string;

const files: Record<string, Buffer> = {
  "logos/a.png": randomBytes(2000),
  "logos/a.thumb.webp": randomBytes(300),
  "creatives/b.mp4": randomBytes(70_000),
};

beforeAll(async () => {
  s3 = await startTestS3();
  storage = createS3Storage(s3.settings);
  dataDir = mkdtempSync(path.join(tmpdir(), "placard-migrate-"));
  mediaDir = path.join(dataDir, "media");
  for (const [key, data] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(mediaDir, key)), { recursive: true });
    writeFileSync(path.join(mediaDir, key), data);
  }
  // An interrupted local write and a file that is not ours: neither is copied.
  writeFileSync(path.join(mediaDir, "logos/a.png.0123456789ab.partial"), "half");
  writeFileSync(path.join(mediaDir, "README.TXT"), "notes");
});

afterAll(async () => {
  storage?.client.destroy();
  await s3?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("migrateMediaToS3", () => {
  it("copies every media file under the same key, with progress, and nothing else", async () => {
    const progress: MigrationProgress[] = [];
    const report = await migrateMediaToS3({ sourceDir: mediaDir, storage, onProgress: (p) => progress.push(p) });
    expect(report).toMatchObject({ total: 3, copied: 3, skipped: 0, failed: [], bytesCopied: 72_300 });
    expect(report.ignored.sort()).toEqual(["README.TXT", "logos/a.png.0123456789ab.partial"]);
    expect(progress.map((p) => p.done).sort()).toEqual([1, 2, 3]);
    expect(progress.every((p) => p.total === 3 && p.outcome === "copied")).toBe(true);
    for (const [key, data] of Object.entries(files)) {
      const object = await storage.get(key);
      expect(object?.size).toBe(data.length);
      if (object) expect((await readAll(object.open())).equals(data)).toBe(true);
    }
    expect(await storage.get("logos/a.png.0123456789ab.partial")).toBeNull();
  });

  it("skips what is already there byte for byte, and rewrites what differs", async () => {
    const again = await migrateMediaToS3({ sourceDir: mediaDir, storage });
    expect(again).toMatchObject({ total: 3, copied: 0, skipped: 3, failed: [] });

    // Same size, other bytes, no checksum metadata (as a copy gone wrong would be).
    await storage.putBuffer("logos/a.png", randomBytes(2000));
    const changed = Buffer.from("a new logo");
    writeFileSync(path.join(mediaDir, "creatives/b.mp4"), changed);
    const repaired = await migrateMediaToS3({ sourceDir: mediaDir, storage });
    expect(repaired).toMatchObject({ copied: 2, skipped: 1, failed: [] });
    const logo = await storage.get("logos/a.png");
    if (logo) expect((await readAll(logo.open())).equals(files["logos/a.png"] ?? Buffer.alloc(0))).toBe(true);
    const video = await storage.get("creatives/b.mp4");
    expect(video?.size).toBe(changed.length);
  });

  it("reports nothing to do for a DATA_DIR without media", async () => {
    const report = await migrateMediaToS3({ sourceDir: path.join(dataDir, "nothing-here"), storage });
    expect(report).toMatchObject({ total: 0, copied: 0, failed: [] });
  });
});

describe("the media:migrate command", () => {
  const run = (env: Record<string, string>) =>
    promisify(execFile)("npx", ["tsx", "src/media-migrate.ts"], {
      cwd: path.resolve(import.meta.dirname, "../../.."),
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    });

  it("copies DATA_DIR/media into the S3_* bucket and prints its progress", async () => {
    const { stdout } = await run({ DATA_DIR: dataDir, ...s3.env });
    expect(stdout).toContain('into bucket "placard-test"');
    expect(stdout).toMatch(/\[3\/3\] skipped /);
    expect(stdout).toContain("Done: 0 copied (0 bytes), 3 already there, 0 failed, of 3.");
  });

  it("says what to set when no bucket is configured", async () => {
    await expect(run({ DATA_DIR: dataDir })).rejects.toMatchObject({
      stderr: expect.stringContaining("Set S3_BUCKET"),
    });
  });
});

import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { HeadObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { isNotFound, type S3Storage } from "./s3-storage.js";
import { assertStorageKey, contentTypeOf } from "./storage.js";

export type MigrationOutcome = "copied" | "skipped" | "failed";

export interface MigrationProgress {
  key: string;
  outcome: MigrationOutcome;
  bytes: number;
  /** How many files were handled so far, and in all. */
  done: number;
  total: number;
  error?: string;
}

export interface MigrationReport {
  total: number;
  copied: number;
  skipped: number;
  failed: { key: string; error: string }[];
  bytesCopied: number;
  /** Files under the directory that are not media keys of ours (left alone). */
  ignored: string[];
}

const CONCURRENCY = 4;

/** Every file under `dir`, as `/`-separated paths relative to it. */
async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT" && prefix === "") return [];
    throw error;
  });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(dir, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files.sort();
}

async function digests(file: string): Promise<{ md5: Buffer; sha256: string }> {
  const md5 = createHash("md5");
  const sha256 = createHash("sha256");
  for await (const chunk of createReadStream(file)) {
    md5.update(chunk as Buffer);
    sha256.update(chunk as Buffer);
  }
  return { md5: md5.digest(), sha256: sha256.digest("hex") };
}

/**
 * Copies local media (`DATA_DIR/media`) into the bucket under the same keys, so every
 * stored `/media/…` URL keeps working. Idempotent: an object already in the bucket with
 * the same size and SHA-256 (our metadata) or MD5 ETag is skipped, anything else is
 * (re)written with Content-MD5, which the server checks. Temporary `.partial` files of an
 * interrupted local write are not media and are ignored.
 */
export async function migrateMediaToS3(options: {
  sourceDir: string;
  storage: Pick<S3Storage, "client" | "bucket">;
  onProgress?: (progress: MigrationProgress) => void;
}): Promise<MigrationReport> {
  const { client, bucket } = options.storage;
  const report: MigrationReport = { total: 0, copied: 0, skipped: 0, failed: [], bytesCopied: 0, ignored: [] };
  const keys: string[] = [];
  for (const file of await listFiles(options.sourceDir)) {
    try {
      assertStorageKey(file);
      if (file.endsWith(".partial")) throw new Error("partial");
      keys.push(file);
    } catch {
      report.ignored.push(file);
    }
  }
  report.total = keys.length;

  let done = 0;
  async function migrateOne(key: string): Promise<{ outcome: MigrationOutcome; bytes: number }> {
    const file = path.join(options.sourceDir, ...key.split("/"));
    const { size } = await stat(file);
    const { md5, sha256 } = await digests(file);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      const isSame =
        head.ContentLength === size && (head.Metadata?.sha256 === sha256 || head.ETag === `"${md5.toString("hex")}"`);
      if (isSame) return { outcome: "skipped", bytes: size };
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: createReadStream(file),
        ContentLength: size,
        ContentMD5: md5.toString("base64"),
        ContentType: contentTypeOf(key),
        Metadata: { sha256 },
      }),
    );
    return { outcome: "copied", bytes: size };
  }

  const queue = [...keys];
  async function worker() {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      let progress: MigrationProgress;
      try {
        const { outcome, bytes } = await migrateOne(key);
        if (outcome === "copied") {
          report.copied += 1;
          report.bytesCopied += bytes;
        } else report.skipped += 1;
        progress = { key, outcome, bytes, done: ++done, total: report.total };
      } catch (error) {
        const message = (error as Error).message || (error as Error).name;
        report.failed.push({ key, error: message });
        progress = { key, outcome: "failed", bytes: 0, done: ++done, total: report.total, error: message };
      }
      options.onProgress?.(progress);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  report.failed.sort((a, b) => a.key.localeCompare(b.key));
  return report;
}

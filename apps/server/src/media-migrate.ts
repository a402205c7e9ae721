import { existsSync } from "node:fs";
import path from "node:path";
import { parseConfig } from "./config/config.js";
import { migrateMediaToS3 } from "./lib/storage/migrate-media.js";
import { createS3Storage } from "./lib/storage/s3-storage.js";

/**
 * `npm run media:migrate`: copies `DATA_DIR/media` into the S3 bucket the S3_* settings
 * name (same environment and `.env` as the server). Safe to run again: what is already
 * there, byte for byte, is skipped. Exits 1 when a file could not be copied.
 */
async function main() {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const parsed = parseConfig(process.env);
  if (!parsed.ok) throw new Error(parsed.message);
  const { config } = parsed;
  if (!config.S3_BUCKET) {
    throw new Error(
      "Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) to the bucket to copy media into.",
    );
  }
  const sourceDir = path.resolve(config.DATA_DIR, "media");
  const storage = createS3Storage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
  try {
    await storage.check();
    process.stdout.write(`Copying ${sourceDir} into bucket "${config.S3_BUCKET}"\n`);
    const report = await migrateMediaToS3({
      sourceDir,
      storage,
      onProgress: ({ key, outcome, bytes, done, total, error }) => {
        const detail = outcome === "failed" ? `: ${error}` : ` (${bytes} bytes)`;
        process.stdout.write(`[${done}/${total}] ${outcome} ${key}${detail}\n`);
      },
    });
    for (const file of report.ignored) process.stdout.write(`ignored ${file} (not a media file of Placard's)\n`);
    process.stdout.write(
      `Done: ${report.copied} copied (${report.bytesCopied} bytes), ${report.skipped} already there, ${report.failed.length} failed, of ${report.total}.\n`,
    );
    if (report.failed.length > 0) {
      process.stderr.write(`Not copied: ${report.failed.map((f) => f.key).join(", ")}. Run it again to retry.\n`);
      process.exitCode = 1;
    }
  } finally {
    storage.client.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`media:migrate failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

import path from "node:path";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createLocalDiskStorage } from "../lib/storage/local-disk-storage.js";
import { createS3Storage } from "../lib/storage/s3-storage.js";
import type { Storage } from "../lib/storage/storage.js";

declare module "fastify" {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Multipart parsing (limits are set per form, see lib/uploads.ts) and the media storage. */
export const mediaPlugin = fp(async function mediaPlugin(app: FastifyInstance, options: { storage?: Storage }) {
  await app.register(multipart, { limits: { files: 1, fields: 20, fieldSize: 10_000, parts: 30 } });
  app.decorate("storage", options.storage ?? storageFromConfig(app));
});

/** The S3-compatible bucket when S3_BUCKET is set (checked before serving), else `$DATA_DIR/media`. */
function storageFromConfig(app: FastifyInstance): Storage {
  const { config } = app;
  if (!config.S3_BUCKET) return createLocalDiskStorage(path.resolve(config.DATA_DIR, "media"));
  const storage = createS3Storage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
  app.addHook("onReady", () => storage.check());
  app.addHook("onClose", async () => storage.client.destroy());
  return storage;
}

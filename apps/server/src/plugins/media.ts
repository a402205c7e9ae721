import path from "node:path";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createLocalDiskStorage } from "../lib/storage/local-disk-storage.js";
import type { Storage } from "../lib/storage/storage.js";

declare module "fastify" {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Multipart parsing (limits are set per form, see lib/uploads.ts) and the media storage. */
export const mediaPlugin = fp(async function mediaPlugin(app: FastifyInstance, options: { storage?: Storage }) {
  await app.register(multipart, { limits: { files: 1, fields: 20, fieldSize: 10_000, parts: 30 } });
  app.decorate("storage", options.storage ?? createLocalDiskStorage(path.resolve(app.config.DATA_DIR, "media")));
});

import { text } from "@placard/shared/messages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error.js";
import { registerDailyJob } from "../../lib/jobs/daily.js";
import { contentTypeOf, InvalidStorageKeyError, type Storage } from "../../lib/storage/storage.js";
import { addMissingVariants, MEDIA_VARIANTS_JOB } from "./backfill.js";

/** "bytes=0-99" → { start: 0, end: 99 } within `size`; null when absent or unsatisfiable. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | "invalid" {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "invalid";
  let start: number;
  let end: number;
  if (match[1] === "") {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : "invalid";
}

/**
 * Stored media, public by unguessable generated names, cached forever (a key is never
 * reused), with byte ranges so videos seek and loop. Publishers' pages load it too.
 * Served inline with a file name and a sandboxing CSP, so a hostile upload never
 * executes with Placard's origin.
 */
export async function mediaRoutes(app: FastifyInstance) {
  // Creatives uploaded before decision 0060 get their WebP widths: once when the server
  // starts, then daily (nothing to do then, found by a partial index); answers follow.
  registerDailyJob(app, {
    kind: MEDIA_VARIANTS_JOB,
    hourUtc: 3,
    async run() {
      const done = await addMissingVariants(app.database.db, app.storage, (id, err) =>
        app.log.warn({ err, mediaId: id }, "WebP widths could not be made for a creative"),
      );
      if (done === 0) return;
      app.log.info({ creatives: done }, "WebP widths made for creatives uploaded before them");
      app.delivery.cache.invalidate();
    },
  });
  app.get("/media/*", { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    return sendStoredFile(app.storage, key, request, reply, { cacheControl: "public, max-age=31536000, immutable" });
  });
}

/**
 * Answers with the stored file `key` (ranges included) under `cacheControl` (and `etag`, once
 * the file is found): a key that is not ours (bad characters, `..`) or not stored is simply
 * not found; a store that fails (S3 unreachable) is a server error, never a 404 a cache could
 * keep. Also the lead image's answer (decision 0067).
 */
export async function sendStoredFile(
  storage: Storage,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  { cacheControl, etag }: { cacheControl: string; etag?: string },
) {
  const contentType = contentTypeOf(key);
  const object = contentType
    ? await storage.get(key).catch((error: unknown) => {
        if (error instanceof InvalidStorageKeyError) return null;
        throw error;
      })
    : null;
  if (!object || !contentType) throw new AppError("not_found", text("errors.media.file_not_found"));
  if (etag) reply.header("etag", etag);
  reply
    .header("content-type", contentType)
    .header("accept-ranges", "bytes")
    .header("cache-control", cacheControl)
    .header("cross-origin-resource-policy", "cross-origin")
    // Opened on its own (a PDF in a tab), an upload is shown, named, and runs nothing of
    // its own with Placard's origin: no scripts, forms or plugins (keys are [a-z0-9._-]).
    .header("content-disposition", `inline; filename="${key.slice(key.lastIndexOf("/") + 1)}"`)
    .header("content-security-policy", "sandbox");
  const range = parseRange(request.headers.range, object.size);
  if (range === "invalid") {
    return reply.status(416).header("content-range", `bytes */${object.size}`).send();
  }
  if (range) {
    reply
      .status(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${object.size}`)
      .header("content-length", range.end - range.start + 1);
    return reply.send(object.open(range));
  }
  reply.header("content-length", object.size);
  return reply.send(object.open());
}

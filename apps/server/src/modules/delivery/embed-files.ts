import { text } from "@placard/shared/messages";
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { EMBED_MARK_PATH, EMBED_SCRIPT_PATH, EMBED_STYLE_PATH } from "@placard/shared/delivery";
import type { FastifyInstance, FastifyReply } from "fastify";
import { AppError } from "../../lib/app-error.js";

const EMBED_DIST = new URL("../../../../../packages/embed/dist/", import.meta.url);

/**
 * The embed's files, built by packages/embed: read once, revalidated by ETag, immutable under
 * their content hash (`?v=`). The snippets' script URL stays the stable one (a pasted snippet
 * is never updated, so it must pick up new versions; decision 0052). The script, its
 * stylesheet and mark all come from Placard's origin, so a strict CSP can allow them (decision 0052).
 */
export function embedFileRoutes(
  routes: Pick<FastifyInstance, "get">,
  options: { tags: string[]; hot: object; openToAllOrigins(reply: FastifyReply): void },
) {
  const { tags, hot, openToAllOrigins } = options;
  const embedFile = (urlPath: string, file: string, type: string, summary: string) => {
    let loaded: { body: Buffer; etag: string } | undefined;
    routes.get(urlPath, { schema: { summary, tags }, ...hot }, async (request, reply) => {
      if (!loaded) {
        const body = await readFile(new URL(file, EMBED_DIST)).catch(() => undefined);
        if (!body) throw new AppError("unavailable", text("errors.delivery.embed_not_built"));
        loaded = { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 16)}"` };
      }
      openToAllOrigins(reply);
      // Asked for by its content hash (`?v=`, as the script asks for its stylesheet): never changes.
      const pinned = (request.query as { v?: unknown }).v === loaded.etag.slice(1, -1);
      reply
        .header("content-type", type)
        .header(
          "cache-control",
          pinned ? "public, max-age=31536000, immutable" : "public, max-age=86400, stale-while-revalidate=604800",
        )
        .header("etag", loaded.etag);
      if (request.headers["if-none-match"] === loaded.etag) return reply.status(304).send();
      return reply.send(loaded.body);
    });
  };
  embedFile(EMBED_SCRIPT_PATH, "placard.js", "text/javascript; charset=utf-8", "The embed script");
  embedFile(EMBED_STYLE_PATH, "placard.css", "text/css; charset=utf-8", "The embed's default stylesheet");
  embedFile(EMBED_MARK_PATH, "mark.svg", "image/svg+xml", "The Placard mark in the ads' header");
}

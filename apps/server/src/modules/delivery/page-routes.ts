import { firstScreenMedia, SLOT_BOX_MAX, serveHtmlPath, serveImagePath } from "@placard/shared/delivery";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendStoredFile } from "../media/index.js";
import type { DeliveryCache } from "./cache.js";
import { renderSpaceHtml } from "./html.js";
import { decide, leadImageKey } from "./service.js";
import { type TokenSigner, UNBOUND_CLIENT } from "./tokens.js";

/**
 * A space drawn with the publisher's page rather than by the embed: its lead image, which a
 * first-screen snippet preloads (decisions 0066, 0067), and its ad as HTML for the PHP and
 * Python snippets. Both read the delivery cache only.
 */
export function spacePageRoutes(
  app: FastifyInstance,
  options: {
    tags: string[];
    hot: object;
    cache: DeliveryCache;
    signer: TokenSigner;
    publicUrl: string;
    openToAllOrigins(reply: FastifyReply): void;
  },
) {
  const { tags, hot, cache, signer, publicUrl, openToAllOrigins } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    serveImagePath(":publicId"),
    {
      schema: {
        summary: "The picture a space's decision shows first, for the snippet's image preload",
        description:
          "The file's bytes (200, or 304 to a matching If-None-Match: its ETag names the file) under " +
          "`no-cache`, since the space's first card can change; 204 with no body when there is none (decision 0067).",
        tags,
        params: z.object({ publicId: z.string().min(1).max(64) }),
        querystring: z.object({
          w: z.coerce
            .number()
            .int()
            .min(1)
            .max(SLOT_BOX_MAX * 4),
        }),
      },
      ...hot,
    },
    async (request, reply) => {
      // The same choice as the decision's (decision 0066), answered with the file itself: one
      // round trip, where a redirect took two (decision 0067).
      const key = leadImageKey(cache, request.params.publicId, request.query.w);
      openToAllOrigins(reply);
      if (!key) return reply.header("cache-control", "no-store").status(204).send();
      // A key is never reused, so it names the bytes: a reader who has them is answered 304.
      const etag = `"${key}"`;
      if (request.headers["if-none-match"] === etag)
        return reply.header("etag", etag).header("cache-control", "no-cache").status(304).send();
      return sendStoredFile(app.storage, key, request, reply, { cacheControl: "no-cache", etag });
    },
  );

  routes.get(
    serveHtmlPath(":publicId"),
    {
      schema: {
        summary: "One space's ad as HTML, for the PHP and Python snippets",
        tags,
        params: z.object({ publicId: z.string().min(1).max(64) }),
        // The slot's box (decision 0051), from the snippet; integers, so nothing else reaches the style.
        querystring: z.object({
          w: z.coerce.number().int().min(1).max(SLOT_BOX_MAX).optional(),
          h: z.coerce.number().int().min(1).max(SLOT_BOX_MAX).optional(),
        }),
      },
      ...hot,
    },
    async (request, reply) => {
      const { publicId } = request.params;
      const { w, h } = request.query;
      // Fetched by the publisher's server, not the reader's browser: its token is unbound
      // and can count a click only (the embed then takes over and issues bound tokens).
      const decision = decide(cache, signer, publicUrl, [publicId], UNBOUND_CLIENT);
      openToAllOrigins(reply);
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(
          renderSpaceHtml(
            decision.spaces[publicId],
            publicId,
            publicUrl,
            w && h ? { width: w, height: h } : undefined,
            firstScreenMedia(cache.space(publicId)?.placementKey ?? ""),
          ),
        );
    },
  );
}

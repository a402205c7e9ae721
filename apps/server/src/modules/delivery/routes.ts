import { text } from "@placard/shared/messages";
import { MAX_SPACES_PER_REQUEST, SERVE_CLICK_PATH, SERVE_SPACES_PATH, SERVE_VIEW_PATH } from "@placard/shared/delivery";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import fp from "fastify-plugin";
import { connectRedis } from "../../lib/redis.js";
import { isbot } from "isbot";
import { z } from "zod";
import { AppError } from "../../lib/app-error.js";
import { createDeliveryCache, type DeliveryCache, type DeliveryChange } from "./cache.js";
import { connectDeliveryChanges } from "./changes.js";
import { type Counter, createCounter } from "./counter.js";
import { createDecisionRenderer } from "./decisions.js";
import { embedFileRoutes } from "./embed-files.js";
import { spacePageRoutes } from "./page-routes.js";
import { createEmbedSeenRecorder } from "./embed-seen.js";
import { createServeHandler, installFrontDoor } from "./front-door.js";
import { findBusinessLink } from "./queries.js";
import { reachOf, splitBeacon } from "./reach.js";
import { chooseCreative } from "./creative-rotation.js";
import { decide, isHttpUrl } from "./service.js";
import { createTokenSigner, type TokenSigner } from "./tokens.js";

declare module "fastify" {
  interface FastifyInstance {
    delivery: {
      cache: DeliveryCache;
      counter: Counter;
      /** After a write commits: reload what it touched, here and on every other instance. */
      touch(change: DeliveryChange): void;
    };
  }
}

const tags = ["delivery"];
const FLUSH_MS = 1_000;

/** Publishers' pages call these from any origin; the embed and media load cross-origin. */
function openToAllOrigins(reply: FastifyReply) {
  reply.header("access-control-allow-origin", "*").header("cross-origin-resource-policy", "cross-origin");
}

const userAgentOf = (request: FastifyRequest) => request.headers["user-agent"]?.trim() ?? "";

/**
 * Who sent a request: no or an empty User-Agent is a bot, like a known bot's (decision 0013);
 * and, if the event counts, its country, device and page (decision 0059).
 */
function clientOf(signer: TokenSigner, request: FastifyRequest, page: string | undefined, issuedTo: string) {
  const userAgent = userAgentOf(request);
  return {
    tag: signer.clientTag(request.ip, userAgent, issuedTo),
    address: signer.addressTag(request.ip),
    isBot: userAgent === "" || isbot(userAgent),
    reach: reachOf(request.ip, userAgent, page),
  };
}

/**
 * Delivery: the embed script, the decision for a page's slots (from an in-memory cache,
 * never the database), and honest view and click counting (ARCHITECTURE.md §4).
 */
export const deliveryRoutes = fp(async function deliveryRoutes(app: FastifyInstance, options: { authSecret: string }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { publicUrl } = app.config;
  const cache = createDeliveryCache({ db: app.database.db, publicUrl, log: app.log });
  const signer = createTokenSigner(options.authSecret);
  // With Redis, counted tokens and per-client limits are shared by every instance.
  const pub = app.config.REDIS_URL
    ? connectRedis(app.config.REDIS_URL, "counting", app.log, { maxRetriesPerRequest: 2 })
    : undefined;
  // On the embedded database, counted tokens are packed one row a flush (decision 0039).
  const counter = createCounter(app.database.db, {
    redis: pub,
    keyPrefix: app.config.REDIS_KEY_PREFIX,
    packed: app.database.kind === "pglite",
  });
  await counter.load();
  // Changes by id (decision 0019): the services' routes name the spaces and websites a
  // write touched, booking events (payments, rejections, expiry) name their request;
  // with Redis the ids reach every other instance. A full build only at startup.
  const changes = await connectDeliveryChanges({ cache, pub, log: app.log });
  app.decorate("delivery", { cache, counter, touch: changes.touch });
  await cache.reload();
  app.payments.bookingEvents.on("changed", (requestId: unknown) => {
    if (typeof requestId === "string" && requestId !== "") changes.touch({ requestIds: [requestId] });
    else changes.invalidateAll();
  });

  const flushTimer = setInterval(() => {
    counter.flush().catch((error: unknown) => app.log.error({ err: error }, "flushing counts failed"));
    counter.prune().catch((error: unknown) => app.log.error({ err: error }, "forgetting expired tokens failed"));
  }, FLUSH_MS);
  flushTimer.unref();
  // The last counts (and their Redis round trips) are written before Redis is let go.
  app.addHook("onClose", async () => {
    clearInterval(flushTimer);
    cache.stop();
    await counter.flush().catch((error: unknown) => app.log.error({ err: error }, "final flush of counts failed"));
    await Promise.allSettled([pub?.quit(), changes.close()]);
  });

  // Where the embed was seen: a hint for the owner, never verification (decision 0005).
  const noticeEmbedOrigin = createEmbedSeenRecorder({ db: app.database.db, cache, log: app.log });

  // The hot path's well-formed requests are answered by the front door, on node:http ahead
  // of Fastify (decision 0031); the routes below answer the rest, and document the API.
  const decisions = createDecisionRenderer({ cache, signer, publicUrl });
  const serve = createServeHandler({
    cache,
    signer,
    counter,
    decisions,
    trustProxy: app.config.TRUST_PROXY,
    noticeEmbedOrigin,
    log: app.log,
  });
  installFrontDoor(app.server, serve, app.log);
  // Requests that never pass the server (app.inject in tests) meet the front door here.
  const frontDoor = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (serve(request.raw, reply.raw)) reply.hijack();
    done();
  };

  // The hot path: no rate limit (over-rate clients are simply not counted) and no helmet
  // (its CSP and friends mean nothing to a JSON answer, a beacon or a redirect).
  const noRateLimit = { rateLimit: false } as const;
  const hot = { helmet: false, config: noRateLimit } as const;
  const front = { ...hot, onRequest: frontDoor };

  routes.get(
    SERVE_SPACES_PATH,
    {
      schema: {
        summary: "The ads to show in one or more slots (the embed asks once per page)",
        tags,
        querystring: z.object({
          ids: z
            .string()
            .min(1)
            .max(MAX_SPACES_PER_REQUEST * 40),
          lead: z.literal("1").optional().describe("The page preloads the first card's image (decision 0066)"),
        }),
      },
      ...front,
    },
    async (request, reply) => {
      const ids = [...new Set(request.query.ids.split(","))].filter(Boolean).slice(0, MAX_SPACES_PER_REQUEST);
      noticeEmbedOrigin(request.headers.origin, ids);
      openToAllOrigins(reply);
      reply.header("cache-control", "no-store");
      // Bot or not is decided when a token is used; here only whom it is served to.
      const client = signer.clientTag(request.ip, userAgentOf(request));
      return decide(cache, signer, publicUrl, ids, client, Date.now(), chooseCreative, request.query.lead === "1");
    },
  );

  spacePageRoutes(app, { tags, hot, cache, signer, publicUrl, openToAllOrigins });

  // The answer never says whether or why a beacon was not counted: always 204.
  const countView = async (request: FastifyRequest, reply: FastifyReply, token: unknown, page?: string) => {
    const claims = signer.verify(token);
    if (claims) void counter.count("views", claims, () => clientOf(signer, request, page, claims.client));
    openToAllOrigins(reply);
    return reply.status(204).send();
  };

  routes.post(
    SERVE_VIEW_PATH,
    {
      schema: {
        summary: "A view beacon: the ad's token as the text body, optionally a second line with the page's path",
        tags,
      },
      ...front,
    },
    async (request, reply) => {
      if (typeof request.body !== "string") return countView(request, reply, null);
      const { token, page } = splitBeacon(request.body);
      return countView(request, reply, token, page);
    },
  );
  routes.get(
    SERVE_VIEW_PATH,
    {
      schema: {
        summary: "A view beacon as a GET",
        tags,
        querystring: z.object({ t: z.string().max(300), p: z.string().max(2048).optional() }),
      },
      ...front,
    },
    async (request, reply) => countView(request, reply, request.query.t, request.query.p),
  );

  routes.get(
    SERVE_CLICK_PATH,
    {
      schema: {
        summary: "A click: counted once per token, then a redirect to the business",
        tags,
        querystring: z.object({ t: z.string().max(300), p: z.string().max(2048).optional() }),
      },
      ...front,
    },
    async (request, reply) => {
      const now = Date.now();
      const claims = signer.verify(request.query.t, now, { allowExpired: true });
      if (!claims) throw new AppError("not_found", text("errors.delivery.link_not_valid"));
      const link = cache.businessLink(claims.adId) ?? (await findBusinessLink(app.database.db, claims.adId));
      if (!link || !isHttpUrl(link)) throw new AppError("not_found", text("errors.delivery.link_not_valid"));
      if (claims.expiresAt * 1000 >= now)
        void counter.count("clicks", claims, () => clientOf(signer, request, request.query.p, claims.client), now);
      return reply
        .header("cache-control", "no-store")
        .header("referrer-policy", "no-referrer-when-downgrade")
        .redirect(link, 302);
    },
  );

  embedFileRoutes(routes, { tags, hot, openToAllOrigins });
});

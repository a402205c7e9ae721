import { text } from "@placard/shared/messages";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { connectRedis } from "../lib/redis.js";
import { AppError } from "../lib/app-error.js";
import { comesFromOwnPage, CROSS_ORIGIN_MESSAGE, needsOwnOrigin, ownOrigins } from "../lib/origins.js";
import { isKeyOnlyRequest } from "../lib/api-keys/resolve.js";

/**
 * Security headers (helmet with a strict CSP), writes only from Placard's own pages
 * (lib/origins.ts) and rate limiting. Counters live in Redis
 * when REDIS_URL is set, so limits hold across app servers; otherwise in memory.
 */
export const securityPlugin = fp(async function securityPlugin(app: FastifyInstance) {
  const { config } = app;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'", "blob:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isSecure ? [] : null,
      },
    },
    hsts: config.isSecure,
    crossOriginEmbedderPolicy: false,
  });

  // Before anything reads a body or a session: a forged write is refused as it arrives.
  // A program's request with an API key and no cookie is not checked (decision 0034).
  const allowedOrigins = ownOrigins(config);
  app.addHook("onRequest", async (request) => {
    if (isKeyOnlyRequest(request.headers)) return;
    if (needsOwnOrigin(request.method, request.url) && !comesFromOwnPage(request.headers, allowedOrigins)) {
      throw new AppError("forbidden", CROSS_ORIGIN_MESSAGE);
    }
  });

  const redis = config.REDIS_URL
    ? connectRedis(config.REDIS_URL, "rate limits", app.log, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  if (redis) app.addHook("onClose", async () => void (await redis.quit()));

  await app.register(rateLimit, {
    global: true,
    max: config.API_RATE_LIMIT,
    timeWindow: "1 minute",
    redis,
    nameSpace: "placard-rl:",
    // Rate limiting must never take the API down with it.
    skipOnError: true,
    // The web app's hashed files are static and immutable: one page load fetches dozens of
    // them, and counting those against the limit made a busy reader's next screen fail to load.
    allowList: (request) => request.method === "GET" && request.url.startsWith("/assets/"),
    errorResponseBuilder: (_request, context) =>
      new AppError("rate_limited", text("errors.security.rate_limited", { after: context.after }), {
        retryAfterMs: context.ttl,
      }),
  });
});

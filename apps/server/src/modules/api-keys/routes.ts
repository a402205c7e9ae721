import { text } from "@placard/shared/messages";
import { apiKeyListSchema, createApiKeySchema, createdApiKeySchema, MAX_API_KEYS } from "@placard/shared/api-keys";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { listKeys, makeKey, revokeKey } from "./service.js";

/**
 * Making, listing and revoking API keys (decision 0034): from a signed-in session only, so a
 * leaked key cannot make itself a successor or outlive its revocation.
 */
export async function apiKeyRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ session: [] }];

  const sessionUser = (request: FastifyRequest) =>
    app.requireSessionUser(request, text("errors.api_keys.session_only"));

  routes.get(
    "/api/account/api-keys",
    {
      schema: {
        summary: `Your API keys (at most ${MAX_API_KEYS}), newest first; never the keys themselves`,
        tags: ["accounts"],
        security,
        response: { 200: apiKeyListSchema },
      },
    },
    async (request) => {
      const user = await sessionUser(request);
      return { items: await listKeys(app.database.db, user.id) };
    },
  );

  routes.post(
    "/api/account/api-keys",
    {
      schema: {
        summary: "Make an API key: the answer holds the key, shown this once",
        tags: ["accounts"],
        security,
        body: createApiKeySchema,
        response: { 201: createdApiKeySchema },
      },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const user = await sessionUser(request);
      const created = await makeKey(app.database.db, app.auth, user.id, request.body);
      reply.status(201);
      return created;
    },
  );

  routes.delete(
    "/api/account/api-keys/:id",
    {
      schema: {
        summary: "Revoke an API key: it stops working at once",
        tags: ["accounts"],
        security,
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = await sessionUser(request);
      await revokeKey(app.database.db, app.auth, user.id, request.params.id, fromNodeHeaders(request.headers));
      return reply.status(204).send(null);
    },
  );
}

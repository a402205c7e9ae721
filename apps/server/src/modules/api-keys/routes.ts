import {
  apiKeyListSchema,
  createApiKeySchema,
  createdApiKeySchema,
  MAX_API_KEYS,
  type ApiKeyItem,
} from "@placard/shared/api-keys";
import { fromNodeHeaders } from "better-auth/node";
import { and, count, desc, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apikey } from "../../db/schema/auth.js";
import { AppError } from "../../lib/app-error.js";
import { accessOf, permissionsFor } from "../../lib/api-keys/plugin.js";

type KeyRow = typeof apikey.$inferSelect;

function itemOf(
  row: Pick<KeyRow, "id" | "name" | "start" | "permissions" | "createdAt" | "lastRequest" | "expiresAt">,
) {
  let permissions: Record<string, string[]> | null;
  try {
    permissions = row.permissions ? (JSON.parse(row.permissions) as Record<string, string[]>) : null;
  } catch {
    permissions = null;
  }
  return {
    id: row.id,
    name: row.name ?? "",
    start: row.start ?? "",
    access: accessOf(permissions),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastRequest?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  } satisfies ApiKeyItem;
}

/**
 * Making, listing and revoking API keys (decision 0034): from a signed-in session only, so a
 * leaked key cannot make itself a successor or outlive its revocation.
 */
export async function apiKeyRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ session: [] }];

  const sessionUser = (request: FastifyRequest) =>
    app.requireSessionUser(request, "API keys are managed on /account, signed in, not with a key.");

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
      const rows = await app.database.db
        .select()
        .from(apikey)
        .where(eq(apikey.referenceId, user.id))
        .orderBy(desc(apikey.createdAt), desc(apikey.id))
        .limit(MAX_API_KEYS);
      return { items: rows.map(itemOf) };
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
      const [held] = await app.database.db.select({ n: count() }).from(apikey).where(eq(apikey.referenceId, user.id));
      if ((held?.n ?? 0) >= MAX_API_KEYS) {
        throw new AppError(
          "conflict",
          `You have ${MAX_API_KEYS} API keys, the most one account can hold. Revoke one first.`,
        );
      }
      const { name, access, expiresInDays } = request.body;
      // Server-side call (no headers): the plugin lets us set the owner and the permissions.
      const created = await app.auth.api.createApiKey({
        body: {
          name,
          userId: user.id,
          permissions: permissionsFor(access),
          expiresIn: expiresInDays ? expiresInDays * 24 * 60 * 60 : null,
        },
      });
      const [row] = await app.database.db.select().from(apikey).where(eq(apikey.id, created.id)).limit(1);
      if (!row) throw new AppError("internal", "The key could not be stored.");
      reply.status(201);
      return { key: created.key, apiKey: itemOf(row) };
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
      const [row] = await app.database.db
        .select({ id: apikey.id })
        .from(apikey)
        .where(and(eq(apikey.id, request.params.id), eq(apikey.referenceId, user.id)))
        .limit(1);
      if (!row) throw new AppError("not_found", "No such API key.");
      await app.auth.api.deleteApiKey({ body: { keyId: row.id }, headers: fromNodeHeaders(request.headers) });
      return reply.status(204).send(null);
    },
  );
}

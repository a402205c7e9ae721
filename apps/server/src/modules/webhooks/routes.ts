import { pageQuerySchema } from "@placard/shared/pagination";
import {
  createWebhookEndpointSchema,
  MAX_WEBHOOK_ENDPOINTS,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  type WebhookEvent,
} from "@placard/shared/webhooks";
import { and, count, desc, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/webhooks.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { afterCursor, cursorTime, toPage } from "../../lib/pagination.js";
import { BOOKING_WEBHOOK_JOB, raiseBookingWebhook } from "./bookings.js";
import { refuseEndpoint } from "./sender.js";
import { deliverWebhook, newSecret, resendDelivery, WEBHOOK_JOBS } from "./service.js";

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const endpointItem = (row: EndpointRow) => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEvent[],
  secret: row.secret,
  createdAt: row.createdAt.toISOString(),
});

const deliveryItem = (row: DeliveryRow) => ({
  id: row.id,
  event: row.event as WebhookEvent,
  status: row.status,
  attempts: row.attempts,
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Webhook endpoints and their deliveries (decision 0038): managed from a signed-in session
 * only, like API keys (a key could otherwise point a user's events anywhere).
 */
export async function webhookRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const security = [{ session: [] }];
  const allowPrivate = app.config.VERIFICATION_ALLOW_PRIVATE_HOSTS;
  const idParams = z.object({ id: z.string().min(1).max(100) });

  app.jobs.register(WEBHOOK_JOBS.deliver, (payload) => deliverWebhook(db, payload, allowPrivate));
  app.jobs.register(BOOKING_WEBHOOK_JOB, (payload) => raiseBookingWebhook(db, payload));

  const sessionUser = (request: FastifyRequest) =>
    app.requireSessionUser(request, "Webhooks are managed on /account, signed in, not with a key.");

  async function ownEndpoint(userId: string, id: string) {
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
    if (!row) throw notFound("Webhook endpoint");
    return row;
  }

  routes.get(
    "/api/account/webhooks",
    {
      schema: {
        summary: "Your webhook endpoints, newest first, with their signing secrets",
        tags: ["accounts"],
        security,
        response: { 200: webhookEndpointListSchema },
      },
    },
    async (request) => {
      const user = await sessionUser(request);
      const rows = await db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.userId, user.id))
        .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
        .limit(MAX_WEBHOOK_ENDPOINTS);
      return { items: rows.map(endpointItem) };
    },
  );

  routes.post(
    "/api/account/webhooks",
    {
      schema: {
        summary: "Add a webhook endpoint (https, not a private address) and the events it hears of",
        tags: ["accounts"],
        security,
        body: createWebhookEndpointSchema,
        response: { 201: webhookEndpointSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const user = await sessionUser(request);
      const [held] = await db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, user.id));
      if ((held?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS) {
        throw new AppError("conflict", `You have ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints. Delete one first.`);
      }
      const refusal = await refuseEndpoint(request.body.url, allowPrivate);
      if (refusal) throw new AppError("validation_failed", refusal, { fields: { url: [refusal] } });
      const [row] = await db
        .insert(webhookEndpoints)
        .values({
          userId: user.id,
          url: request.body.url,
          events: [...new Set(request.body.events)],
          secret: newSecret(),
        })
        .returning();
      if (!row) throw new AppError("internal", "The endpoint could not be stored.");
      reply.status(201);
      return endpointItem(row);
    },
  );

  routes.delete(
    "/api/account/webhooks/:id",
    {
      schema: {
        summary: "Delete a webhook endpoint: its pending deliveries are dropped",
        tags: ["accounts"],
        security,
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = await sessionUser(request);
      const endpoint = await ownEndpoint(user.id, request.params.id);
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      return reply.status(204).send(null);
    },
  );

  routes.get(
    "/api/account/webhooks/:id/deliveries",
    {
      schema: {
        summary: "An endpoint's deliveries with their status, newest first, paged by cursor",
        tags: ["accounts"],
        security,
        params: idParams,
        querystring: pageQuerySchema,
        response: { 200: webhookDeliveryPageSchema },
      },
    },
    async (request) => {
      const user = await sessionUser(request);
      const endpoint = await ownEndpoint(user.id, request.params.id);
      const { cursor, limit } = request.query;
      const rows = await db
        .select({ row: webhookDeliveries, cursorAt: cursorTime(webhookDeliveries.createdAt) })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpoint.id),
            afterCursor(webhookDeliveries.createdAt, webhookDeliveries.id, cursor),
          ),
        )
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(limit + 1);
      return toPage(
        rows,
        limit,
        (item) => ({ at: item.cursorAt, id: item.row.id }),
        (item) => deliveryItem(item.row),
      );
    },
  );

  routes.post(
    "/api/account/webhooks/:id/deliveries/:deliveryId/resend",
    {
      schema: {
        summary: "Send a delivery again, with the same webhook-id",
        tags: ["accounts"],
        security,
        params: idParams.extend({ deliveryId: z.string().min(1).max(100) }),
        response: { 202: webhookDeliverySchema },
      },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const user = await sessionUser(request);
      const endpoint = await ownEndpoint(user.id, request.params.id);
      const row = await db.transaction(async (tx) => {
        const [delivery] = await tx
          .select({ id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .where(
            and(eq(webhookDeliveries.id, request.params.deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)),
          )
          .for("update");
        if (!delivery) throw notFound("Delivery");
        await resendDelivery(tx, delivery.id);
        const [fresh] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id));
        return fresh;
      });
      if (!row) throw notFound("Delivery");
      app.jobs.wake();
      reply.status(202);
      return deliveryItem(row);
    },
  );
}

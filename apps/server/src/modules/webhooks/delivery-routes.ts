import { pageQuerySchema } from "@placard/shared/pagination";
import { webhookDeliveryPageSchema, webhookDeliverySchema, type WebhookEvent } from "@placard/shared/webhooks";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/webhooks.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { afterCursor, cursorTime, toPage } from "../../lib/pagination.js";
import { resendDelivery } from "./service.js";

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const PAUSED_MESSAGE = "This endpoint is paused. Resume it to send its deliveries.";

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

/** An endpoint's deliveries, paged, and sending one again (decision 0038), from a session only. */
export async function webhookDeliveryRoutes(
  app: FastifyInstance,
  sessionUser: (request: FastifyRequest) => Promise<{ id: string }>,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const security = [{ session: [] }];
  const idParams = z.object({ id: z.string().min(1).max(100) });

  async function ownEndpoint(userId: string, id: string) {
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
    if (!row) throw notFound("Webhook endpoint");
    return row;
  }

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
      if (endpoint.pausedAt) throw new AppError("conflict", PAUSED_MESSAGE);
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

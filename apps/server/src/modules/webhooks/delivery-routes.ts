import { pageQuerySchema } from "@placard/shared/pagination";
import { webhookDeliveryPageSchema, webhookDeliverySchema } from "@placard/shared/webhooks";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { deliveryPage, resendOwnDelivery } from "./deliveries.js";

/** An endpoint's deliveries, paged, and sending one again (decision 0038), from a session only. */
export async function webhookDeliveryRoutes(
  app: FastifyInstance,
  sessionUser: (request: FastifyRequest) => Promise<{ id: string }>,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const security = [{ session: [] }];
  const idParams = z.object({ id: z.string().min(1).max(100) });

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
      return deliveryPage(db, user.id, request.params.id, request.query);
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
      const item = await resendOwnDelivery(db, user.id, request.params.id, request.params.deliveryId);
      app.jobs.wake();
      reply.status(202);
      return item;
    },
  );
}

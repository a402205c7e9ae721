import { adminAdPageSchema, adminAdsQuerySchema, takeDownResultSchema, takeDownSchema } from "@placard/shared/trust";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { operatorOf } from "../admin/index.js";
import { createNotifier } from "../notifications/index.js";
import { PART_REFUND_JOB, sendPartRefund } from "../payments/index.js";
import { listAdsForOperator, takeDownAd } from "./service.js";

const tags = ["admin"];
const security = [{ session: [] }];

/** /admin/content: every ad with its creative; take one down (decision 0029). Under /api/admin. */
export async function contentAdminRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const notifier = createNotifier(app);
  app.jobs.register(PART_REFUND_JOB, (payload) => sendPartRefund(app.payments, payload));

  routes.get(
    "/ads",
    {
      schema: {
        summary: "Every ad in any state, newest first (operators only)",
        tags,
        security,
        querystring: adminAdsQuerySchema,
        response: { 200: adminAdPageSchema },
      },
    },
    async (request) => listAdsForOperator(db, request.query),
  );

  routes.post(
    "/ads/:adId/take-down",
    {
      schema: {
        summary: "Take an ad down: it stops serving, unused days are refunded, people are told why",
        tags,
        security,
        params: z.object({ adId: z.string().max(64) }),
        body: takeDownSchema,
        response: { 200: takeDownResultSchema },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      const outcome = await takeDownAd(
        db,
        { id: operator.id, email: operator.email },
        request.params.adId,
        request.body,
      );
      // After commit: every instance stops serving it (decision 0019), then people are told.
      app.delivery.touch({ requestIds: outcome.requestIds });
      await notifier.notify(outcome.notifications);
      app.jobs.wake();
      return outcome.result;
    },
  );
}

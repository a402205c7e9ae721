import { reportAdSchema } from "@placard/shared/trust";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { reportableAd, reportAd } from "./service.js";

const tags = ["reports"];

/**
 * "Report this ad" (decision 0029): the link in every served ad opens /report/:adId, a page
 * of Placard's own origin, so its POST passes decision 0017 unchanged. No account is
 * needed; each address may send 5 reports a minute.
 */
export async function adReportRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  routes.get(
    "/api/ad-reports/ads/:adId",
    {
      schema: {
        summary: "The ad a reader is about to report (its business name), if it is served here",
        tags,
        params: z.object({ adId: z.string().max(64) }),
        response: { 200: z.object({ adId: z.string(), businessName: z.string() }) },
      },
    },
    async (request) => reportableAd(db, request.params.adId),
  );

  routes.post(
    "/api/ad-reports",
    {
      schema: {
        summary: "Report an ad to the people running this Placard (no account needed)",
        tags,
        body: reportAdSchema,
        response: { 201: z.object({ id: z.string() }) },
      },
      config: { rateLimit: { max: 5, timeWindow: "1 minute" } },
    },
    async (request, reply) => reply.status(201).send(await reportAd(db, request.log, request.body)),
  );
}

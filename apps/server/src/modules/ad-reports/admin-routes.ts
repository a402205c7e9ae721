import { adReportPageSchema, adReportsQuerySchema } from "@placard/shared/trust";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { operatorOf } from "../admin/index.js";
import { dismissReport, listReportsForOperator } from "./service.js";

const tags = ["admin"];
const security = [{ session: [] }];

/** /admin/reports: readers' reports; dismiss one, or take the ad down (content routes). Under /api/admin. */
export async function adReportAdminRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  routes.get(
    "/reports",
    {
      schema: {
        summary: "Readers' reports of ads, newest first, open ones by default (operators only)",
        tags,
        security,
        querystring: adReportsQuerySchema,
        response: { 200: adReportPageSchema },
      },
    },
    async (request) => listReportsForOperator(db, request.query),
  );

  routes.post(
    "/reports/:reportId/dismiss",
    {
      schema: {
        summary: "Dismiss a report: nothing in the ad breaks the terms",
        tags,
        security,
        params: z.object({ reportId: z.string().max(64) }),
        body: z.object({ note: z.string().trim().max(1000).default("") }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const operator = operatorOf(request);
      await dismissReport(db, { id: operator.id, email: operator.email }, request.params.reportId, request.body.note);
      return reply.status(204).send(null);
    },
  );
}

import { auditPageSchema, auditQuerySchema } from "@placard/shared/audit";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listAudit } from "./service.js";

/** /admin/audit: every operator action, newest first, filterable. Under /api/admin. */
export async function auditAdminRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/audit",
    {
      schema: {
        summary: "The operators' audit log, newest first, by actor, action or record (operators only)",
        tags: ["admin"],
        security: [{ session: [] }],
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => listAudit(app.database.db, request.query),
  );
}

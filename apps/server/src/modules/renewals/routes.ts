import { autoRenewSchema, endingSoonPageSchema, endingSoonQuerySchema, renewalSchema } from "@placard/shared/renewals";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { getRenewal, listEndingSoon, updateRenewal } from "./service.js";

const tags = ["renewals"];
const security = [{ session: [] }];

/** Auto-renew per booking (the advertiser) and the bookings ending soon (the owner's /projects). */
export async function renewalRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const params = z.object({ requestId: z.string().min(1).max(100) });

  routes.get(
    "/api/renewals/ending-soon",
    {
      schema: {
        summary: "Paid bookings on your websites that end within 7 days, the soonest first",
        tags,
        security,
        querystring: endingSoonQuerySchema,
        response: { 200: endingSoonPageSchema },
      },
    },
    async (request) => listEndingSoon(db, (await app.requireUser(request)).id, request.query),
  );

  routes.get(
    "/api/renewals/:requestId",
    {
      schema: {
        summary: "Whether one of your bookings renews automatically",
        tags,
        security,
        params,
        response: { 200: renewalSchema },
      },
    },
    async (request) => getRenewal(db, (await app.requireUser(request)).id, request.params.requestId),
  );

  routes.put(
    "/api/renewals/:requestId",
    {
      schema: {
        summary: "Turn auto-renew on or off for one of your paid bookings",
        tags,
        security,
        params,
        body: autoRenewSchema,
        response: { 200: renewalSchema },
      },
    },
    async (request) =>
      updateRenewal(db, (await app.requireUser(request)).id, request.params.requestId, request.body.autoRenew),
  );
}

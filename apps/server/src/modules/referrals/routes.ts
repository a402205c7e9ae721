import { pageQuerySchema } from "@placard/shared/pagination";
import { referralInfoSchema } from "@placard/shared/referrals";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { getReferralInfo } from "./service.js";

export async function referralRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/referrals",
    {
      schema: {
        summary: "Your referral code, the people you referred, and whether someone referred you",
        tags: ["referrals"],
        security: [{ session: [] }],
        querystring: pageQuerySchema,
        response: { 200: referralInfoSchema },
      },
    },
    async (request) => getReferralInfo(app.database.db, (await app.requireUser(request)).id, request.query),
  );
}

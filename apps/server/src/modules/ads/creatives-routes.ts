import {
  adCreativesSchema,
  creativeNumberSchema,
  creativeReviewAnswerSchema,
  creativeRotationBodySchema,
  creativeStatusBodySchema,
  pendingCreativePageSchema,
  pendingCreativesQuerySchema,
  reviewedCreativeSchema,
} from "@placard/shared/creatives";
import { reportRangeSchema } from "@placard/shared/reports";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendCsv } from "../../lib/csv.js";
import {
  addCreative,
  answerCreativeReview,
  creativesCsv,
  getAdCreatives,
  getReviewCreatives,
  listPendingCreatives,
  setCreativeStatus,
  setRotation,
} from "./creatives-service.js";

const tags = ["creatives"];
const security = [{ session: [] }];
const id = z.string().min(1).max(64);
const adParams = z.object({ adId: id });
const creativeParams = z.object({ adId: id, number: creativeNumberSchema });
const reviewParams = z.object({ requestId: id, number: creativeNumberSchema });

/** Creative A/B (decision 0061): an ad's creatives, their rotation and counts, and owners' reviews of new ones. */
export async function creativeRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const userId = async (request: Parameters<typeof app.requireUser>[0]) => (await app.requireUser(request)).id;

  routes.get(
    "/api/ads/:adId/creatives",
    {
      schema: {
        summary: "Your ad's creatives (up to 3), its rotation, and each creative's views, clicks and CTR in the range",
        tags,
        security,
        params: adParams,
        querystring: reportRangeSchema,
        response: { 200: adCreativesSchema },
      },
    },
    async (request) => getAdCreatives(db, await userId(request), request.params.adId, request.query),
  );

  routes.get(
    "/api/ads/:adId/creatives.csv",
    {
      schema: {
        summary: "Your ad's views, clicks and CTR per creative in the range, as a CSV file",
        tags,
        security,
        params: adParams,
        querystring: reportRangeSchema,
      },
    },
    async (request, reply) => {
      const data = await getAdCreatives(db, await userId(request), request.params.adId, request.query);
      return sendCsv(reply, "placard-ad-creatives.csv", creativesCsv(data));
    },
  );

  routes.post(
    "/api/ads/:adId/creatives",
    {
      schema: {
        summary:
          "Add a creative to your ad (multipart `creative`: image, video or PDF, up to 50 MB); websites that approved the ad review it",
        tags,
        security,
        params: adParams,
        consumes: ["multipart/form-data"],
        response: { 201: adCreativesSchema },
      },
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
    },
    async (request, reply) =>
      reply.status(201).send(await addCreative(app, await userId(request), request.params.adId, request)),
  );

  routes.patch(
    "/api/ads/:adId/creatives/:number",
    {
      schema: {
        summary: "Pause or resume one of your ad's creatives",
        tags,
        security,
        params: creativeParams,
        body: creativeStatusBodySchema,
        response: { 200: adCreativesSchema },
      },
    },
    async (request) =>
      setCreativeStatus(app, await userId(request), request.params.adId, request.params.number, request.body.status),
  );

  routes.put(
    "/api/ads/:adId/creative-rotation",
    {
      schema: {
        summary: "Choose how your ad's creatives take turns: evenly, or favouring the best click-through",
        tags,
        security,
        params: adParams,
        body: creativeRotationBodySchema,
        response: { 200: adCreativesSchema },
      },
    },
    async (request) => setRotation(app, await userId(request), request.params.adId, request.body.rotation),
  );

  routes.get(
    "/api/reviews/ads/:adId/creatives",
    {
      schema: {
        summary: "The creatives of an ad that asked for one of your websites",
        tags,
        security,
        params: adParams,
        response: { 200: z.array(reviewedCreativeSchema) },
      },
    },
    async (request) => getReviewCreatives(db, await userId(request), request.params.adId),
  );

  routes.get(
    "/api/reviews/creatives",
    {
      schema: {
        summary: "Creatives added to ads you approved, waiting for your review, newest first",
        tags,
        security,
        querystring: pendingCreativesQuerySchema,
        response: { 200: pendingCreativePageSchema },
      },
    },
    async (request) => listPendingCreatives(db, await userId(request), request.query),
  );

  for (const [action, answer] of [
    ["approve", "approved"],
    ["reject", "rejected"],
  ] as const) {
    routes.post(
      `/api/reviews/requests/:requestId/creatives/:number/${action}`,
      {
        schema: {
          summary: `${action === "approve" ? "Approve" : "Reject"} a creative added to an ad you approved on this website`,
          tags,
          security,
          params: reviewParams,
          response: { 200: creativeReviewAnswerSchema },
        },
      },
      async (request) =>
        answerCreativeReview(app, await userId(request), request.params.requestId, request.params.number, answer),
    );
  }
}

import { REACH_LABELS, reachCsvQuerySchema, reachPageSchema, reachQuerySchema } from "@placard/shared/reach";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendCsv } from "../../lib/csv.js";
import { reachCsv, reachPage } from "./reach-queries.js";

const tags = ["reports"];
const security = [{ session: [] }];
const id = z.string().min(1).max(64);

/**
 * Reach (decision 0059): an ad's views and clicks by country, device or page for its
 * advertiser, a website's for its owner; paged, and as CSV, over the reports' date range.
 */
export async function reachRoutes(
  app: FastifyInstance,
  /** The reports' own checks (routes.ts): a 404 unless the ad or website is the user's. */
  guard: {
    requireAd(userId: string, adId: string): Promise<void>;
    requireWebsite(userId: string, websiteId: string): Promise<unknown>;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const { requireAd, requireWebsite } = guard;

  routes.get(
    "/api/ads/:adId/reach",
    {
      schema: {
        summary: "Your ad's views and clicks by country, device or page (in a date range, if given), most views first",
        tags,
        security,
        params: z.object({ adId: id }),
        querystring: reachQuerySchema,
        response: { 200: reachPageSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      await requireAd(user.id, request.params.adId);
      return reachPage(db, { adId: request.params.adId }, request.query);
    },
  );

  routes.get(
    "/api/ads/:adId/reach.csv",
    {
      schema: {
        summary: "Your ad's views and clicks by country, device or page as a CSV file, streamed",
        tags,
        security,
        params: z.object({ adId: id }),
        querystring: reachCsvQuerySchema,
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      await requireAd(user.id, request.params.adId);
      const { dimension } = request.query;
      const rows = reachCsv(db, { adId: request.params.adId }, request.query, REACH_LABELS[dimension]);
      return sendCsv(reply, `placard-ad-${dimension}.csv`, rows);
    },
  );

  routes.get(
    "/api/websites/:websiteId/reach",
    {
      schema: {
        summary:
          "Views and clicks on your website by country, device or page (in a date range, if given), most views first",
        tags,
        security,
        params: z.object({ websiteId: id }),
        querystring: reachQuerySchema,
        response: { 200: reachPageSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      await requireWebsite(user.id, request.params.websiteId);
      return reachPage(db, { websiteId: request.params.websiteId }, request.query);
    },
  );

  routes.get(
    "/api/websites/:websiteId/reach.csv",
    {
      schema: {
        summary: "Views and clicks on your website by country, device or page as a CSV file, streamed",
        tags,
        security,
        params: z.object({ websiteId: id }),
        querystring: reachCsvQuerySchema,
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      await requireWebsite(user.id, request.params.websiteId);
      const { dimension } = request.query;
      const rows = reachCsv(db, { websiteId: request.params.websiteId }, request.query, REACH_LABELS[dimension]);
      return sendCsv(reply, `placard-website-${dimension}.csv`, rows);
    },
  );
}

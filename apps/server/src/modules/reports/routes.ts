import { adStatsSchema, reportRangeSchema, websiteStatsSchema } from "@placard/shared/reports";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendCsv } from "../../lib/csv.js";
import { adReportCsv, websiteReportCsv } from "./csv.js";
import { reachRoutes } from "./reach-routes.js";
import { registerStatsRollup } from "./rollup.js";
import { adStats, requireOwnAd, requireOwnWebsite, websiteStats } from "./service.js";

const tags = ["reports"];
const security = [{ session: [] }];
const id = z.string().min(1).max(64);
/** Views and clicks as counted by delivery (and how many it refused, and why): the advertiser's per ad, the owner's per space. */
export async function reportRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  const requireAd = (userId: string, adId: string) => requireOwnAd(db, userId, adId);
  const requireWebsite = (userId: string, websiteId: string) => requireOwnWebsite(db, userId, websiteId);

  routes.get(
    "/api/ads/:adId/stats",
    {
      schema: {
        summary: "Views and clicks of your ad (in a date range, if given): in total, per website, and per day or month",
        tags,
        security,
        params: z.object({ adId: id }),
        querystring: reportRangeSchema,
        response: { 200: adStatsSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return adStats(db, user.id, request.params.adId, request.query);
    },
  );

  routes.get(
    "/api/ads/:adId/stats.csv",
    {
      schema: {
        summary: "Your ad's views and clicks per website and day (month, once rolled up) as a CSV file, streamed",
        tags,
        security,
        params: z.object({ adId: id }),
        querystring: reportRangeSchema,
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      await requireAd(user.id, request.params.adId);
      return sendCsv(reply, "placard-ad-report.csv", adReportCsv(db, request.params.adId, request.query));
    },
  );

  routes.get(
    "/api/websites/:websiteId/stats",
    {
      schema: {
        summary:
          "Impressions and clicks on each space of your website (in a date range, if given), and per day or month",
        tags,
        security,
        params: z.object({ websiteId: id }),
        querystring: reportRangeSchema,
        response: { 200: websiteStatsSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return websiteStats(db, user.id, request.params.websiteId, request.query);
    },
  );

  routes.get(
    "/api/websites/:websiteId/stats.csv",
    {
      schema: {
        summary: "Impressions and clicks per space and day (month, once rolled up) as a CSV file, streamed",
        tags,
        security,
        params: z.object({ websiteId: id }),
        querystring: reportRangeSchema,
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      await requireWebsite(user.id, request.params.websiteId);
      return sendCsv(
        reply,
        "placard-website-report.csv",
        websiteReportCsv(db, request.params.websiteId, request.query),
      );
    },
  );

  await reachRoutes(app, { requireAd, requireWebsite });
  registerStatsRollup(app);
}

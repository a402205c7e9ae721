import { adStatsSchema, websiteStatsSchema } from "@placard/shared/reports";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/app-error.js";
import { findOwnAd } from "../ads/queries.js";
import { requireOwnerWebsite } from "../websites/service.js";
import { adCountsByDay, adCountsByWebsite, adRefusals, websiteCountsBySpace, websiteRefusals } from "./queries.js";

const tags = ["reports"];
const security = [{ session: [] }];
const id = z.string().min(1).max(64);
const sum = (rows: { views: number; clicks: number }[]) => ({
  views: rows.reduce((total, row) => total + row.views, 0),
  clicks: rows.reduce((total, row) => total + row.clicks, 0),
});

/** Views and clicks as counted by delivery (and how many it refused, and why): the advertiser's per ad, the owner's per space. */
export async function reportRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  routes.get(
    "/api/ads/:adId/stats",
    {
      schema: {
        summary: "Views and clicks of your ad: in total, per website and per day",
        tags,
        security,
        params: z.object({ adId: id }),
        response: { 200: adStatsSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      if (!(await findOwnAd(db, user.id, request.params.adId))) throw notFound("Ad");
      const [websites, daily, notCounted] = await Promise.all([
        adCountsByWebsite(db, request.params.adId),
        adCountsByDay(db, request.params.adId),
        adRefusals(db, request.params.adId),
      ]);
      return { ...sum(daily), websites, daily, notCounted };
    },
  );

  routes.get(
    "/api/websites/:websiteId/stats",
    {
      schema: {
        summary: "Impressions and clicks on each space of your website",
        tags,
        security,
        params: z.object({ websiteId: id }),
        response: { 200: websiteStatsSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      await requireOwnerWebsite(db, user.id, request.params.websiteId);
      const [spaces, notCounted] = await Promise.all([
        websiteCountsBySpace(db, request.params.websiteId),
        websiteRefusals(db, request.params.websiteId),
      ]);
      return { ...sum(spaces), spaces, notCounted };
    },
  );
}

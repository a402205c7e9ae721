import {
  renameWebsiteSchema,
  websiteListFilterSchema,
  websiteListQuerySchema,
  websitePageSchema,
  websiteSchema,
  websiteTotalsSchema,
} from "@placard/shared/websites";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { toPage } from "../../lib/pagination.js";
import { countOwnerWebsites, listOwnerWebsites } from "./queries.js";
import { createWebsite, renameWebsite, requireOwnerWebsite, toWebsite, verifyWebsite } from "./service.js";

const idParams = z.object({ websiteId: z.string().min(1).max(64) });
const tags = ["websites"];
const security = [{ session: [] }];

export async function websiteRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/websites",
    {
      schema: {
        summary: "Your websites, newest first, a page at a time; `q` searches name and address",
        tags,
        security,
        querystring: websiteListQuerySchema,
        response: { 200: websitePageSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const rows = await listOwnerWebsites(app.database.db, user.id, request.query);
      return toPage(rows, request.query.limit, (row) => ({ at: row.cursorAt, id: row.id }), toWebsite);
    },
  );

  routes.get(
    "/api/websites/totals",
    {
      schema: {
        summary: "How many of your websites match `q` and `status` (counted by the database)",
        tags,
        security,
        querystring: websiteListFilterSchema,
        response: { 200: websiteTotalsSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return { count: await countOwnerWebsites(app.database.db, user.id, request.query) };
    },
  );

  routes.post(
    "/api/websites",
    {
      schema: {
        summary: "Create a website (multipart: name, url, logo — JPEG, PNG or GIF up to 5 MB)",
        tags,
        security,
        consumes: ["multipart/form-data"],
        response: { 201: websiteSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      const website = await createWebsite(app, user.id, request);
      return reply.status(201).send(website);
    },
  );

  routes.get(
    "/api/websites/:websiteId",
    { schema: { summary: "One of your websites", tags, security, params: idParams, response: { 200: websiteSchema } } },
    async (request) => {
      const user = await app.requireUser(request);
      return toWebsite(await requireOwnerWebsite(app.database.db, user.id, request.params.websiteId));
    },
  );

  routes.patch(
    "/api/websites/:websiteId",
    {
      schema: {
        summary: "Rename one of your websites",
        tags,
        security,
        params: idParams,
        body: renameWebsiteSchema,
        response: { 200: websiteSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return renameWebsite(app.database.db, user.id, request.params.websiteId, request.body.name);
    },
  );

  routes.post(
    "/api/websites/:websiteId/verify",
    {
      schema: {
        summary: "Verify your website: the server looks for the meta tag on its home page or the verification file",
        tags,
        security,
        params: idParams,
        response: { 200: websiteSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const website = await verifyWebsite(app.database.db, user.id, request.params.websiteId, {
        allowPrivate: app.config.VERIFICATION_ALLOW_PRIVATE_HOSTS,
      });
      // Its spaces are now served as a verified website's (a rename touches nothing served).
      app.delivery.touch({ websiteIds: [website.id] });
      return website;
    },
  );
}

import {
  marketplaceWebsitesQuerySchema,
  publicSpaceSchema,
  publicWebsitePageSchema,
  publicWebsiteSchema,
  SPACE_SORTS,
  splitIds,
} from "@placard/shared/ads";
import { cheapestSpacePageSchema } from "@placard/shared/marketplace";
import { rankPageQuerySchema } from "@placard/shared/pagination";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/app-error.js";
import { toPage } from "../../lib/pagination.js";
import {
  findMarketplaceSpace,
  findMarketplaceWebsite,
  listMarketplaceSpaces,
  listMarketplaceWebsites,
} from "./queries.js";
import { toPublicSpaces, toPublicWebsites } from "./service.js";
import { listCheapestSpaces, registerMeasuredViewsJob } from "./cheapest.js";

const tags = ["marketplace"];
const security = [{ session: [] }];
const id = z.string().min(1).max(64);

/** What advertisers browse: other owners' websites and their spaces, public fields only. */
export async function marketplaceRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  routes.get(
    "/api/marketplace/websites",
    {
      schema: {
        summary:
          "Websites you can advertise on (not your own), newest first, a page at a time (decision 0020): " +
          "`q` searches name and address, `ids` (comma-separated, at most 50) keeps only those websites; " +
          "each with the measured views of its spaces",
        tags,
        security,
        querystring: marketplaceWebsitesQuerySchema,
        response: { 200: publicWebsitePageSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const { q, ids, cursor, limit } = request.query;
      const rows = await listMarketplaceWebsites(db, user.id, {
        q,
        ids: ids === undefined ? undefined : splitIds(ids),
        cursor,
        limit,
      });
      const page = toPage(
        rows,
        limit,
        (row) => ({ at: row.cursorAt, id: row.id }),
        (row) => row,
      );
      // Measured traffic for this page's websites only: their spaces, then the (space, day) index.
      return { items: await toPublicWebsites(db, page.items), nextCursor: page.nextCursor };
    },
  );

  routes.get(
    "/api/marketplace/spaces",
    {
      schema: {
        summary:
          "The spaces of the given websites (at most 50), with free slots, declared tier and traffic measured by Placard; " +
          "`sort=pricePerThousandViews` puts the cheapest per 1,000 measured views first",
        tags,
        security,
        querystring: z.object({
          websiteIds: z.string().max(2000),
          sort: z.enum(SPACE_SORTS).default("listed"),
        }),
        response: { 200: z.object({ spaces: z.array(publicSpaceSchema) }) },
      },
    },
    async (request) => {
      await app.requireUser(request);
      const ids = request.query.websiteIds.split(",").filter(Boolean).slice(0, 50);
      return { spaces: await toPublicSpaces(db, await listMarketplaceSpaces(db, ids), request.query.sort) };
    },
  );

  routes.get(
    "/api/marketplace/cheapest-spaces",
    {
      schema: {
        summary:
          "Every measured space you can advertise on, across all websites, cheapest per 1,000 measured views " +
          "first (refreshed daily), each with its website; a page at a time",
        tags,
        security,
        querystring: rankPageQuerySchema,
        response: { 200: cheapestSpacePageSchema },
      },
    },
    async (request) => listCheapestSpaces(db, (await app.requireUser(request)).id, request.query),
  );
  registerMeasuredViewsJob(app);

  routes.get(
    "/api/marketplace/spaces/:spaceId",
    {
      schema: {
        summary: "One space with its website (the direct ad screen)",
        tags,
        security,
        params: z.object({ spaceId: id }),
        querystring: z.object({ websiteId: id.optional() }),
        response: { 200: z.object({ website: publicWebsiteSchema, space: publicSpaceSchema }) },
      },
    },
    async (request) => {
      await app.requireUser(request);
      const space = await findMarketplaceSpace(db, request.params.spaceId);
      if (!space || (request.query.websiteId && space.websiteId !== request.query.websiteId))
        throw notFound("errors.not_found.category", "space_not_found");
      const website = await findMarketplaceWebsite(db, space.websiteId);
      if (!website) throw notFound("errors.not_found.website", "website_not_found");
      const [publicWebsite] = await toPublicWebsites(db, [website]);
      const [publicSpace] = await toPublicSpaces(db, [space]);
      if (!publicWebsite || !publicSpace) throw notFound("errors.not_found.category", "space_not_found");
      return { website: publicWebsite, space: publicSpace };
    },
  );
}

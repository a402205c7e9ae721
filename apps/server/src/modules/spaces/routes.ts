import {
  createSpacesSchema,
  integrationSchema,
  spaceSchema,
  updateCapacitySchema,
  updateLanguageSchema,
} from "@placard/shared/spaces";
import { boxOf } from "@placard/shared/delivery";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createNotifier } from "../notifications/index.js";
import { qualifyReferral } from "../referrals/index.js";
import { requireOwnerWebsite } from "../websites/index.js";
import { buildSnippets } from "./integration-code.js";
import {
  createSpaces,
  deleteSpace,
  listSpaces,
  requireOwnerSpace,
  setCapacity,
  setDefaultLanguage,
  toSpace,
} from "./service.js";

const websiteParams = z.object({ websiteId: z.string().min(1).max(64) });
const spaceParams = z.object({ spaceId: z.string().min(1).max(64) });
const tags = ["spaces"];
const security = [{ session: [] }];
const spaceList = z.object({ spaces: z.array(spaceSchema) });

export async function spaceRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const notifier = createNotifier(app);

  routes.get(
    "/api/websites/:websiteId/spaces",
    {
      schema: {
        summary: "The ad spaces of one of your websites",
        tags,
        security,
        params: websiteParams,
        response: { 200: spaceList },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return { spaces: await listSpaces(db, user.id, request.params.websiteId) };
    },
  );

  routes.post(
    "/api/websites/:websiteId/spaces",
    {
      schema: {
        summary: "Create ad spaces on one of your websites (all or none)",
        description:
          "Answers all of the website's spaces, the new ones among them, in the order of GET /api/websites/{websiteId}/spaces: the list a client shows after the change.",
        tags,
        security,
        params: websiteParams,
        body: createSpacesSchema,
        response: { 201: spaceList },
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      const spaces = await createSpaces(db, user.id, request.params.websiteId, request.body.spaces);
      app.delivery.touch({ spaceIds: spaces.map((space) => space.id) });
      // A website with at least one space qualifies the owner's referral.
      await qualifyReferral(db, notifier, request.log, user.id, user.name);
      return reply.status(201).send({ spaces });
    },
  );

  routes.get(
    "/api/spaces/:spaceId",
    {
      schema: { summary: "One of your ad spaces", tags, security, params: spaceParams, response: { 200: spaceSchema } },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return toSpace(await requireOwnerSpace(db, user.id, request.params.spaceId));
    },
  );

  routes.put(
    "/api/spaces/:spaceId/capacity",
    {
      schema: {
        summary: "Set how many advertisers may run in the space at once (the user count)",
        tags,
        security,
        params: spaceParams,
        body: updateCapacitySchema,
        response: { 200: spaceSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const space = await setCapacity(db, user.id, request.params.spaceId, request.body.capacity);
      app.delivery.touch({ spaceIds: [space.id] });
      return space;
    },
  );

  routes.patch(
    "/api/spaces/:spaceId/language",
    {
      schema: {
        summary: "Set the language the embed shows its labels in",
        tags,
        security,
        params: spaceParams,
        body: updateLanguageSchema,
        response: { 200: spaceSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const space = await setDefaultLanguage(db, user.id, request.params.spaceId, request.body.defaultLanguage);
      app.delivery.touch({ spaceIds: [space.id] });
      return space;
    },
  );

  routes.delete(
    "/api/spaces/:spaceId",
    { schema: { summary: "Delete an ad space no active ad uses", tags, security, params: spaceParams } },
    async (request, reply) => {
      const user = await app.requireUser(request);
      await deleteSpace(db, user.id, request.params.spaceId);
      app.delivery.touch({ spaceIds: [request.params.spaceId] });
      return reply.status(204).send();
    },
  );

  routes.get(
    "/api/spaces/:spaceId/integration",
    {
      schema: {
        summary: "The code to paste where the space's ads should appear",
        tags,
        security,
        params: spaceParams,
        response: { 200: integrationSchema.extend({ warnings: z.array(z.string()) }) },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const space = await requireOwnerSpace(db, user.id, request.params.spaceId);
      const website = await requireOwnerWebsite(db, user.id, space.websiteId);
      const { publicUrl, PUBLIC_URL } = app.config;
      const warnings = PUBLIC_URL
        ? []
        : [`PUBLIC_URL is not set, so this code points at ${publicUrl} and only works on this machine.`];
      return {
        snippets: buildSnippets({
          publicUrl,
          publicId: space.publicId,
          spaceName: space.name,
          websiteName: website.name,
          box: boxOf(space.placementKey),
          placementKey: space.placementKey,
        }),
        warnings,
      };
    },
  );
}

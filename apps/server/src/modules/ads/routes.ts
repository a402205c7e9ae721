import {
  addAdSpacesSchema,
  adListFilterSchema,
  adListQuerySchema,
  adPageSchema,
  adSchema,
  adTotalsSchema,
  adWebsitePageSchema,
  adWebsiteSchema,
  adWebsitesQuerySchema,
  businessDetailsSchema,
  draftDetailsSchema,
  draftSchema,
  draftSelectionSchema,
} from "@placard/shared/ads";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createNotifier } from "../notifications/index.js";
import { qualifyReferral } from "../referrals/index.js";
import { createDraft, getCurrentDraft, saveDraftDetails, saveDraftSelection } from "./drafts.js";
import { addSpacesToAd, createDirectAd, submitDraft } from "./publish.js";
import { askAgain } from "../holds/index.js";
import { resubmitAd } from "./resubmit.js";
import { countOwnSubmittedAds } from "./queries.js";
import { getAd, getAdWebsite, listAdWebsites, listAds } from "./service.js";
import { creativeRoutes } from "./creatives-routes.js";

const tags = ["ads"];
const security = [{ session: [] }];
const adParams = z.object({ adId: z.string().min(1).max(64) });
const uploadLimit = { rateLimit: { max: 20, timeWindow: "1 minute" } };

export async function adRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const notifier = createNotifier(app);
  // An ad's creatives (decision 0061), and the owners' reviews of those added later.
  await app.register(creativeRoutes);

  routes.post(
    "/api/ads/drafts",
    {
      schema: {
        summary:
          "Start an ad: upload the creative (multipart `creative`: JPEG, PNG, GIF, MP4 or QuickTime, up to 50 MB)",
        tags,
        security,
        consumes: ["multipart/form-data"],
        response: { 201: draftSchema },
      },
      config: uploadLimit,
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      return reply.status(201).send(await createDraft(app, user.id, request));
    },
  );

  routes.get(
    "/api/ads/drafts/current",
    {
      schema: {
        summary: "Your ad in progress, to resume the guided flow; null when there is none",
        tags,
        security,
        response: { 200: draftSchema.nullable() },
      },
    },
    async (request) => getCurrentDraft(db, (await app.requireUser(request)).id),
  );

  routes.patch(
    "/api/ads/drafts/:adId",
    {
      schema: {
        summary: "Save business details into the draft (checked on publish)",
        tags,
        security,
        params: adParams,
        body: draftDetailsSchema,
        response: { 200: draftSchema },
      },
    },
    async (request) => saveDraftDetails(db, (await app.requireUser(request)).id, request.params.adId, request.body),
  );

  routes.put(
    "/api/ads/drafts/:adId/selection",
    {
      schema: {
        summary: "Save the chosen websites and spaces into the draft",
        tags,
        security,
        params: adParams,
        body: draftSelectionSchema,
        response: { 200: draftSchema },
      },
    },
    async (request) => saveDraftSelection(db, (await app.requireUser(request)).id, request.params.adId, request.body),
  );

  routes.post(
    "/api/ads/drafts/:adId/submit",
    {
      schema: {
        summary: "Publish the draft: one placement request per chosen website",
        tags,
        security,
        params: adParams,
        response: { 201: adSchema },
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      const ad = await submitDraft(db, notifier, user.id, request.params.adId);
      // A submitted ad qualifies the advertiser's referral.
      await qualifyReferral(db, notifier, request.log, user.id, user.name);
      return reply.status(201).send(ad);
    },
  );

  routes.post(
    "/api/ads/direct",
    {
      schema: {
        summary: "Publish an ad in one chosen space (multipart: creative, websiteId, categoryId and business details)",
        tags,
        security,
        consumes: ["multipart/form-data"],
        response: { 201: adSchema },
      },
      config: uploadLimit,
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      const ad = await createDirectAd(app, notifier, user.id, request);
      await qualifyReferral(db, notifier, request.log, user.id, user.name);
      return reply.status(201).send(ad);
    },
  );

  routes.get(
    "/api/ads",
    {
      schema: {
        summary:
          "Your published ads, newest submitted first, a page at a time; `q` searches business name and description, `state` filters by where an ad stands on its websites",
        tags,
        security,
        querystring: adListQuerySchema,
        response: { 200: adPageSchema },
      },
    },
    async (request) => listAds(db, (await app.requireUser(request)).id, request.query),
  );

  routes.get(
    "/api/ads/totals",
    {
      schema: {
        summary: "How many of your published ads match `q` and `state` (counted by the database)",
        tags,
        security,
        querystring: adListFilterSchema,
        response: { 200: adTotalsSchema },
      },
    },
    async (request) => ({ count: await countOwnSubmittedAds(db, (await app.requireUser(request)).id, request.query) }),
  );

  routes.get(
    "/api/ads/:adId",
    { schema: { summary: "One of your ads", tags, security, params: adParams, response: { 200: adSchema } } },
    async (request) => getAd(db, (await app.requireUser(request)).id, request.params.adId),
  );

  routes.get(
    "/api/ads/:adId/websites",
    {
      schema: {
        summary:
          "Your ad's websites, each with its chosen spaces, newest first, a page at a time; `state` keeps those in that state",
        tags,
        security,
        params: adParams,
        querystring: adWebsitesQuerySchema,
        response: { 200: adWebsitePageSchema },
      },
    },
    async (request) => listAdWebsites(db, (await app.requireUser(request)).id, request.params.adId, request.query),
  );

  routes.get(
    "/api/ads/:adId/websites/:requestId",
    {
      schema: {
        summary: "One website of your ad, by its placement request (the renewal reminder's link)",
        tags,
        security,
        params: adParams.extend({ requestId: z.string().min(1).max(64) }),
        response: { 200: adWebsiteSchema },
      },
    },
    async (request) =>
      getAdWebsite(db, (await app.requireUser(request)).id, request.params.adId, request.params.requestId),
  );

  routes.post(
    "/api/ads/:adId/websites",
    {
      schema: {
        summary:
          "Add websites and spaces to your published ad in one step (after a request expired unanswered): each goes to its owner's review",
        tags,
        security,
        params: adParams,
        body: addAdSpacesSchema,
        response: { 200: adSchema },
      },
    },
    async (request) =>
      addSpacesToAd(db, notifier, (await app.requireUser(request)).id, request.params.adId, request.body),
  );

  routes.post(
    "/api/ads/:adId/resubmit",
    {
      schema: {
        summary:
          "Resubmit an ad rejected on a website, with its business details (edited while no website has approved it): each rejection goes back to its owner's review",
        tags,
        security,
        params: adParams,
        body: businessDetailsSchema,
        response: { 200: adSchema },
      },
    },
    async (request) => resubmitAd(db, notifier, (await app.requireUser(request)).id, request.params.adId, request.body),
  );

  routes.post(
    "/api/ads/:adId/requests/:requestId/ask-again",
    {
      schema: {
        summary: "Ask the website owner again after an approval lapsed unpaid (it goes back to their review)",
        tags,
        security,
        params: adParams.extend({ requestId: z.string().min(1).max(64) }),
        response: { 200: adSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      await askAgain(db, notifier, user.id, request.params.adId, request.params.requestId);
      return getAd(db, user.id, request.params.adId);
    },
  );
}

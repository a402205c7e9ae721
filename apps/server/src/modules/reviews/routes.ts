import { pageQuerySchema } from "@placard/shared/pagination";
import { approveSchema, pendingAdsPageSchema, rejectSchema, reviewAdSchema } from "@placard/shared/reviews";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createNotifier } from "../notifications/index.js";
import { HOLD_JOBS, lapseApproval } from "../holds/index.js";
import { registerAnswerWindow } from "./answer-window.js";
import { approveAd, approveRequest, getReviewAd, listPendingAds, rejectRequest } from "./service.js";

const tags = ["reviews"];
const security = [{ session: [] }];
const id = z.string().min(1).max(64);

/** Owners review the requests that target their websites. */
export async function reviewRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const notifier = createNotifier(app);
  const windowHours = app.config.PAYMENT_WINDOW_HOURS;
  const answerDays = app.config.ANSWER_WINDOW_DAYS;

  // An approval's payment window closed unpaid: tell the advertiser (decision 0015).
  app.jobs.register(HOLD_JOBS.lapseApproval, (payload) => lapseApproval(db, notifier, String(payload.requestId ?? "")));
  // Unanswered requests: the owner reminded after 48 h, the request expired after the window (decision 0058).
  registerAnswerWindow(app);

  routes.get(
    "/api/reviews/pending",
    {
      schema: {
        summary: "Ads waiting for your approval, newest first, a page at a time, and how many wait in all",
        tags,
        security,
        querystring: pageQuerySchema,
        response: { 200: pendingAdsPageSchema },
      },
    },
    async (request) => listPendingAds(db, (await app.requireUser(request)).id, request.query, answerDays),
  );

  routes.get(
    "/api/reviews/ads/:adId",
    {
      schema: {
        summary: "An ad that targets your websites",
        tags,
        security,
        params: z.object({ adId: id }),
        response: { 200: reviewAdSchema },
      },
    },
    async (request) => getReviewAd(db, (await app.requireUser(request)).id, request.params.adId, answerDays),
  );

  routes.post(
    "/api/reviews/ads/:adId/approve",
    {
      schema: {
        summary: "Approve the ad on all of your websites it targets",
        tags,
        security,
        params: z.object({ adId: id }),
        body: approveSchema,
        response: { 200: reviewAdSchema },
      },
    },
    async (request) =>
      approveAd(
        db,
        notifier,
        (await app.requireUser(request)).id,
        request.params.adId,
        windowHours,
        answerDays,
        request.body?.creatives,
      ),
  );

  routes.post(
    "/api/reviews/requests/:requestId/approve",
    {
      schema: {
        summary: "Approve the ad on one of your websites",
        tags,
        security,
        params: z.object({ requestId: id }),
        body: approveSchema,
        response: { 200: reviewAdSchema },
      },
    },
    async (request) =>
      approveRequest(
        db,
        notifier,
        (await app.requireUser(request)).id,
        request.params.requestId,
        windowHours,
        answerDays,
        request.body?.creatives,
      ),
  );

  routes.post(
    "/api/reviews/requests/:requestId/reject",
    {
      schema: {
        summary: "Reject the ad on one of your websites, with a reason the advertiser sees",
        tags,
        security,
        params: z.object({ requestId: id }),
        body: rejectSchema,
        response: { 200: reviewAdSchema },
      },
    },
    async (request) =>
      rejectRequest(
        db,
        notifier,
        (await app.requireUser(request)).id,
        request.params.requestId,
        request.body.reason,
        (requestId) => app.payments.bookingEvents.emit("changed", requestId),
        answerDays,
      ),
  );
}

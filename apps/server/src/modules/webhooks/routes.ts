import { text } from "@placard/shared/messages";
import {
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from "@placard/shared/webhooks";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { BOOKING_WEBHOOK_JOB, raiseBookingWebhook } from "./bookings.js";
import { webhookDeliveryRoutes } from "./delivery-routes.js";
import {
  addEndpoint,
  deleteEndpoint,
  endpointItem,
  endpointWithSecret,
  listEndpoints,
  pauseEndpoint,
  resumeEndpoint,
  rotateSecret,
  updateEndpoint,
} from "./endpoints.js";
import { registerDeliveryPruning } from "./prune.js";
import { deliverWebhook, WEBHOOK_JOBS } from "./service.js";

/**
 * Webhook endpoints (decisions 0038, 0043): added, edited, paused and resumed, their secret
 * rotated, deleted — from a signed-in session only, like API keys (a key could otherwise
 * point a user's events anywhere). Their deliveries: delivery-routes.ts.
 */
export async function webhookRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const security = [{ session: [] }];
  const tags = ["accounts"];
  const allowPrivate = app.config.VERIFICATION_ALLOW_PRIVATE_HOSTS;
  const params = z.object({ id: z.string().min(1).max(100) });
  const writeLimit = { rateLimit: { max: 30, timeWindow: "1 minute" } };

  app.jobs.register(WEBHOOK_JOBS.deliver, (payload) => deliverWebhook(db, payload, allowPrivate));
  app.jobs.register(BOOKING_WEBHOOK_JOB, (payload) => raiseBookingWebhook(db, payload));
  registerDeliveryPruning(app);

  const sessionUser = (request: FastifyRequest) =>
    app.requireSessionUser(request, text("errors.webhooks.session_only"));

  routes.get(
    "/api/account/webhooks",
    {
      schema: {
        summary: "Your webhook endpoints, newest first (the secret itself is shown only when made or rotated)",
        tags,
        security,
        response: { 200: webhookEndpointListSchema },
      },
    },
    async (request) => {
      const user = await sessionUser(request);
      return { items: await listEndpoints(db, user.id) };
    },
  );

  routes.post(
    "/api/account/webhooks",
    {
      schema: {
        summary:
          "Add a webhook endpoint (https, a public address) and the events it hears of; its secret is in this answer only",
        tags,
        security,
        body: createWebhookEndpointSchema,
        response: { 201: webhookEndpointWithSecretSchema },
      },
      config: writeLimit,
    },
    async (request, reply) => {
      const user = await sessionUser(request);
      const created = await addEndpoint(db, user.id, request.body, allowPrivate);
      reply.status(201);
      return created;
    },
  );

  routes.patch(
    "/api/account/webhooks/:id",
    {
      schema: {
        summary: "Change an endpoint's address (checked like a new one) or its events",
        tags,
        security,
        params,
        body: updateWebhookEndpointSchema,
        response: { 200: webhookEndpointSchema },
      },
      config: writeLimit,
    },
    async (request) => {
      const user = await sessionUser(request);
      return endpointItem(await updateEndpoint(db, user.id, request.params.id, request.body, allowPrivate));
    },
  );

  routes.post(
    "/api/account/webhooks/:id/pause",
    {
      schema: {
        summary: "Pause an endpoint: nothing is sent to it; events raised meanwhile are held until it is resumed",
        tags,
        security,
        params,
        response: { 200: webhookEndpointSchema },
      },
      config: writeLimit,
    },
    async (request) => {
      const user = await sessionUser(request);
      return endpointItem(await pauseEndpoint(db, user.id, request.params.id));
    },
  );

  routes.post(
    "/api/account/webhooks/:id/resume",
    {
      schema: {
        summary: "Resume an endpoint: what it held is sent now, oldest first",
        tags,
        security,
        params,
        response: { 200: webhookEndpointSchema.extend({ resumedDeliveries: z.number().int() }) },
      },
      config: writeLimit,
    },
    async (request) => {
      const user = await sessionUser(request);
      const { row, resumed } = await resumeEndpoint(db, user.id, request.params.id);
      if (resumed > 0) app.jobs.wake();
      return { ...endpointItem(row), resumedDeliveries: resumed };
    },
  );

  routes.post(
    "/api/account/webhooks/:id/secret",
    {
      schema: {
        summary: "Rotate an endpoint's secret: the new one is in this answer only; the old one also signs for 24 hours",
        tags,
        security,
        params,
        response: { 200: webhookEndpointWithSecretSchema },
      },
      config: writeLimit,
    },
    async (request) => {
      const user = await sessionUser(request);
      return endpointWithSecret(await rotateSecret(db, user.id, request.params.id));
    },
  );

  routes.delete(
    "/api/account/webhooks/:id",
    {
      schema: {
        summary: "Delete a webhook endpoint: its pending deliveries are dropped",
        tags,
        security,
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = await sessionUser(request);
      await deleteEndpoint(db, user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  await webhookDeliveryRoutes(app, sessionUser);
}

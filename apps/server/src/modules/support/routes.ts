import { pageQuerySchema } from "@placard/shared/pagination";
import {
  createSupportMessageSchema,
  supportMessagePageSchema,
  supportMessageSchema,
  supportReplyPageSchema,
} from "@placard/shared/support";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { listSupportMessages, listThread, sendSupportMessage } from "./service.js";

const tags = ["support"];
const security = [{ session: [] }];

/** The contact form of /support: messages are stored for the operator; each user sees their own. */
export async function supportRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  routes.post(
    "/api/support/messages",
    {
      schema: {
        summary: "Send a message to the people running this Placard",
        tags,
        security,
        body: createSupportMessageSchema,
        response: { 201: supportMessageSchema },
      },
      config: { rateLimit: { max: 5, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      return reply.status(201).send(await sendSupportMessage(db, request.log, user.id, request.body));
    },
  );

  routes.get(
    "/api/support/messages",
    {
      schema: {
        summary: "The messages you sent, newest first, a page at a time",
        tags,
        security,
        querystring: pageQuerySchema,
        response: { 200: supportMessagePageSchema },
      },
    },
    async (request) => listSupportMessages(db, (await app.requireUser(request)).id, request.query),
  );

  routes.get(
    "/api/support/messages/:messageId/replies",
    {
      schema: {
        summary: "The replies to one of your messages, newest first, a page at a time",
        tags,
        security,
        params: z.object({ messageId: z.uuid() }),
        querystring: pageQuerySchema,
        response: { 200: supportReplyPageSchema },
      },
    },
    async (request) => listThread(db, request.params.messageId, request.query, (await app.requireUser(request)).id),
  );
}

import {
  adminSupportPageSchema,
  adminSupportQuerySchema,
  supportMessageSchema,
  supportReplyInputSchema,
  supportReplyPageSchema,
} from "@placard/shared/support";
import { pageQuerySchema } from "@placard/shared/pagination";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { operatorOf } from "../admin/index.js";
import { createNotifier } from "../notifications/index.js";
import { listInbox, listThread, replyToMessage } from "./service.js";

const tags = ["admin"];
const security = [{ session: [] }];

/** /admin/support: messages from /support with their senders; the operator answers on screen. Under /api/admin. */
export async function supportAdminRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const notifier = createNotifier(app);

  routes.get(
    "/support",
    {
      schema: {
        summary: "Support messages with their senders and threads, newest first (operators only)",
        tags,
        security,
        querystring: adminSupportQuerySchema,
        response: { 200: adminSupportPageSchema },
      },
    },
    async (request) => listInbox(db, request.query),
  );

  routes.get(
    "/support/:id/replies",
    {
      schema: {
        summary: "A support message's replies, newest first, a page at a time (operators only)",
        tags,
        security,
        params: z.object({ id: z.uuid() }),
        querystring: pageQuerySchema,
        response: { 200: supportReplyPageSchema },
      },
    },
    async (request) => listThread(db, request.params.id, request.query),
  );

  routes.post(
    "/support/:id/reply",
    {
      schema: {
        summary: "Answer a support message: the sender sees it on /support and is notified",
        tags,
        security,
        params: z.object({ id: z.uuid() }),
        body: supportReplyInputSchema,
        response: { 201: supportMessageSchema },
      },
    },
    async (request, reply) => {
      const operator = operatorOf(request);
      const outcome = await replyToMessage(
        db,
        { id: operator.id, email: operator.email },
        request.params.id,
        request.body.body,
      );
      await notifier.notify([outcome.notification]);
      return reply.status(201).send(outcome.message);
    },
  );
}

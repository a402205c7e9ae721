import { notificationListSchema } from "@placard/shared/notifications";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/app-error.js";
import { countUnread, findUserNotification, listUserNotifications, markRead } from "./queries.js";
import { toNotification } from "./service.js";

const tags = ["notifications"];
const security = [{ session: [] }];

export async function notificationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const list = async (userId: string) => ({
    notifications: (await listUserNotifications(db, userId)).map(toNotification),
    unreadCount: await countUnread(db, userId),
  });

  routes.get(
    "/api/notifications",
    {
      schema: {
        summary: "Your latest notifications and how many are unread",
        tags,
        security,
        response: { 200: notificationListSchema },
      },
    },
    async (request) => list((await app.requireUser(request)).id),
  );

  routes.post(
    "/api/notifications/:id/read",
    {
      schema: {
        summary: "Mark one notification read",
        tags,
        security,
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: notificationListSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      if (!(await findUserNotification(db, user.id, request.params.id))) throw notFound("Notification");
      await markRead(db, user.id, request.params.id);
      return list(user.id);
    },
  );

  routes.post(
    "/api/notifications/read-all",
    { schema: { summary: "Mark every notification read", tags, security, response: { 200: notificationListSchema } } },
    async (request) => {
      const user = await app.requireUser(request);
      await markRead(db, user.id);
      return list(user.id);
    },
  );
}

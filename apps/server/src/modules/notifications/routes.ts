import { notificationListSchema } from "@placard/shared/notifications";
import { PAGE_LIMIT_DEFAULT, type PageQuery, pageQuerySchema } from "@placard/shared/pagination";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/app-error.js";
import { toPage } from "../../lib/pagination.js";
import { LIFECYCLE_JOBS, remindBookingEnding } from "./lifecycle.js";
import { countUnread, findUserNotification, listUserNotifications, markRead } from "./queries.js";
import { NOTIFICATION_JOBS, pushNotifications, toNotification } from "./service.js";

const tags = ["notifications"];
const security = [{ session: [] }];

export async function notificationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  app.jobs.register(NOTIFICATION_JOBS.push, async (payload) =>
    pushNotifications(app, Array.isArray(payload.ids) ? payload.ids.map(String) : []),
  );
  app.jobs.register(LIFECYCLE_JOBS.bookingEnding, async (payload) => {
    await remindBookingEnding(db, String(payload.requestId ?? ""), String(payload.endsAt ?? ""));
    app.jobs.wake();
  });
  const list = async (userId: string, page: PageQuery = { limit: PAGE_LIMIT_DEFAULT }) => {
    const rows = await listUserNotifications(db, userId, { ...page, limit: page.limit + 1 });
    const { items, nextCursor } = toPage(
      rows,
      page.limit,
      (row) => ({ at: row.cursorAt, id: row.notification.id }),
      (row) => toNotification(row.notification),
    );
    return { notifications: items, nextCursor, unreadCount: await countUnread(db, userId) };
  };

  routes.get(
    "/api/notifications",
    {
      schema: {
        summary: "Your notifications, newest first, a page at a time, and how many are unread",
        tags,
        security,
        querystring: pageQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    async (request) => list((await app.requireUser(request)).id, request.query),
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
      if (!(await findUserNotification(db, user.id, request.params.id)))
        throw notFound("errors.not_found.notification");
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

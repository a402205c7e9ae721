import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_PREFERENCES_PATH,
  notificationPreferencesSchema,
} from "@placard/shared/notifications";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { registerDailyJob } from "../../lib/jobs/daily.js";
import { EMAIL_JOBS, sendOutboxEmail } from "./outbox.js";
import { listPreferences, savePreferences, unsubscribe, unsubscribeTarget } from "./preferences.js";
import { EMAIL_PRUNE_JOB, pruneOutbox } from "./retention.js";
import { renderUnsubscribePage } from "./unsubscribe-page.js";
import { UNSUBSCRIBE_PATH } from "./unsubscribe-token.js";

const tags = ["notifications"];
const security = [{ session: [] }];
const unsubscribeQuery = z.object({
  u: z.string().max(200).optional(),
  e: z.string().max(100).optional(),
  s: z.string().max(200).optional(),
});

/**
 * Transactional email (issue #17): the send job, the outbox's daily retention job, the person's notification preferences
 * (GET/PUT, session), and the signed one-click unsubscribe page (no session: GET confirms,
 * POST unsubscribes — also what mail clients send for RFC 8058's List-Unsubscribe-Post,
 * from no page of ours, so the path is a named cross-origin exception of decision 0017).
 */
export async function emailRoutes(app: FastifyInstance, options: { authSecret: string }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const { publicUrl } = app.config;

  app.jobs.register(EMAIL_JOBS.send, (payload, job) =>
    sendOutboxEmail(
      { db, mailer: app.mailer, publicUrl, authSecret: options.authSecret, messageIdHost: new URL(publicUrl).hostname },
      String(payload.outboxId ?? ""),
      { lastAttempt: job.attempts >= job.maxAttempts },
    ),
  );
  registerDailyJob(app, {
    kind: EMAIL_PRUNE_JOB,
    hourUtc: 4,
    async run(now) {
      const deleted = await pruneOutbox(db, now);
      if (deleted > 0) app.log.info({ deleted }, "Finished emails past their retention deleted");
    },
  });

  routes.get(
    "/api/notification-preferences",
    {
      schema: {
        summary: "How each kind of event reaches you: in app, email, both or off",
        tags,
        security,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => ({ preferences: await listPreferences(db, (await app.requireUser(request)).id) }),
  );

  routes.put(
    "/api/notification-preferences",
    {
      schema: {
        summary: "Choose how some kinds of event reach you (the others keep their setting)",
        tags,
        security,
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => {
      const { id } = await app.requireUser(request);
      await savePreferences(db, id, request.body.preferences);
      return { preferences: await listPreferences(db, id) };
    },
  );

  // RFC 8058 clients post `List-Unsubscribe=One-Click` as a form; the link itself says
  // everything, so the body is read and ignored (in this plugin only). multipart/form-data,
  // the other form encoding, already has the uploads' parser, and is left unread too.
  if (!app.hasContentTypeParser("application/x-www-form-urlencoded")) {
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4096 },
      (_request, _body, done) => done(null, {}),
    );
  }

  const linkTarget = (query: z.infer<typeof unsubscribeQuery>) => unsubscribeTarget(db, options.authSecret, query);
  const page = (kind: Parameters<typeof renderUnsubscribePage>[0]["kind"], event?: keyof typeof NOTIFICATION_EVENTS) =>
    renderUnsubscribePage({
      kind,
      eventLabel: event ? NOTIFICATION_EVENTS[event].label : "",
      preferencesUrl: `${publicUrl}${NOTIFICATION_PREFERENCES_PATH}`,
    });

  routes.get(
    UNSUBSCRIBE_PATH,
    { schema: { summary: "The confirm page of an email's unsubscribe link", tags, querystring: unsubscribeQuery } },
    async (request, reply) => {
      const link = await linkTarget(request.query);
      return reply
        .status(link ? 200 : 400)
        .type("text/html; charset=utf-8")
        .send(page(link ? "confirm" : "invalid", link?.event));
    },
  );

  routes.post(
    UNSUBSCRIBE_PATH,
    {
      schema: {
        summary: "One-click unsubscribe (RFC 8058): no more email of this kind; works without signing in",
        tags,
        querystring: unsubscribeQuery,
      },
    },
    async (request, reply) => {
      const link = await linkTarget(request.query);
      if (!link) return reply.status(400).type("text/html; charset=utf-8").send(page("invalid"));
      await unsubscribe(db, link.userId, link.event);
      return reply.type("text/html; charset=utf-8").send(page("done", link.event));
    },
  );
}

import { text } from "@placard/shared/messages";
import { authProvidersSchema } from "@placard/shared/auth";
import { isLocale, localeSchema, updateMeSchema } from "@placard/shared/locales";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.js";
import { changeEmailNow } from "./change-email.js";
import { deleteAccount } from "./delete-account.js";
import { setLocale } from "./locale.js";

const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  referredByCode: z.string().nullable(),
  /** The person's language (decision 0057); null: none chosen, English. */
  locale: localeSchema.nullable(),
  createdAt: z.date(),
});

/** Said to a request that tries to change the account itself with an API key. */
export const ACCOUNT_KEY_REFUSAL = text("errors.accounts.session_only");

export async function accountRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/accounts/providers",
    {
      schema: {
        summary: "Which social sign-in buttons to show",
        tags: ["accounts"],
        response: { 200: authProvidersSchema },
      },
    },
    async () => ({
      google: Boolean(app.config.GOOGLE_CLIENT_ID && app.config.GOOGLE_CLIENT_SECRET),
      github: Boolean(app.config.GITHUB_CLIENT_ID && app.config.GITHUB_CLIENT_SECRET),
    }),
  );

  routes.get(
    "/api/me",
    {
      schema: {
        summary: "The signed-in user",
        tags: ["accounts"],
        security: [{ session: [] }],
        response: { 200: meSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return {
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerified,
        firstName: user.firstName ?? "",
        lastName: user.lastName ?? "",
        name: user.name,
        referredByCode: user.referredByCode ?? null,
        locale: isLocale(user.locale) ? user.locale : null,
        createdAt: new Date(user.createdAt),
      };
    },
  );

  routes.patch(
    "/api/me",
    {
      schema: {
        summary: "Change your language (emails and PDFs follow it)",
        tags: ["accounts"],
        security: [{ session: [] }],
        body: updateMeSchema,
        response: { 200: updateMeSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      await setLocale(app.database.db, user.id, request.body.locale);
      return { locale: request.body.locale };
    },
  );

  routes.post(
    "/api/me/email",
    {
      schema: {
        summary: "Change your email address (confirmed by mail from both addresses when mail is on)",
        tags: ["accounts"],
        security: [{ session: [] }],
        body: z.object({
          newEmail: z
            .string()
            .trim()
            .toLowerCase()
            .pipe(z.email({ message: text("errors.form.email_valid") }).max(254)),
          password: z
            .string()
            .min(1, { message: text("errors.form.confirm_password") })
            .max(128),
        }),
        response: { 200: z.object({ status: z.enum(["confirmation_sent", "changed"]) }) },
      },
      config: { rateLimit: { max: 5, timeWindow: "1 minute" } },
    },
    async (request) => {
      const user = await app.requireSessionUser(request, ACCOUNT_KEY_REFUSAL);
      const { newEmail, password } = request.body;
      if (newEmail === user.email.toLowerCase()) {
        throw new AppError("validation_failed", text("errors.accounts.same_email"), {
          fields: { newEmail: [text("errors.accounts.same_email_field")] },
        });
      }
      const headers = fromNodeHeaders(request.headers);
      // The password first, in both modes: an open session alone cannot move the account away.
      await app.auth.api.verifyPassword({ body: { password }, headers }).catch(() => {
        throw new AppError("validation_failed", text("errors.accounts.wrong_password"), {
          fields: { password: [text("errors.accounts.wrong_password_field")] },
        });
      });
      if (!app.config.emailVerificationRequired) {
        await changeEmailNow(app.database.db, user.id, newEmail);
        return { status: "changed" as const };
      }
      // Better Auth mails the current address; its link mails the new one; that link changes it.
      // A registered new address gets the same answer and no mail (nothing to learn from it).
      await app.auth.api.changeEmail({ body: { newEmail, callbackURL: "/account" }, headers });
      return { status: "confirmation_sent" as const };
    },
  );

  routes.delete(
    "/api/me",
    {
      schema: {
        summary: "Delete your account (what accounting needs is kept, anonymised)",
        tags: ["accounts"],
        security: [{ session: [] }],
        body: z.object({
          password: z
            .string()
            .min(1, { message: text("errors.form.confirm_password") })
            .max(128),
        }),
        response: { 204: z.null() },
      },
      config: { rateLimit: { max: 5, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const user = await app.requireSessionUser(request, ACCOUNT_KEY_REFUSAL);
      // The password again: a session left open on a shared computer cannot delete the account.
      await app.auth.api
        .verifyPassword({ body: { password: request.body.password }, headers: fromNodeHeaders(request.headers) })
        .catch(() => {
          throw new AppError("validation_failed", text("errors.accounts.wrong_password"), {
            fields: { password: [text("errors.accounts.wrong_password_field")] },
          });
        });
      app.delivery.touch(await deleteAccount(app.database.db, user.id));
      return reply.status(204).send(null);
    },
  );
}

import { text } from "@placard/shared/messages";
import { OPERATOR_ROLE } from "@placard/shared/admin";
import { referralCodeSchema } from "@placard/shared/auth";
import { isLocale, LOCALE_COOKIE, type Locale, matchAcceptLanguage } from "@placard/shared/locales";
import { REFERRAL_COOKIE } from "@placard/shared/referrals";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, twoFactor } from "better-auth/plugins";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config/config.js";
import type { Db } from "../db/client.js";
import { authTables } from "../db/schema/auth.js";
import { apiKeyPlugin } from "./api-keys/plugin.js";
import { isRefusedKeyReport } from "./api-keys/refusal-log.js";
import { grantConfiguredOperator, isConfiguredOperator } from "./configured-operators.js";
import type { Mailer } from "./mailer.js";
import { ownOrigins } from "./origins.js";
import { translatorFor } from "../i18n/index.js";

export interface AuthDeps {
  config: Config;
  db: Db;
  secret: string;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /**
   * Records who referred a new account (modules/referrals, wired in app.ts: the auth layer
   * sits below the modules). Must not throw: a failure is logged and the sign-up stands.
   */
  recordReferral: (db: Db, logger: FastifyBaseLogger, userId: string, code: string) => Promise<void>;
}

/** Splits a provider's display name when it gives no first/last name of its own. */
function splitName(name: string | undefined): { firstName: string; lastName: string } {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? "", lastName: parts.slice(1).join(" ") };
}

/** The `ref` of a sign-up: the body's (email sign-up), or the cookie /sign-up?ref= left (social). */
function referralCodeOf(context: { body?: unknown; headers?: Headers } | null): string | null {
  const fromBody = (context?.body as { ref?: unknown } | undefined)?.ref;
  const cookie = context?.headers?.get("cookie") ?? "";
  const fromCookie = new RegExp(`(?:^|;\\s*)${REFERRAL_COOKIE}=([^;]+)`).exec(cookie)?.[1];
  for (const candidate of [fromBody, fromCookie ? decodeURIComponent(fromCookie) : undefined]) {
    const parsed = referralCodeSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return null;
}

/**
 * A new account's language (decision 0057): the one the visitor picked on the public pages
 * (their cookie), else the best of the browser's Accept-Language, else none (English).
 */
/** The recipient's language of Better Auth's own mails (users.locale; English without one). */
const localeField = (user: object) => ("locale" in user ? user.locale : null);

function localeOf(context: { headers?: Headers } | null): Locale | null {
  const cookie = context?.headers?.get("cookie") ?? "";
  const picked = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`).exec(cookie)?.[1];
  if (isLocale(picked)) return picked;
  return matchAcceptLanguage(context?.headers?.get("accept-language"));
}

/** Whether a verification token is the last step of an email change (Better Auth's JWT payload). */
function isEmailChange(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as {
      requestType?: unknown;
    };
    return payload.requestType === "change-email-verification";
  } catch {
    return false;
  }
}

/** Shown when a suspended account tries to sign in (the admin plugin refuses the session). */
export const SUSPENDED_MESSAGE = text("errors.auth.suspended");

/**
 * Better Auth: email + password, sessions in Postgres (through Drizzle), Google and
 * GitHub only when their keys are configured, mail through the Mailer interface.
 */
export function createAuth({ config, db, secret, mailer, logger, recordReferral }: AuthDeps) {
  const verificationRequired = config.emailVerificationRequired;
  const send = (to: string, subject: string, text: string, link: string) => {
    // Not awaited: the response must not reveal (by its timing) whether the mail was sent.
    mailer
      .send({ to, subject, text, link })
      .catch((error: unknown) => logger.error({ err: error }, "Sending mail failed"));
  };

  const socialProviders: Parameters<typeof betterAuth>[0]["socialProviders"] = {};
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    socialProviders.google = {
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      mapProfileToUser: (profile) => ({ firstName: profile.given_name ?? "", lastName: profile.family_name ?? "" }),
    };
  }
  if (config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET) {
    socialProviders.github = {
      clientId: config.GITHUB_CLIENT_ID,
      clientSecret: config.GITHUB_CLIENT_SECRET,
      mapProfileToUser: (profile) => splitName(profile.name ?? profile.login),
    };
  }

  return betterAuth({
    appName: "Placard",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: ownOrigins(config),
    database: drizzleAdapter(db, { provider: "pg", schema: authTables }),
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        // A refused API key is logged by modules/api-keys, at warn and rate-limited (#29.7).
        if (isRefusedKeyReport(message, args)) return;
        logger[level]({ args }, `[auth] ${message}`);
      },
    },
    // Fastify's rate limiter guards /api/auth (one limiter, Redis-backed when scaled out).
    rateLimit: { enabled: false },
    advanced: { cookiePrefix: "placard", useSecureCookies: config.isSecure },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      // Decision 0026: when on, sign-up opens no session and answers a registered address
      // exactly as a new one; the address's owner learns of the attempt by mail instead.
      requireEmailVerification: verificationRequired,
      onExistingUserSignUp: async ({ user }) => {
        const signIn = `${config.publicUrl}/sign-in`;
        const t = translatorFor(localeField(user));
        send(
          user.email,
          t("auth_email.existing.subject"),
          t("auth_email.existing.body", { signIn, forgot: `${config.publicUrl}/forgot-password` }),
          signIn,
        );
      },
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) =>
        send(
          user.email,
          translatorFor(localeField(user))("auth_email.reset.subject"),
          translatorFor(localeField(user))("auth_email.reset.body", { url }),
          url,
        ),
    },
    emailVerification: {
      // Off: every account is verified at creation (below), so there is nothing to confirm.
      sendOnSignUp: verificationRequired,
      // The link signs the person in and lands on the sign-up's return path (/dashboard).
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url, token }) =>
        isEmailChange(token)
          ? send(
              user.email,
              translatorFor(localeField(user))("auth_email.new_address.subject"),
              translatorFor(localeField(user))("auth_email.new_address.body", { url }),
              url,
            )
          : send(
              user.email,
              translatorFor(localeField(user))("auth_email.verify.subject"),
              translatorFor(localeField(user))("auth_email.verify.body", { url }),
              url,
            ),
    },
    socialProviders,
    plugins: [
      // Roles (operators are `admin`), suspension with reason and expiry, session revocation.
      // Its own /api/auth/admin/* endpoints are not exposed (plugins/auth.ts): operators act
      // through /api/admin, which audits every action.
      admin({ bannedUserMessage: SUSPENDED_MESSAGE }),
      // TOTP with backup codes: optional for everyone, required for operators (modules/admin/guard.ts).
      twoFactor({ issuer: "Placard" }),
      // Keys for programs (decision 0034); resolved for /api routes in plugins/auth.ts.
      apiKeyPlugin(),
    ],
    session: {
      additionalFields: {
        /** Made by a /two-factor/* step (sign-in's second factor, or turning 2FA on). */
        twoFactorVerified: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    user: {
      // Decision 0035: with mail, a change is confirmed from the current address first, then
      // from the new one (POST /api/me/email asks for the password before calling this).
      // Without mail, Better Auth's flow is off and /api/me/email changes it on the password alone.
      changeEmail: {
        enabled: verificationRequired,
        sendChangeEmailConfirmation: async ({ user, newEmail, url }) =>
          send(
            user.email,
            translatorFor(localeField(user))("auth_email.change.subject"),
            translatorFor(localeField(user))("auth_email.change.body", { newEmail, url }),
            url,
          ),
      },
      additionalFields: {
        firstName: { type: "string", required: false, defaultValue: "", input: true },
        lastName: { type: "string", required: false, defaultValue: "", input: true },
        referredByCode: { type: "string", required: false, input: false },
        /** Set at sign-up (localeOf), changed with PATCH /api/me: never from Better Auth's own input. */
        locale: { type: "string", required: false, input: false },
      },
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session, context) => {
            const twoFactorVerified = (context?.path ?? "").startsWith("/two-factor/");
            await grantConfiguredOperator(db, config, session.userId);
            return { data: { ...session, twoFactorVerified } };
          },
        },
      },
      user: {
        create: {
          before: async (user, context) => {
            const names = user.firstName ? {} : splitName(user.name);
            // Without required verification nobody is asked to confirm: marking the account
            // verified now keeps it able to sign in if verification is switched on later.
            const verified = verificationRequired ? {} : { emailVerified: true };
            const role = isConfiguredOperator(config, user.email) ? OPERATOR_ROLE : "user";
            return {
              data: {
                ...user,
                ...names,
                ...verified,
                role,
                referredByCode: referralCodeOf(context),
                locale: localeOf(context),
              },
            };
          },
          // The server, not the client, decides who referred whom.
          after: async (user) => {
            const code = (user as { referredByCode?: string | null }).referredByCode;
            if (code) await recordReferral(db, logger, user.id, code);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth["$Infer"]["Session"]["user"];

import { referralCodeSchema, signUpSchema } from "@placard/shared/auth";
import { isLocale } from "@placard/shared/locales";
import { text } from "@placard/shared/messages";
import { AFTER_AUTH_PATH, SIGN_IN_PATH, safeReturnPath, withReturnPath } from "@placard/shared/routes";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import { readerLocale, sharedMessageIn } from "../i18n/index.js";
import { AppError, codeForStatus, errorBody } from "../lib/app-error.js";
import { authRefusalMessage } from "../lib/auth-messages.js";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword, newPasswordOf } from "../lib/common-passwords.js";
import { type Auth, type AuthDeps, createAuth, type SessionUser } from "../lib/auth.js";
import { API_KEY_RATE_LIMIT } from "../lib/api-keys/plugin.js";
import { createRefusedKeyLog } from "../lib/api-keys/refusal-log.js";
import { keyUser, verifyRequestKey } from "../lib/api-keys/resolve.js";

declare module "fastify" {
  interface FastifyInstance {
    auth: Auth;
    /**
     * The signed-in user: from the request's API key when it carries one (decision 0034),
     * otherwise from the session cookie; throws `unauthorized` otherwise.
     */
    requireUser(request: FastifyRequest): Promise<SessionUser>;
    /**
     * The user of the session cookie, for what only the person at /account may do (keys,
     * webhooks, email, deleting the account): a request carrying an API key is refused with
     * 403 `refusal`, so a leaked key can neither outlive itself nor move the account away.
     */
    requireSessionUser(request: FastifyRequest, refusal: string): Promise<SessionUser>;
  }
}

const signUpBody = signUpSchema.extend({
  ref: z.string().optional(),
  callbackURL: z.string().optional(),
});

function fieldErrors(error: z.ZodError): Record<string, string[]> {
  return z.flattenError(error).fieldErrors as Record<string, string[]>;
}

/** Our own rules for the sign-up form, before Better Auth sees it; unknown fields are dropped. */
function validateSignUp(body: unknown) {
  const parsed = signUpBody.safeParse(body);
  if (!parsed.success) {
    throw new AppError("validation_failed", text("errors.fields_not_valid"), { fields: fieldErrors(parsed.error) });
  }
  const { firstName, lastName, email, password, ref, callbackURL } = parsed.data;
  const validRef = referralCodeSchema.safeParse(ref);
  return {
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    email,
    password,
    // Where the confirmation link lands once it has signed the person in: a safe own path.
    callbackURL: safeReturnPath(callbackURL) ?? AFTER_AUTH_PATH,
    ref: validRef.success ? validRef.data : undefined,
  };
}

/** The user fields of a sign-up answer that opened no session (decision 0026). */
const PENDING_SIGN_UP_FIELDS = [
  "id",
  "email",
  "name",
  "firstName",
  "lastName",
  "image",
  "emailVerified",
  "createdAt",
  "updatedAt",
] as const;

/**
 * With confirmation required, sign-up answers a registered address with a made-up user; a
 * new account's own fields (its role, the `ref` it came with) would tell the two apart, so
 * both answers carry only the fields every sign-up has.
 */
function sameForEveryAddress(text: string): string {
  let body: { token?: string | null; user?: Record<string, unknown> };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return text;
  }
  if (body.token !== null || !body.user) return text;
  const user = Object.fromEntries(PENDING_SIGN_UP_FIELDS.map((key) => [key, body.user?.[key] ?? null]));
  return JSON.stringify({ token: null, user });
}

/**
 * A confirmation link that fails (expired, invalid) would land on its return path with
 * `?error=CODE`, a protected page that sends a signed-out person to /sign-in without a
 * word: it lands on /sign-in with `?verification=CODE` instead, which says what happened.
 */
function failedConfirmationToSignIn(response: Response): Response {
  const location = response.headers.get("location");
  if (!location) return response;
  const target = new URL(location, "http://placard.invalid");
  const error = target.searchParams.get("error");
  if (!error) return response;
  target.searchParams.delete("error");
  const headers = new Headers(response.headers);
  const signIn = `${SIGN_IN_PATH}?verification=${encodeURIComponent(error)}`;
  headers.set("location", withReturnPath(signIn, `${target.pathname}${target.search}${target.hash}`));
  return new Response(null, { status: response.status, headers });
}

/**
 * Better Auth's answer as ours: its refusals in the one error shape, `message` in the reader's
 * language (decision 0064; `details.reason` keeps Better Auth's code, which clients decide by).
 */
async function sendAuthResponse(
  reply: FastifyReply,
  response: Response,
  options: { locale: () => Promise<string>; rewrite?: (text: string) => string },
) {
  const { rewrite } = options;
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key !== "set-cookie" && key !== "content-length") reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  const text = await response.text();
  if (response.status >= 400 && response.headers.get("content-type")?.includes("json")) {
    // Better Auth answers `{ code, message }`; the API has one error shape.
    const parsed = JSON.parse(text || "{}") as { code?: string; message?: string };
    const locale = await options.locale().catch(() => "en");
    if (locale !== "en") reply.header("content-language", locale);
    return reply.send(
      errorBody(
        codeForStatus(response.status),
        sharedMessageIn(authRefusalMessage(parsed.code, parsed.message), locale),
        parsed.code ? { details: { reason: parsed.code } } : {},
      ),
    );
  }
  return reply.send((rewrite ? rewrite(text) : text) || null);
}

/** Mounts Better Auth under /api/auth and gives routes `app.requireUser(request)`. */
export const authPlugin = fp(async function authPlugin(
  app: FastifyInstance,
  options: { secret: string; recordReferral: AuthDeps["recordReferral"] },
) {
  const auth = createAuth({
    config: app.config,
    db: app.database.db,
    secret: options.secret,
    mailer: app.mailer,
    logger: app.log,
    recordReferral: options.recordReferral,
  });
  app.decorate("auth", auth);
  // `Authorization: Bearer <key>` on /api: verified before anything else reads the request.
  const perKeyLimit = app.createRateLimit({
    max: API_KEY_RATE_LIMIT,
    timeWindow: 60_000,
    keyGenerator: (request) => `apikey:${request.apiKey?.id ?? ""}`,
  });
  const logRefusal = createRefusedKeyLog(app.log);
  app.addHook("onRequest", (request) => verifyRequestKey(auth, request, perKeyLimit, logRefusal));
  app.decorate("requireUser", async (request: FastifyRequest) => {
    // A key decides who the request is, even if a cookie came along.
    const user = request.apiKey
      ? await keyUser(app.database.db, request.apiKey.userId)
      : (await auth.api.getSession({ headers: fromNodeHeaders(request.headers) }))?.user;
    if (!user) throw new AppError("unauthorized", text("errors.sign_in"));
    // The language errors and pages answer this person in (decision 0064).
    request.readerLocale = "locale" in user && isLocale(user.locale) ? user.locale : null;
    return user;
  });
  app.decorate("requireSessionUser", async (request: FastifyRequest, refusal: string) => {
    if (request.apiKey) throw new AppError("forbidden", refusal);
    return app.requireUser(request);
  });

  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    schema: { hide: true },
    config: {
      rateLimit: {
        max: app.config.AUTH_RATE_LIMIT,
        timeWindow: "1 minute",
        keyGenerator: (request: FastifyRequest) => `auth:${request.ip}`,
        // Session reads happen on every page load; the limit guards the credential forms.
        allowList: (request: FastifyRequest) => request.method === "GET",
      },
    },
    async handler(request, reply) {
      const path = request.url.split("?")[0];
      // The admin plugin's own endpoints stay closed: operators act through /api/admin (audited).
      if (path?.startsWith("/api/auth/admin/")) throw new AppError("not_found", text("errors.not_found.generic"));
      // Likewise the API key plugin's: keys are made and revoked through /api/account/api-keys.
      if (path?.startsWith("/api/auth/api-key/")) throw new AppError("not_found", text("errors.not_found.generic"));
      let body: unknown = request.method === "POST" ? request.body : undefined;
      if (path === "/api/auth/sign-up/email") body = validateSignUp(body);
      const chosen = newPasswordOf(path, body);
      if (chosen && isCommonPassword(chosen.value)) {
        throw new AppError("validation_failed", COMMON_PASSWORD_MESSAGE, {
          fields: { [chosen.field]: [COMMON_PASSWORD_MESSAGE] },
        });
      }
      const url = new URL(request.url, app.config.publicUrl);
      const headers = fromNodeHeaders(request.headers);
      // The body is re-serialised below, so the original length no longer applies.
      headers.delete("content-length");
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
      const locale = () => readerLocale(app, request);
      if (path === "/api/auth/verify-email")
        return sendAuthResponse(reply, failedConfirmationToSignIn(response), { locale });
      return sendAuthResponse(reply, response, {
        locale,
        rewrite: path === "/api/auth/sign-up/email" ? sameForEveryAddress : undefined,
      });
    },
  });
});

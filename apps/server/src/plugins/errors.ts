import type { ApiErrorBody } from "@placard/shared/errors";
import { isLocale } from "@placard/shared/locales";
import { matchMessage, text } from "@placard/shared/messages";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { readerLocale, sharedMessageIn, visitorLocale } from "../i18n/index.js";
import { zodMessagesIn } from "../i18n/zod-messages.js";
import { AppError, codeForStatus, errorBody } from "../lib/app-error.js";

const INTERNAL_MESSAGE = text("errors.internal");

/**
 * Fastify's own refusals of a request it could not read, as shared messages (decision 0064):
 * the English is Fastify's byte for byte (its error's message without the trailing detail),
 * so only another language changes; the malformed-URL and overlong-address ones are ours
 * (Fastify's echoed the URL).
 */
const FRAMEWORK_REFUSALS: Readonly<Record<string, string>> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: text("errors.http.empty_json_body"),
  FST_ERR_CTP_INVALID_JSON_BODY: text("errors.http.invalid_json_body"),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: text("errors.http.unsupported_media_type"),
  FST_ERR_CTP_BODY_TOO_LARGE: text("errors.http.body_too_large"),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: text("errors.http.content_length_mismatch"),
  FST_ERR_BAD_URL: text("errors.http.bad_url"),
  FST_ERR_MAX_PARAM_LENGTH: text("errors.http.param_too_long"),
};

/** `/email` → `email`; `/items/0/name` → `items.0.name`. */
function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
}

/**
 * The body in its reader's language (decision 0064): `message` and every field message that
 * is one of the shared messages, by the same key in that language's catalog; a field message
 * that is not one (zod's own) as `builtIn` has it in that language, when it has it. English,
 * and any message neither knows, go out as they were written.
 */
function translated(body: ApiErrorBody, locale: string, builtIn: BuiltInMessages): ApiErrorBody {
  if (locale === "en" || !isLocale(locale)) return body;
  const fields = body.details?.fields;
  const fieldMessage = (item: string, key: string, index: number) =>
    (!matchMessage(item) && builtIn[key]?.[index]) || sharedMessageIn(item, locale);
  return {
    ...body,
    message: sharedMessageIn(body.message, locale),
    ...(body.details && {
      details: {
        ...body.details,
        ...(fields && {
          fields: Object.fromEntries(
            Object.entries(fields).map(([key, list]) => [
              key,
              list.map((item, index) => fieldMessage(item, key, index)),
            ]),
          ),
        }),
      },
    }),
  };
}

/** zod's own messages in the reader's language, per field, in the order `fields` lists them. */
type BuiltInMessages = Record<string, (string | undefined)[]>;

/**
 * zod's own messages of a failed schema validation in `locale`, keyed like `fields`, for
 * `translated`; empty for English or a language zod lacks.
 */
function builtInMessages(
  request: FastifyRequest,
  error: FastifyError & { validation: { instancePath?: string; keyword?: string }[] },
  locale: string,
): BuiltInMessages {
  const found: BuiltInMessages = {};
  if (locale === "en" || !isLocale(locale)) return found;
  const messages = zodMessagesIn(request, error.validationContext, error.validation, locale);
  if (!messages) return found;
  error.validation.forEach((issue, index) => {
    const key = fieldOf(issue.instancePath ?? "");
    found[key] = [...(found[key] ?? []), messages[index]];
  });
  return found;
}

/**
 * The one place errors become responses: AppError keeps its code, schema validation
 * becomes `validation_failed` with per-field messages, other 4xx keep Fastify's safe
 * message, and anything else is logged and answered with a generic 500 — each in the
 * reader's language where the shared catalog has it. Also Fastify's `frameworkErrors`
 * (app.ts): a URL it cannot decode never reaches a route or the error handler.
 */
export async function sendError(
  app: FastifyInstance,
  error: FastifyError | AppError,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  {
    let status: number;
    let body: ApiErrorBody;
    if (error instanceof AppError) {
      status = error.statusCode;
      body = errorBody(error.code, error.message, { code: error.domainCode, details: error.details });
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = fieldOf(issue.instancePath ?? "");
        fields[key] = [...(fields[key] ?? []), issue.message ?? text("errors.not_valid")];
      }
      status = 400;
      body = errorBody("validation_failed", text("errors.fields_not_valid"), { details: { fields } });
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = errorBody(codeForStatus(status), FRAMEWORK_REFUSALS[error.code] ?? error.message);
    } else {
      status = 500;
      request.log.error({ err: error }, "Unhandled error");
      body = errorBody("internal", INTERNAL_MESSAGE);
    }
    if (status >= 500 && error instanceof AppError) request.log.error({ err: error }, error.message);
    // A failing database must not also fail the answer, nor a flood cost a session read each:
    // a 5xx and a 429 go by the request alone.
    const locale =
      status >= 500 || status === 429
        ? (visitorLocale(request) ?? "en")
        : await readerLocale(app, request).catch(() => "en");
    if (locale !== "en") reply.header("content-language", locale);
    const builtIn = hasZodFastifySchemaValidationErrors(error) ? builtInMessages(request, error, locale) : {};
    return reply.status(status).send(translated(body, locale, builtIn));
  }
}

export const errorsPlugin = fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => sendError(app, error, request, reply));
});

import type { ApiErrorBody } from "@placard/shared/errors";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, codeForStatus, errorBody } from "../lib/app-error.js";

const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again.";

/** `/email` → `email`; `/items/0/name` → `items.0.name`. */
function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
}

/**
 * The one place errors become responses: AppError keeps its code, schema validation
 * becomes `validation_failed` with per-field messages, other 4xx keep Fastify's safe
 * message, and anything else is logged and answered with a generic 500.
 */
export const errorsPlugin = fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let status: number;
    let body: ApiErrorBody;
    if (error instanceof AppError) {
      status = error.statusCode;
      body = errorBody(error.code, error.message, { code: error.domainCode, details: error.details });
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = fieldOf(issue.instancePath ?? "");
        fields[key] = [...(fields[key] ?? []), issue.message ?? "Not valid"];
      }
      status = 400;
      body = errorBody("validation_failed", "Some fields are not valid.", { details: { fields } });
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = errorBody(codeForStatus(status), error.message);
    } else {
      status = 500;
      request.log.error({ err: error }, "Unhandled error");
      body = errorBody("internal", INTERNAL_MESSAGE);
    }
    if (status >= 500 && error instanceof AppError) request.log.error({ err: error }, error.message);
    return reply.status(status).send(body);
  });
});

import {
  type ApiErrorBody,
  type DomainErrorCode,
  ERROR_STATUS,
  type ErrorCode,
  type ErrorDetails,
} from "@placard/shared/errors";
import { type MessageKey, text } from "@placard/shared/messages";

/**
 * The one error type services throw. The error handler turns it into the one error body
 * (`errorBody`) with the status that belongs to the code. `details.fields` is typed
 * field → messages, so a field's message cannot be a bare string (decision 0046).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
    /** The domain code, where a client must tell this error from others of its status. */
    readonly domainCode?: DomainErrorCode,
  ) {
    super(message);
    this.name = "AppError";
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

/**
 * Every error response body the server sends is built here (the error handler, Better
 * Auth's answers): `details` only when there are some, and `fields` as field → messages even
 * if something upstream handed over a bare string.
 */
export function errorBody(
  error: ErrorCode,
  message: string,
  options: { code?: DomainErrorCode; details?: unknown } = {},
): ApiErrorBody {
  const body: ApiErrorBody = { error, message };
  if (options.code) body.code = options.code;
  const details = options.details;
  if (details && typeof details === "object" && !Array.isArray(details)) {
    const { fields, ...rest } = details as Record<string, unknown>;
    body.details = fields === undefined ? rest : { ...rest, fields: fieldMessages(fields) };
  }
  return body;
}

function fieldMessages(fields: unknown): Record<string, string[]> {
  if (!fields || typeof fields !== "object") return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).map(([key, value]) => [
      key,
      (Array.isArray(value) ? value : [value]).filter((item) => item !== undefined && item !== null).map(String),
    ]),
  );
}

/** The code that belongs to an HTTP status we did not raise ourselves (Fastify's, Better Auth's). */
export function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return "validation_failed";
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 409) return "conflict";
  if (status === 413) return "payload_too_large";
  if (status === 415) return "unsupported_media_type";
  if (status === 429) return "rate_limited";
  if (status === 503) return "unavailable";
  if (status >= 500) return "internal";
  return "bad_request";
}

/** A 404 whose message is one of the shared messages ("Ad not found"), so it reaches its reader in their language (decision 0064). */
export const notFound = (message: MessageKey, domainCode?: DomainErrorCode) =>
  new AppError("not_found", text(message), undefined, domainCode);

import { ERROR_STATUS, type ErrorCode } from "@placard/shared/errors";

/**
 * The one error type services throw. The error handler turns it into
 * `{ error: code, message, details? }` with the status that belongs to the code.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "AppError";
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
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

export const notFound = (what: string) => new AppError("not_found", `${what} not found`);

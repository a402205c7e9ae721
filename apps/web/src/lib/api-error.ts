import { type DomainErrorCode, type ErrorCode, fieldErrorsOf, isApiErrorBody } from "@placard/shared/errors";

/**
 * A failed API call, typed: every screen reads `code` (the status's code), `domainCode`
 * (which error of that status, where it matters), `message` and `fieldErrors` from here,
 * and never compares `message` (decision 0046).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "network",
    message: string,
    readonly details?: unknown,
    readonly domainCode?: DomainErrorCode,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** Per-field messages of a `validation_failed` answer: every message of each field. */
  get fieldErrors(): Record<string, string[]> {
    return fieldErrorsOf(this.details);
  }
}

const NETWORK_MESSAGE = "Could not reach Placard. Check your connection and try again.";

/** Turns any failed response body (ours or not) into an ApiError. */
export function toApiError(status: number, body: unknown): ApiError {
  if (isApiErrorBody(body)) return new ApiError(status, body.error, body.message, body.details, body.code);
  const message =
    body && typeof body === "object" && "message" in body && typeof body.message === "string" && body.message
      ? body.message
      : `Request failed (${status})`;
  return new ApiError(status, status >= 500 ? "internal" : "bad_request", message);
}

export function networkError(): ApiError {
  return new ApiError(0, "network", NETWORK_MESSAGE);
}

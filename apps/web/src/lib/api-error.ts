import { type ErrorCode, isApiErrorBody } from "@placard/shared/errors";

/** A failed API call, typed: every screen reads `code`, `message` and `fieldErrors` from here. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "network",
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** Per-field messages of a `validation_failed` answer. */
  get fieldErrors(): Record<string, string[]> {
    const fields = (this.details as { fields?: unknown } | undefined)?.fields;
    return fields && typeof fields === "object" ? (fields as Record<string, string[]>) : {};
  }
}

const NETWORK_MESSAGE = "Could not reach Placard. Check your connection and try again.";

/** Turns any failed response body (ours or not) into an ApiError. */
export function toApiError(status: number, body: unknown): ApiError {
  if (isApiErrorBody(body)) return new ApiError(status, body.error, body.message, body.details);
  const message =
    body && typeof body === "object" && "message" in body && typeof body.message === "string" && body.message
      ? body.message
      : `Request failed (${status})`;
  return new ApiError(status, status >= 500 ? "internal" : "bad_request", message);
}

export function networkError(): ApiError {
  return new ApiError(0, "network", NETWORK_MESSAGE);
}

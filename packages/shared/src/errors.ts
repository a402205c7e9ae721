import { z } from "zod";

/**
 * Stable error codes of the JSON API. Every failed response has the shape
 * `{ error: code, message, details? }`; the server maps each code to one HTTP status
 * and the web client turns the body back into a typed error.
 */
export const ERROR_STATUS = {
  validation_failed: 400,
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const errorCodes = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export const apiErrorSchema = z.object({
  error: z.enum(errorCodes),
  message: z.string(),
  details: z.unknown().optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return apiErrorSchema.safeParse(value).success;
}

import { z } from "zod";

/**
 * Stable error codes of the JSON API. Every failed response has the shape
 * `{ error, code?, message, details? }` (decision 0046): `error` is one of these and names
 * the HTTP status; `code` is a domain code where a client must tell errors of one status
 * apart; `message` is for people; `details.fields` is always field → messages.
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

/**
 * Domain codes: which error of its status this is, where a client must act on the
 * difference (never by comparing `message`, which is for people and may change).
 */
export const DOMAIN_ERROR_CODES = ["website_not_found", "space_not_found"] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

/** Field → every message about it (a form shows them all, never one character of a string). */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** `fields` for `validation_failed`; other keys carry facts about the error (`spaceId`, `retryAfterMs`…). */
export const errorDetailsSchema = z.looseObject({ fields: fieldErrorsSchema.optional() });
export type ErrorDetails = z.infer<typeof errorDetailsSchema>;

export const apiErrorSchema = z
  .object({
    error: z.enum(errorCodes).describe("Stable; names the HTTP status"),
    code: z.enum(DOMAIN_ERROR_CODES).optional().describe("Stable domain code, where one status has several causes"),
    message: z.string().describe("For people; never compare it"),
    details: errorDetailsSchema
      .optional()
      .describe("`fields` (for `validation_failed`): every field and each message about it"),
  })
  .describe("Every failed response has this one shape (decision 0046)");

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return apiErrorSchema.safeParse(value).success;
}

/** The field messages of an error's `details`, or `{}`: the one way clients read them. */
export function fieldErrorsOf(details: unknown): FieldErrors {
  const parsed = errorDetailsSchema.safeParse(details);
  return parsed.success ? (parsed.data.fields ?? {}) : {};
}

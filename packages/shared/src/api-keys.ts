import { z } from "zod";
import { text } from "./messages.js";

/** A user may hold this many API keys at once (the list on /account is short by design). */
export const MAX_API_KEYS = 25;

export const apiKeyAccessSchema = z.enum(["read", "write"]);
export type ApiKeyAccess = z.infer<typeof apiKeyAccessSchema>;

/** POST /api/account/api-keys */
export const createApiKeySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: text("errors.api_key_name") })
    .max(60, { message: text("errors.at_most_characters", { max: 60 }) }),
  access: apiKeyAccessSchema,
  /** Days until the key stops working; null or absent: it does not expire. */
  expiresInDays: z
    .number()
    .int({ message: text("errors.whole_days") })
    .min(1, { message: text("errors.at_least_one_day") })
    .max(365, { message: text("errors.at_most_days", { max: 365 }) })
    .nullable()
    .optional(),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

/** A key as listed: never the key itself, only its first characters. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters (`plc_` and four more), to tell keys apart. */
  start: z.string(),
  access: apiKeyAccessSchema,
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ApiKeyItem = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });

/** The answer to creating a key: the key itself, shown this once and never again. */
export const createdApiKeySchema = z.object({ key: z.string(), apiKey: apiKeySchema });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

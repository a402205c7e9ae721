import { apiKey } from "@better-auth/api-key";

/** Requests one key may make per minute (counted per key by the API's rate limiter, in Redis when set). */
export const API_KEY_RATE_LIMIT = 300;

/** What a key may do: `read` only (GET/HEAD), or `write` too. Stored as the key's permissions. */
export type ApiKeyAccess = "read" | "write";

/** The permissions Better Auth stores with a key of each access level. */
export function permissionsFor(access: ApiKeyAccess): Record<string, string[]> {
  return { access: access === "write" ? ["read", "write"] : ["read"] };
}

/** The access level a key's stored permissions give (anything unknown reads only). */
export function accessOf(permissions: Record<string, string[]> | null | undefined): ApiKeyAccess {
  return permissions?.access?.includes("write") ? "write" : "read";
}

/**
 * Better Auth's API key plugin (decision 0034): keys are `plc_` + 64 random characters, kept
 * only as a SHA-256 hash; the first 8 characters are stored to tell keys apart. Keys never
 * open a Better Auth session (`enableSessionForAPIKeys` stays off): plugins/auth.ts resolves
 * a key to its user for /api routes, so every rule of a session applies and nothing more.
 * The plugin's own rate limit is off: it counts from the last request, so a steady client
 * would be shut out for good; the API's limiter counts per key per minute instead
 * (`API_KEY_RATE_LIMIT`). Each use still records `lastRequest` (shown as "last used").
 */
export function apiKeyPlugin() {
  return apiKey({
    defaultPrefix: "plc_",
    startingCharactersConfig: { shouldStore: true, charactersLength: 8 },
    requireName: true,
    maximumNameLength: 60,
    keyExpiration: { defaultExpiresIn: null, minExpiresIn: 1, maxExpiresIn: 365 },
    rateLimit: { enabled: false },
    enableSessionForAPIKeys: false,
  });
}

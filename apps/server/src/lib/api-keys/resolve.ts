import { text } from "@placard/shared/messages";
import type { IncomingHttpHeaders } from "node:http";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.js";
import { user } from "../../db/schema/auth.js";
import { AppError } from "../../lib/app-error.js";
import type { Auth, SessionUser } from "../auth.js";
import { accessOf, type ApiKeyAccess } from "./plugin.js";
import type { RefusedKeyLog } from "./refusal-log.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The API key this /api request carried, once verified (plugins/auth.ts). */
    apiKey?: { id: string; userId: string; access: ApiKeyAccess };
  }
}

/** The key in `Authorization: Bearer <key>`, if the request carries one. */
export function bearerKeyOf(headers: IncomingHttpHeaders): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? "");
  return match?.[1];
}

/**
 * A request a program made with a key and no cookie: nothing a browser sends by itself is
 * involved, so the own-origin rule for writes (decision 0017) has nothing to protect. A
 * request with a cookie is still checked, key or not.
 */
export function isKeyOnlyRequest(headers: IncomingHttpHeaders): boolean {
  return bearerKeyOf(headers) !== undefined && !headers.cookie;
}

const READ_METHODS = new Set(["GET", "HEAD"]);

export const INVALID_KEY_MESSAGE = text("errors.api_keys.invalid");

/**
 * onRequest for /api: a request with `Authorization: Bearer <key>` is its key's user's, or
 * refused — 401 for a key that does not verify (revoked, expired, unknown), 429 past the
 * key's own rate limit, 403 for a write with a read-only key (before anything is read).
 */
export async function verifyRequestKey(
  auth: Auth,
  request: FastifyRequest,
  perKeyLimit: (request: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttl?: number }>,
  logRefusal: RefusedKeyLog,
): Promise<void> {
  if (!request.url.startsWith("/api/")) return;
  const key = bearerKeyOf(request.headers);
  if (key === undefined) return;
  const result = await auth.api.verifyApiKey({ body: { key } });
  if (!result.valid || !result.key) {
    logRefusal(key, String(result.error?.code ?? "INVALID_API_KEY"));
    throw new AppError("unauthorized", INVALID_KEY_MESSAGE);
  }
  const access = accessOf(result.key.permissions);
  request.apiKey = { id: result.key.id, userId: result.key.referenceId, access };
  const limit = await perKeyLimit(request);
  if (!limit.isAllowed && limit.isExceeded) {
    throw new AppError("rate_limited", text("errors.api_keys.rate_limited"), {
      retryAfterMs: limit.ttl,
    });
  }
  if (access === "read" && !READ_METHODS.has(request.method)) {
    throw new AppError("forbidden", text("errors.api_keys.read_only"));
  }
}

/** The user a verified key belongs to, refused as a session would be when suspended. */
export async function keyUser(db: Db, userId: string): Promise<SessionUser> {
  const [row] = await db.select().from(user).where(eq(user.id, userId)).limit(1);
  const suspended = row?.banned && (!row.banExpires || row.banExpires.getTime() > Date.now());
  if (!row || suspended) throw new AppError("unauthorized", INVALID_KEY_MESSAGE);
  return row as SessionUser;
}

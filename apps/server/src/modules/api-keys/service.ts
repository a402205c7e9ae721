import { text } from "@placard/shared/messages";
import { MAX_API_KEYS, type ApiKeyItem, type CreateApiKeyInput } from "@placard/shared/api-keys";
import type { Db } from "../../db/client.js";
import { accessOf, permissionsFor } from "../../lib/api-keys/plugin.js";
import { AppError } from "../../lib/app-error.js";
import type { Auth } from "../../lib/auth.js";
import { countKeysOf, findKey, findOwnKeyId, type KeyRow, listKeysOf } from "./queries.js";

function itemOf(
  row: Pick<KeyRow, "id" | "name" | "start" | "permissions" | "createdAt" | "lastRequest" | "expiresAt">,
) {
  let permissions: Record<string, string[]> | null;
  try {
    permissions = row.permissions ? (JSON.parse(row.permissions) as Record<string, string[]>) : null;
  } catch {
    permissions = null;
  }
  return {
    id: row.id,
    name: row.name ?? "",
    start: row.start ?? "",
    access: accessOf(permissions),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastRequest?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  } satisfies ApiKeyItem;
}

export const listKeys = async (db: Db, userId: string) => (await listKeysOf(db, userId)).map(itemOf);

/** A new key for the user, within MAX_API_KEYS; the key itself is in this answer only. */
export async function makeKey(db: Db, auth: Auth, userId: string, input: CreateApiKeyInput) {
  if ((await countKeysOf(db, userId)) >= MAX_API_KEYS) {
    throw new AppError("conflict", text("errors.api_keys.too_many", { max: MAX_API_KEYS }));
  }
  const { name, access, expiresInDays } = input;
  // Server-side call (no headers): the plugin lets us set the owner and the permissions.
  const created = await auth.api.createApiKey({
    body: {
      name,
      userId,
      permissions: permissionsFor(access),
      expiresIn: expiresInDays ? expiresInDays * 24 * 60 * 60 : null,
    },
  });
  const row = await findKey(db, created.id);
  if (!row) throw new AppError("internal", text("errors.api_keys.not_stored"));
  return { key: created.key, apiKey: itemOf(row) };
}

/** Revokes the user's key (another user's is 404): it stops working at once. */
export async function revokeKey(db: Db, auth: Auth, userId: string, id: string, headers: Headers) {
  const row = await findOwnKeyId(db, userId, id);
  if (!row) throw new AppError("not_found", text("errors.api_keys.not_found"));
  await auth.api.deleteApiKey({ body: { keyId: row.id }, headers });
}

import { randomBytes } from "node:crypto";
import { LOGO_MAX_BYTES, LOGO_MESSAGES, LOGO_MIME_TYPES } from "@placard/shared/media";
import { type Website, createWebsiteFieldsSchema } from "@placard/shared/websites";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Executor } from "../../db/client.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { receiveForm } from "../../lib/uploads.js";
import { insertMedia } from "../media/queries.js";
import { mediaPath, storeImage } from "../media/service.js";
import {
  type WebsiteListRow,
  findOwnerWebsite,
  findWebsiteByOwnerAndUrl,
  insertWebsite,
  updateWebsiteName,
} from "./queries.js";
import { fetchPage, hasVerificationTag, markVerified } from "./verification.js";

export const LOGO_UPLOAD = {
  field: "logo",
  maxBytes: LOGO_MAX_BYTES,
  allowedMimes: LOGO_MIME_TYPES,
  messages: LOGO_MESSAGES,
} as const;

export function toWebsite(row: WebsiteListRow): Website {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    status: row.status,
    verificationToken: row.verificationToken,
    logoUrl: row.logoKey ? mediaPath(row.logoKey) : null,
    thumbnailUrl: row.thumbnailKey ? mediaPath(row.thumbnailKey) : null,
    spaceCount: row.spaceCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The owner's website or a 404: another owner's website answers as if it did not exist. */
export async function requireOwnerWebsite(executor: Executor, ownerId: string, id: string): Promise<WebsiteListRow> {
  const row = await findOwnerWebsite(executor, ownerId, id);
  if (!row) throw notFound("Website");
  return row;
}

/**
 * Creates a website from the multipart form (name, url, logo). Every check runs before
 * anything is stored; a failure after storing removes the files again.
 */
export async function createWebsite(app: FastifyInstance, ownerId: string, request: FastifyRequest): Promise<Website> {
  const { fields, file } = await receiveForm(request, LOGO_UPLOAD);
  const parsed = createWebsiteFieldsSchema.safeParse(fields);
  const fieldErrors: Record<string, string[]> = parsed.success ? {} : { ...z.flattenError(parsed.error).fieldErrors };
  if (!file) fieldErrors.logo = [LOGO_MESSAGES.missing];
  if (!parsed.success || !file) {
    await file?.discard();
    throw new AppError("validation_failed", Object.values(fieldErrors)[0]?.[0] ?? "Some fields are not valid.", {
      fields: fieldErrors,
    });
  }
  const { name, url } = parsed.data;
  if (await findWebsiteByOwnerAndUrl(app.database.db, ownerId, url)) {
    await file.discard();
    throw new AppError("conflict", "You have already added this website.");
  }

  const stored = await storeImage(app.storage, file, "logos");
  try {
    const website = await app.database.db.transaction(async (tx) => {
      const media = await insertMedia(tx, {
        ownerId,
        kind: "image",
        mime: file.mime,
        sizeBytes: file.size,
        storageKey: stored.storageKey,
        thumbnailKey: stored.thumbnailKey,
        width: stored.width,
        height: stored.height,
      });
      return insertWebsite(tx, {
        ownerId,
        name,
        url,
        logoMediaId: media.id,
        verificationToken: randomBytes(16).toString("hex"),
      });
    });
    return toWebsite(await requireOwnerWebsite(app.database.db, ownerId, website.id));
  } catch (error) {
    await stored.remove();
    if ((error as { code?: string }).code === "23505")
      throw new AppError("conflict", "You have already added this website.");
    throw error;
  }
}

export async function renameWebsite(executor: Executor, ownerId: string, id: string, name: string): Promise<Website> {
  const updated = await updateWebsiteName(executor, ownerId, id, name);
  if (!updated) throw notFound("Website");
  return toWebsite(await requireOwnerWebsite(executor, ownerId, id));
}

/**
 * Verifies a website by the meta tag on its home page (fetched with a short timeout;
 * private addresses refused unless VERIFICATION_ALLOW_PRIVATE_HOSTS). Already verified
 * websites answer at once.
 */
export async function verifyWebsite(
  executor: Executor,
  ownerId: string,
  id: string,
  options: { allowPrivate: boolean },
): Promise<Website> {
  const website = await requireOwnerWebsite(executor, ownerId, id);
  if (website.status === "verified") return toWebsite(website);
  let html: string;
  try {
    html = await fetchPage(website.url, options);
  } catch (error) {
    throw new AppError("conflict", `We could not load ${website.url}: ${(error as Error).message}.`);
  }
  if (!hasVerificationTag(html, website.verificationToken)) {
    throw new AppError("conflict", `We could not find the verification tag on ${website.url}.`);
  }
  await markVerified(executor, website.id);
  return toWebsite(await requireOwnerWebsite(executor, ownerId, id));
}

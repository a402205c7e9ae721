import { text } from "@placard/shared/messages";
import { randomBytes } from "node:crypto";
import { LOGO_MAX_BYTES, LOGO_MESSAGES, LOGO_MIME_TYPES } from "@placard/shared/media";
import { type Website, createWebsiteFieldsSchema, verificationFileUrl } from "@placard/shared/websites";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Executor } from "../../db/client.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { receiveForm } from "../../lib/uploads.js";
import { insertMedia, mediaPath, storeImage } from "../media/index.js";
import {
  type WebsiteListRow,
  findOwnerWebsite,
  findWebsiteByOwnerAndUrl,
  insertWebsite,
  updateWebsiteName,
} from "./queries.js";
import { fetchPage, hasVerificationFile, hasVerificationTag, markVerified } from "./verification.js";

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
    embedSeen:
      row.embedSeenOrigin && row.embedSeenAt
        ? { origin: row.embedSeenOrigin, at: row.embedSeenAt.toISOString() }
        : null,
    logoUrl: row.logoKey ? mediaPath(row.logoKey) : null,
    thumbnailUrl: row.thumbnailKey ? mediaPath(row.thumbnailKey) : null,
    spaceCount: row.spaceCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The owner's website or a 404: another owner's website answers as if it did not exist. */
export async function requireOwnerWebsite(executor: Executor, ownerId: string, id: string): Promise<WebsiteListRow> {
  const row = await findOwnerWebsite(executor, ownerId, id);
  if (!row) throw notFound("errors.not_found.website", "website_not_found");
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
    throw new AppError("validation_failed", Object.values(fieldErrors)[0]?.[0] ?? text("errors.fields_not_valid"), {
      fields: fieldErrors,
    });
  }
  const { name, url } = parsed.data;
  if (await findWebsiteByOwnerAndUrl(app.database.db, ownerId, url)) {
    await file.discard();
    throw new AppError("conflict", text("errors.websites.already_added"));
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
      throw new AppError("conflict", text("errors.websites.already_added"));
    throw error;
  }
}

export async function renameWebsite(executor: Executor, ownerId: string, id: string, name: string): Promise<Website> {
  const updated = await updateWebsiteName(executor, ownerId, id, name);
  if (!updated) throw notFound("errors.not_found.website", "website_not_found");
  return toWebsite(await requireOwnerWebsite(executor, ownerId, id));
}

/** Why a fetch failed (a shared message where it is one of ours), or null when it was answered. */
const reasonOf = (result: PromiseSettledResult<string>) =>
  result.status === "rejected" ? (result.reason as Error).message : null;

/**
 * The refusal with the reason of each failed fetch: one whole message per case, so each reason
 * (itself a shared message) is translated inside it (decision 0064).
 */
function notVerifiedMessage(
  url: string,
  fileUrl: string,
  page: PromiseSettledResult<string>,
  file: PromiseSettledResult<string>,
): string {
  const pageReason = reasonOf(page);
  const fileReason = reasonOf(file);
  const values = { url, file_url: fileUrl };
  if (pageReason !== null && fileReason !== null) {
    return text("errors.websites.not_verified_both", { ...values, page_reason: pageReason, file_reason: fileReason });
  }
  if (pageReason !== null) return text("errors.websites.not_verified_page", { ...values, page_reason: pageReason });
  if (fileReason !== null) return text("errors.websites.not_verified_file", { ...values, file_reason: fileReason });
  return text("errors.websites.not_verified", values);
}

/**
 * Verifies a website by what the server fetches itself (decision 0005): the meta tag on
 * its home page or the verification file at its host's root, both fetched at once with a
 * short timeout, private addresses refused unless VERIFICATION_ALLOW_PRIVATE_HOSTS.
 * Already verified websites answer at once. Nothing a client sends can verify a website.
 */
export async function verifyWebsite(
  executor: Executor,
  ownerId: string,
  id: string,
  options: { allowPrivate: boolean },
): Promise<Website> {
  const website = await requireOwnerWebsite(executor, ownerId, id);
  if (website.status === "verified") return toWebsite(website);
  const token = website.verificationToken;
  const fileUrl = verificationFileUrl(website.url);
  const [page, file] = await Promise.allSettled([
    fetchPage(website.url, options),
    fetchPage(fileUrl, { ...options, accept: "text/plain" }),
  ]);
  const isProven =
    (page.status === "fulfilled" && hasVerificationTag(page.value, token)) ||
    (file.status === "fulfilled" && hasVerificationFile(file.value, token));
  if (!isProven) throw new AppError("conflict", notVerifiedMessage(website.url, fileUrl, page, file));
  await markVerified(executor, website.id);
  return toWebsite(await requireOwnerWebsite(executor, ownerId, id));
}

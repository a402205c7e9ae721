import { z } from "zod";
import { pageQuerySchema, pageSchema } from "./pagination.js";
import { text } from "./messages.js";

export const WEBSITE_NAME_MAX = 100;
export const WEBSITE_STATUSES = ["pending", "verified"] as const;
export type WebsiteStatus = (typeof WEBSITE_STATUSES)[number];

export const INVALID_URL_MESSAGE = text("errors.website_url");

/**
 * A website address as typed by a person → its normal form: scheme added when missing
 * (https), http/https only, lower-case host, no credentials, no fragment, no trailing
 * slash. Null when it is not a website address.
 */
export function normalizeWebsiteUrl(input: string): string | null {
  let value = input.trim();
  if (!value) return null;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) value = `https://${value}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  const host = url.hostname;
  const isDomain =
    /^([a-z0-9-]+\.)+[a-z]{2,}$/i.test(host) || host === "localhost" || /^\d{1,3}(\.\d{1,3}){3}$/.test(host);
  if (!isDomain) return null;
  const path = url.pathname.replace(/\/+$/, "");
  return `${url.protocol}//${url.host}${path}${url.search}`;
}

export const websiteNameSchema = z
  .string()
  .trim()
  .min(1, text("errors.form.website_name_required"))
  .max(WEBSITE_NAME_MAX, text("errors.form.website_name_max", { max: WEBSITE_NAME_MAX }));

export const websiteUrlSchema = z
  .string()
  .trim()
  .min(1, text("errors.website_url_required"))
  .transform((value, ctx) => {
    const normalized = normalizeWebsiteUrl(value);
    if (!normalized) {
      ctx.addIssue({ code: "custom", message: INVALID_URL_MESSAGE });
      return z.NEVER;
    }
    return normalized;
  });

/** The text fields of the create-website form (the logo travels as the file part). */
export const createWebsiteFieldsSchema = z.object({ name: websiteNameSchema, url: websiteUrlSchema });

export const renameWebsiteSchema = z.object({ name: websiteNameSchema });

export const websiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  status: z.enum(WEBSITE_STATUSES),
  /** Goes in the verification meta tag or the verification file (owner only). */
  verificationToken: z.string(),
  /**
   * A hint, never proof: where and when the embed last asked for ads from the website's
   * host (an Origin header, which anyone can forge outside a browser).
   */
  embedSeen: z.object({ origin: z.string(), at: z.string() }).nullable(),
  logoUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  spaceCount: z.number().int(),
  createdAt: z.string(),
});
export type Website = z.infer<typeof websiteSchema>;

export const websiteListFilterSchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(WEBSITE_STATUSES).optional(),
});
export type WebsiteListFilter = z.infer<typeof websiteListFilterSchema>;
/** GET /api/websites: a page of the owner's websites, newest first (#19). */
export const websiteListQuerySchema = websiteListFilterSchema.extend(pageQuerySchema.shape);
export const websitePageSchema = pageSchema(websiteSchema);
/** GET /api/websites/totals: how many websites match the filter (SPEC's 'Active Websites' count). */
export const websiteTotalsSchema = z.object({ count: z.number().int() });
export type WebsiteTotals = z.infer<typeof websiteTotalsSchema>;

/**
 * What proves an owner controls a website (ARCHITECTURE.md §7, decision 0005): the server
 * fetches it itself, either this meta tag on the home page…
 */
export const VERIFICATION_META_NAME = "placard-verification";
export const verificationMetaTag = (token: string) => `<meta name="${VERIFICATION_META_NAME}" content="${token}">`;

/** …or this file at the root of the website's host, containing the token. */
export const VERIFICATION_FILE_PATH = "/.well-known/placard-verification.txt";
/** The file's exact contents. */
export const verificationFileContents = (token: string) => `${token}\n`;
/** Where the verification file goes for a website address (its origin's root). */
export function verificationFileUrl(websiteUrl: string): string {
  return `${new URL(websiteUrl).origin}${VERIFICATION_FILE_PATH}`;
}

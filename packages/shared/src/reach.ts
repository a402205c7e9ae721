import { z } from "zod";
import { REACH_PAGE_MAX_LENGTH } from "./delivery.js";
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, dateRangeSchema, pageSchema } from "./pagination.js";
import { text } from "./messages.js";

/**
 * Reach (decision 0059): counted views and clicks by country, device class and page, kept
 * only as daily sums per ad and website (no address, no User-Agent, no row per person).
 */
export const REACH_DIMENSIONS = ["country", "device", "page"] as const;
export { REACH_PAGE_MAX_LENGTH };
export type ReachDimension = (typeof REACH_DIMENSIONS)[number];

/** A country the IP database does not know (private, reserved), an agent or page not sent. */
export const REACH_UNKNOWN = "unknown";
/** Pages past the daily cap of a website, and devices that are neither desktop, phone nor tablet. */
export const REACH_OTHER = "other";
/** Distinct pages kept per website and day; later new ones are counted as "other". */
export const REACH_PAGES_PER_DAY = 100;
export const DEVICE_CLASSES = ["desktop", "phone", "tablet", REACH_OTHER, REACH_UNKNOWN] as const;

export const REACH_LABELS: Record<ReachDimension, string> = { country: "Country", device: "Device", page: "Page" };

/** The cursor of a breakdown page: base64url of the last row's [views, value] (most views first). */
export function encodeReachCursor(views: number, value: string): string {
  const bytes = new TextEncoder().encode(JSON.stringify([views, value]));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function decodeReachCursor(cursor: string): { views: number; value: string } | undefined {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) return undefined;
  try {
    const binary = atob(cursor.replace(/-/g, "+").replace(/_/g, "/"));
    const text = new TextDecoder("utf-8", { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [views, name] = value as unknown[];
    if (typeof views !== "number" || !Number.isSafeInteger(views) || views < 0) return undefined;
    if (typeof name !== "string" || name.length > REACH_PAGE_MAX_LENGTH) return undefined;
    return { views, value: name };
  } catch {
    return undefined;
  }
}

/** `?dimension=&from=&to=&cursor=&limit=` of a breakdown (and `dimension=&from=&to=` of its CSV). */
const rangeInOrder: [(range: { from?: string; to?: string }) => boolean, { message: string; path: string[] }] = [
  (range) => !range.from || !range.to || range.from <= range.to,
  { message: text("errors.range_order"), path: ["to"] },
];

export const reachCsvQuerySchema = dateRangeSchema
  .extend({ dimension: z.enum(REACH_DIMENSIONS) })
  .refine(...rangeInOrder);

export const reachQuerySchema = dateRangeSchema
  .extend({
    dimension: z.enum(REACH_DIMENSIONS),
    cursor: z
      .string()
      .max(400)
      .refine((value) => decodeReachCursor(value) !== undefined, {
        message: text("errors.invalid_cursor"),
      })
      .optional(),
    limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  })
  .refine(...rangeInOrder);
export type ReachQuery = z.infer<typeof reachQuerySchema>;
export type ReachRequest = z.input<typeof reachQuerySchema>;

export const reachRowSchema = z.object({ value: z.string(), views: z.number().int(), clicks: z.number().int() });
export type ReachRow = z.infer<typeof reachRowSchema>;

/** GET /api/ads/:adId/reach and /api/websites/:websiteId/reach: one dimension, most views first. */
export const reachPageSchema = pageSchema(reachRowSchema);
export type ReachPage = z.infer<typeof reachPageSchema>;

/** The operator's overview: the countries with the most counted views over the period. */
export const topCountriesSchema = z.object({ items: z.array(reachRowSchema) });
export type TopCountries = z.infer<typeof topCountriesSchema>;

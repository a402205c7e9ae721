import { z } from "zod";
import { text } from "./messages.js";

/**
 * The pagination contract of every list that can grow without bound (keyset, never OFFSET):
 * a request names `limit` (default 50, at most 200) and, for later pages, the `cursor` the
 * previous page answered; the answer is `{ items, nextCursor }`, `nextCursor` null on the
 * last page. Lists are ordered newest first by (created_at, id), so a page is stable while
 * rows are added. The cursor is opaque to clients: base64url of the last row's position.
 */
export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 200;

export const INVALID_CURSOR_MESSAGE = text("errors.invalid_cursor");

/** The cursor's time: UTC with microseconds, as the server's queries print created_at. */
const CURSOR_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A decoded cursor: the last row's created_at (as the database printed it, full precision) and id. */
export type CursorPosition = { at: string; id: string };

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(encoded: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) return undefined;
  try {
    const binary = atob(encoded.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

export function encodeCursor(position: CursorPosition): string {
  return toBase64Url(JSON.stringify([position.at, position.id]));
}

/** The position a cursor names, or undefined for anything this contract did not produce. */
export function decodeCursor(cursor: string): CursorPosition | undefined {
  const text = fromBase64Url(cursor);
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [at, id] = value as unknown[];
  if (typeof at !== "string" || typeof id !== "string" || id.length > 64) {
    return undefined;
  }
  if (!CURSOR_TIME_PATTERN.test(at) || !/^[\w-]+$/.test(id)) return undefined;
  return { at, id };
}

/**
 * A cursor for lists ordered by an integer rank, then id (e.g. price per 1,000 views, cheapest
 * first): the same opaque form, `[rank, id]`.
 */
export type RankCursorPosition = { rank: number; id: string };

export function encodeRankCursor(position: RankCursorPosition): string {
  return toBase64Url(JSON.stringify([position.rank, position.id]));
}

export function decodeRankCursor(cursor: string): RankCursorPosition | undefined {
  const text = fromBase64Url(cursor);
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [rank, id] = value as unknown[];
    if (!Number.isSafeInteger(rank) || (rank as number) < 0) return undefined;
    if (typeof id !== "string" || id.length > 64 || !/^[\w-]+$/.test(id)) return undefined;
    return { rank: rank as number, id };
  } catch {
    return undefined;
  }
}

/** `?cursor=&limit=` for a rank-ordered list (decodeRankCursor). */
export const rankPageQuerySchema = z.object({
  cursor: z
    .string()
    .max(200)
    .refine((value) => decodeRankCursor(value) !== undefined, { message: INVALID_CURSOR_MESSAGE })
    .optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
});

/** `?cursor=&limit=`: shared by every paged route (and documented in its OpenAPI entry). */
export const pageQuerySchema = z.object({
  cursor: z
    .string()
    .max(200)
    .refine((value) => decodeCursor(value) !== undefined, { message: INVALID_CURSOR_MESSAGE })
    .optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
/** What callers may send (every field optional), e.g. for a client building the query string. */
export type PageRequest = z.input<typeof pageQuerySchema>;

/** `{ items, nextCursor }` for a list of `item`. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
export type Page<Item> = { items: Item[]; nextCursor: string | null };

/** A YYYY-MM-DD date range, inclusive on both ends; shared by lists, exports and reports. */
export const dateRangeSchema = z.object({
  from: z.iso.date({ message: text("errors.date_format") }).optional(),
  to: z.iso.date({ message: text("errors.date_format") }).optional(),
});
export type DateRange = z.infer<typeof dateRangeSchema>;

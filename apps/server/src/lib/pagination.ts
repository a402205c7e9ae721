import {
  type CursorPosition,
  type DateRange,
  decodeCursor,
  encodeCursor,
  INVALID_CURSOR_MESSAGE,
  type Page,
} from "@placard/shared/pagination";
import { type Column, type SQL, sql } from "drizzle-orm";
import { AppError } from "./app-error.js";

/**
 * Keyset pagination (packages/shared/src/pagination.ts): queries order by (created_at desc,
 * id desc), read `limit + 1` rows after the cursor's position, and select `cursorAt` (the
 * row's created_at printed with microseconds, so no row is skipped or repeated).
 */
export function cursorTime(createdAt: Column | SQL): SQL<string> {
  return sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

const BIGINT_MAX = 9223372036854775807n;

/** A non-negative PostgreSQL bigint in decimal: anything else would fail its cast with a 500. */
const isBigintId = (id: string) => /^\d{1,19}$/.test(id) && BigInt(id) <= BIGINT_MAX;

/**
 * The condition "strictly after the cursor's row" in newest-first order; undefined without a cursor. A cursor
 * that is not ours, or whose id is not of the list's `idType`, is a validation error.
 */
export function afterCursor(
  createdAt: Column | SQL,
  id: Column | SQL,
  cursor: string | undefined,
  idType: "text" | "bigint" = "text",
): SQL | undefined {
  if (!cursor) return undefined;
  const position = decodeCursor(cursor);
  if (!position || (idType === "bigint" && !isBigintId(position.id)))
    throw new AppError("validation_failed", INVALID_CURSOR_MESSAGE, { fields: { cursor: [INVALID_CURSOR_MESSAGE] } });
  const idValue = idType === "bigint" ? sql`${position.id}::bigint` : sql`${position.id}`;
  return sql`(${createdAt}, ${id}) < (${position.at}::timestamptz, ${idValue})`;
}

/** The page of `rows` (read with limit + 1) and the cursor of its last row when more follow. */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  position: (row: Row) => CursorPosition,
  toItem: (row: Row) => Item,
): Page<Item> {
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return {
    items: pageRows.map(toItem),
    nextCursor: rows.length > limit && last !== undefined ? encodeCursor(position(last)) : null,
  };
}

/** `from`/`to` (whole UTC days, both inclusive) as conditions on a timestamp column. */
export function inDateRange(column: Column | SQL, range: DateRange): SQL[] {
  const conditions: SQL[] = [];
  if (range.from) conditions.push(sql`${column} >= ${`${range.from}T00:00:00Z`}::timestamptz`);
  if (range.to) {
    conditions.push(sql`${column} < ${`${range.to}T00:00:00Z`}::timestamptz + interval '1 day'`);
  }
  return conditions;
}

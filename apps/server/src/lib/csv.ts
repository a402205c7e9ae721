import { Readable } from "node:stream";
import { formatDecimalDollars } from "@placard/shared/money";
import type { FastifyReply } from "fastify";

/** An amount of money for a CSV: see `csvAmount`. */
export class CsvAmount {
  constructor(readonly cents: number) {}
}

/**
 * A money cell: dollars with two decimals, unquoted, so a spreadsheet reads a number it can
 * sum (a negative amount is ours, not user text, so it is not defused into text).
 */
export const csvAmount = (cents: number) => new CsvAmount(cents);

/** One CSV cell: quoted, and a leading formula character defused (CSV injection). */
export function csvCell(value: string | number | CsvAmount) {
  if (value instanceof CsvAmount) return formatDecimalDollars(value.cents);
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === "string") text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const csvLine = (cells: (string | number | CsvAmount)[]) => cells.map(csvCell).join(",");

/** A CSV download, streamed row by row as the generator yields, never cached. */
export function sendCsv(reply: FastifyReply, filename: string, lines: AsyncIterable<string>) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "no-store")
    .send(Readable.from(lines));
}

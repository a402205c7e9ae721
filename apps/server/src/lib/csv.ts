import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/** One CSV cell: quoted, and a leading formula character defused (CSV injection). */
export function csvCell(value: string | number) {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === "string") text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const csvLine = (cells: (string | number)[]) => cells.map(csvCell).join(",");

/** A CSV download, streamed row by row as the generator yields, never cached. */
export function sendCsv(reply: FastifyReply, filename: string, lines: AsyncIterable<string>) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "no-store")
    .send(Readable.from(lines));
}

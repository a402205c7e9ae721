import type { PGlite } from "@electric-sql/pglite";

export type RawRow = Record<string, string | null>;

/** A simple-query protocol message ('Q', length, SQL, NUL). */
function queryMessage(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`, "utf8");
  const message = Buffer.alloc(5 + text.length);
  message.write("Q", 0, "latin1");
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}

/**
 * Runs SQL (one or more statements) on PGlite through its raw wire protocol, which takes
 * none of PGlite's mutexes: only for a caller that already holds them (the snapshot does,
 * so nothing else can run between its statements). Answers the rows of the last statement
 * that returned any, every value as PostgreSQL's text; a server error is thrown.
 */
export function rawQuery(client: PGlite, sql: string): RawRow[] {
  const data = Buffer.from(client.execProtocolRawSync(queryMessage(sql)));
  let fields: string[] = [];
  let rows: RawRow[] = [];
  let error: string | undefined;
  let offset = 0;
  while (offset + 5 <= data.length) {
    const type = String.fromCharCode(data[offset] ?? 0);
    const length = data.readInt32BE(offset + 1);
    const body = data.subarray(offset + 5, offset + 1 + length);
    offset += 1 + length;
    if (type === "T") {
      fields = [];
      rows = [];
      let at = 2;
      for (let i = 0; i < body.readInt16BE(0); i++) {
        const end = body.indexOf(0, at);
        fields.push(body.toString("utf8", at, end));
        at = end + 1 + 18; // table oid, column, type oid, size, modifier, format
      }
    } else if (type === "D") {
      const row: RawRow = {};
      let at = 2;
      for (let i = 0; i < body.readInt16BE(0); i++) {
        const size = body.readInt32BE(at);
        at += 4;
        row[fields[i] ?? String(i)] = size < 0 ? null : body.toString("utf8", at, at + size);
        if (size > 0) at += size;
      }
      rows.push(row);
    } else if (type === "E" && error === undefined) {
      let at = 0;
      error = "database error";
      while (at < body.length && body[at] !== 0) {
        const code = String.fromCharCode(body[at] ?? 0);
        const end = body.indexOf(0, at + 1);
        if (code === "M") error = body.toString("utf8", at + 1, end);
        at = end + 1;
      }
    }
  }
  if (error !== undefined) throw new Error(error);
  return rows;
}

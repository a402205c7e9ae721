/** Messages between `PgliteWorkerClient` and `pglite-worker.ts` (decision 0040). */
export type WorkerRequest = { id: number } & (
  | {
      op: "query";
      sql: string;
      params?: unknown[];
      rowMode?: "array" | "object";
      /** Type OIDs the caller's parsers keep as text (functions cannot cross threads). */
      rawTypes?: number[];
      tx?: number;
    }
  | { op: "exec"; sql: string; tx?: number }
  | { op: "begin" }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "snapshot" }
  | { op: "close" }
);

export interface SerializedError {
  name: string;
  message: string;
  /** PostgreSQL's fields (code, constraint, detail, table, …) and any other plain own property. */
  fields: Record<string, string | number | boolean | null>;
}

/** id 0 is the worker's "ready" (or its failure to open the database). */
export type WorkerReply = { id: number } & ({ ok: true; result: unknown } | { ok: false; error: SerializedError });

/**
 * An error as data. Structured clone keeps only an Error's message and stack, so the
 * SQLSTATE `code`, `constraint` and the rest are copied by hand: the app maps them
 * (a unique violation to a 409, a CHECK on balances to "insufficient funds").
 */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), fields: {} };
  const fields: SerializedError["fields"] = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) {
      fields[key] = value as string | number | boolean | null;
    }
  }
  return { name: error.name, message: error.message, fields };
}

/** The error again, on the caller's thread (with the caller's stack). */
export function deserializeError(serialized: SerializedError): Error {
  const error = Object.assign(new Error(serialized.message), serialized.fields);
  error.name = serialized.name;
  return error;
}

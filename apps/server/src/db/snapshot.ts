// What a backup records of a database (its manifest's facts) and the consistent snapshot of an
// embedded PGlite, taken where PGlite runs (here or in its worker thread). Below backup/, which
// builds on it (the PostgreSQL snapshot, the archive), so the worker needs nothing from above db/.
import type { PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import { rawQuery, type RawRow } from "./pglite-raw.js";

export interface TableState {
  rows: number;
  /** SHA-256 over the sorted MD5s of the rows' text: equal contents, equal digest. */
  digest: string;
}

/** What the database held at the snapshot's instant; the manifest records it. */
export interface SnapshotInfo {
  source: "pglite" | "postgres";
  serverVersion: string;
  migrations: { count: number; lastCreatedAt: string | null };
  /** `schema.table` → its rows and digest, for every table in `public` and `drizzle`. */
  tables: Record<string, TableState>;
  ledgerSumCents: number;
  /** Every storage key the snapshot's media rows name (originals and thumbnails). */
  mediaKeys: string[];
}

export type Query = (sql: string) => Promise<RawRow[]>;

/** Row text is compared across servers, so the settings that shape it are fixed. */
export const DIGEST_SETTINGS =
  "set local timezone = 'UTC'; set local datestyle = 'ISO, MDY'; set local intervalstyle = 'postgres'; " +
  "set local extra_float_digits = 3; set local bytea_output = 'hex';";

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** Tables whose rows a backup carries: Placard's (`public`) and the migration ledger (`drizzle`). */
async function listTables(query: Query): Promise<string[]> {
  const rows = await query(
    "select table_schema || '.' || table_name as name from information_schema.tables " +
      "where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1",
  );
  return rows.map((row) => row.name ?? "");
}

/** One query answering (name, rows, digest) per table; run it after DIGEST_SETTINGS. */
export function tableStatesSql(tables: string[]): string {
  return tables
    .map((name) => {
      const dot = name.indexOf(".");
      const table = `${quoteIdent(name.slice(0, dot))}.${quoteIdent(name.slice(dot + 1))}`;
      return (
        `select ${quoteLiteral(name)} as name, count(*)::text as rows, ` +
        `coalesce(encode(sha256(convert_to(string_agg(md5(r::text), '' order by md5(r::text) collate "C"), 'UTF8')), 'hex'), '') as digest ` +
        `from ${table} r`
      );
    })
    .join(" union all ");
}

export function toTableStates(rows: RawRow[]): Record<string, TableState> {
  const states: Record<string, TableState> = {};
  for (const row of rows) states[row.name ?? ""] = { rows: Number(row.rows), digest: row.digest ?? "" };
  return states;
}

/**
 * Every stored file a backup copies: originals, thumbnails, and image creatives' WebP widths
 * (media/service.ts variantKey, decision 0060).
 */
export const MEDIA_KEYS_SQL =
  "select storage_key as key from public.media_objects " +
  "union select thumbnail_key from public.media_objects where thumbnail_key is not null " +
  "union select regexp_replace(storage_key, '\\.[a-z0-9]+$', '') || '.w' || w || '.webp' " +
  "from public.media_objects, unnest(variant_widths) as w order by 1";

/**
 * Reads the manifest's facts. `query` must see one snapshot throughout (a REPEATABLE READ
 * transaction on PostgreSQL, exclusive use of PGlite); `inTransaction` says whether it
 * already runs in a transaction (SET LOCAL needs one).
 */
export async function collectInfo(query: Query, source: SnapshotInfo["source"], inTransaction: boolean) {
  const [version] = await query("show server_version");
  const tables = await listTables(query);
  const statesSql = `${DIGEST_SETTINGS} ${tableStatesSql(tables)};`;
  const states = await query(inTransaction ? statesSql : `begin; ${statesSql} commit;`);
  const [migrations] = await query(
    "select count(*)::text as count, max(created_at)::text as last from drizzle.__drizzle_migrations",
  );
  const [ledger] = await query("select coalesce(sum(amount_cents), 0)::text as sum from public.ledger_entries");
  const media = await query(MEDIA_KEYS_SQL);
  const info: SnapshotInfo = {
    source,
    serverVersion: version?.server_version ?? "",
    migrations: { count: Number(migrations?.count ?? 0), lastCreatedAt: migrations?.last ?? null },
    tables: toTableStates(states),
    ledgerSumCents: Number(ledger?.sum ?? 0),
    mediaKeys: media.map((row) => row.key ?? ""),
  };
  return info;
}

/**
 * A consistent snapshot of an embedded database, taken inside the process that has it
 * open: both of PGlite's locks are held, so no query or transaction of the app runs
 * between the facts and the dump (its requests wait, then go on). pglite-tools' pg_dump
 * (PostgreSQL's own, compiled to WebAssembly) writes the dump as plain SQL with INSERTs.
 */
export async function snapshotPglite(client: PGlite): Promise<{ info: SnapshotInfo; dump: Buffer }> {
  return client._runExclusiveTransaction(() =>
    client.runExclusive(async () => {
      const query: Query = async (sql) => rawQuery(client, sql);
      const [searchPath] = rawQuery(client, "show search_path");
      const info = await collectInfo(query, "pglite", false);
      // pgDump talks to PGlite through the calls below; ours skip the locks we hold.
      const session = {
        query: async (sql: string) => ({ rows: rawQuery(client, sql) }),
        exec: async (sql: string) => {
          rawQuery(client, sql);
          return [];
        },
        execProtocolRawStream: (message: Uint8Array, options: { onRawData: (data: Uint8Array) => void }) =>
          client.execProtocolRawStream(message, { ...options, syncToFs: false }),
      } as unknown as PGlite;
      try {
        const file = await pgDump({ pg: session, args: ["--no-owner", "--no-privileges"] });
        return { info, dump: Buffer.from(await file.arrayBuffer()) };
      } finally {
        // pg_dump leaves its read-only transaction open and search_path empty: end both.
        rawQuery(client, "rollback");
        rawQuery(client, "deallocate all");
        rawQuery(client, `set search_path to ${searchPath?.search_path ?? "public"}`);
      }
    }),
  );
}

import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { PGLITE_CONF } from "../db/client.js";
import { ArchiveError, type Manifest } from "./archive.js";
import { OperatorError } from "./backup.js";
import { applyPendingMigrations, type Query } from "./pending-migrations.js";
import type { RawRow } from "../db/pglite-raw.js";
import { DIGEST_SETTINGS, type TableState, tableStatesSql, toTableStates } from "../db/snapshot.js";
import { majorVersion } from "./snapshot.js";
import { sqlBatches } from "./sql-batches.js";

/**
 * The dump as the target server accepts it: psql's `\restrict` lines are not SQL, and a
 * setting newer than the target (transaction_timeout is PostgreSQL 17's) is dropped.
 */
export function adaptDump(sql: string, targetMajor: number): string {
  let adapted = sql.replace(/^\\(?:un)?restrict\b.*$/gm, "");
  if (targetMajor < 17) adapted = adapted.replace(/^SET transaction_timeout = 0;$/m, "");
  return adapted;
}

/** Compares what was loaded with the manifest, still inside the loading transaction. */
async function checkLoaded(query: Query, manifest: Manifest): Promise<void> {
  const names = Object.keys(manifest.tables);
  const loaded: Record<string, TableState> = toTableStates(await query(`${DIGEST_SETTINGS} ${tableStatesSql(names)}`));
  for (const name of names) {
    const expected = manifest.tables[name];
    const got = loaded[name];
    if (!expected || !got || got.rows !== expected.rows || got.digest !== expected.digest) {
      throw new ArchiveError(
        `After loading, table ${name} holds ${got?.rows ?? 0} rows where the manifest says ${expected?.rows ?? 0}` +
          `${got && expected && got.rows === expected.rows ? " (same count, different contents)" : ""}: nothing was restored.`,
      );
    }
  }
  const [ledger] = await query("select coalesce(sum(amount_cents), 0)::text as sum from public.ledger_entries");
  const sum = Number(ledger?.sum ?? 0);
  if (sum !== 0) {
    throw new ArchiveError(
      `The ledger in this backup does not balance (its entries sum to ${sum} cents): nothing was restored.`,
    );
  }
}

/** What the load did before it committed. */
export interface Loaded {
  migrationsApplied: number;
  ledgerSumCents: number;
}

/**
 * Everything that can refuse the restore, inside the loading transaction (decision 0053):
 * the manifest's counts and digests, the pending migrations, the ledger's sum after them.
 */
async function checkAndMigrate(query: Query, manifest: Manifest, migrationsFolder: string): Promise<Loaded> {
  await checkLoaded(query, manifest);
  const migrationsApplied = await applyPendingMigrations(query, migrationsFolder);
  const [ledger] = await query("select coalesce(sum(amount_cents), 0)::text as sum from public.ledger_entries");
  const ledgerSumCents = Number(ledger?.sum ?? 0);
  if (ledgerSumCents !== 0) {
    throw new OperatorError(
      `After ${migrationsApplied} pending migration(s) the ledger sums to ${ledgerSumCents} cents, not 0. ` +
        "Nothing was restored: the target is as it was.",
    );
  }
  return { migrationsApplied, ledgerSumCents };
}

export interface LoadOptions {
  dump: string;
  manifest: Manifest;
  migrationsFolder: string;
}

/**
 * Loads the dump into a new PGlite directory beside `dbDir`, checks and migrates it in the
 * same transaction, and only then renames it to `dbDir`: the rename is the commit.
 */
export async function loadIntoPglite({ dump, manifest, migrationsFolder }: LoadOptions, dbDir: string) {
  const staging = `${dbDir}.restoring-${randomBytes(4).toString("hex")}`;
  // initdb's memory stays with the process that ran it: a child's is released (built code only).
  const prepare = fileURLToPath(new URL("../db/prepare-pglite.js", import.meta.url));
  if (existsSync(prepare)) spawnSync(process.execPath, [prepare, staging, "--empty"], { stdio: "inherit" });
  const client = new PGlite(staging, { postgresqlconf: PGLITE_CONF });
  try {
    await client.waitReady;
    const [version] = (await client.query<{ server_version: string }>("show server_version")).rows;
    const loaded = await client.transaction(async (tx) => {
      for (const batch of sqlBatches(adaptDump(dump, majorVersion(version?.server_version ?? "17")))) {
        await tx.exec(batch);
      }
      return checkAndMigrate(async (sql) => (await tx.exec(sql)).at(-1)?.rows as RawRow[], manifest, migrationsFolder);
    });
    await client.close();
    await rename(staging, dbDir);
    return loaded;
  } catch (error) {
    if (!client.closed) await client.close().catch(() => {});
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** Loads, checks and migrates the dump in one transaction on the (empty) database at `url`. */
export async function loadIntoPostgres({ dump, manifest, migrationsFolder }: LoadOptions, url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [version] = (await client.query<{ server_version: string }>("show server_version")).rows;
    await client.query("begin");
    try {
      for (const batch of sqlBatches(adaptDump(dump, majorVersion(version?.server_version ?? "15")))) {
        await client.query(batch);
      }
      const loaded = await checkAndMigrate(
        async (sql) => {
          const result = (await client.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
          const last = Array.isArray(result) ? result.at(-1) : result;
          return (last?.rows ?? []) as RawRow[];
        },
        manifest,
        migrationsFolder,
      );
      await client.query("commit");
      return loaded;
    } catch (error) {
      await client.query("rollback").catch(() => {});
      throw error;
    }
  } finally {
    await client.end();
  }
}

import { readFileSync } from "node:fs";
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { OperatorError } from "./backup.js";
import type { RawRow } from "../db/pglite-raw.js";

/** Runs SQL (one or more statements) inside the restore's loading transaction; the last rows. */
export type Query = (sql: string) => Promise<RawRow[]>;

const MIGRATIONS_TABLE = `"drizzle"."__drizzle_migrations"`;

/** The migrations in `folder`, in order, each with its tag (the file's name) for messages. */
function migrationsIn(folder: string) {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  return readMigrationFiles({ migrationsFolder: folder }).map((migration, index) => ({
    ...migration,
    tag: journal.entries[index]?.tag ?? String(index),
  }));
}

/**
 * Applies the migrations the loaded archive does not have yet, inside the caller's (the
 * load's) transaction, so a migration that fails on the archive's data leaves nothing
 * behind (decision 0053). Bookkeeping is drizzle's migrator's own (drizzle-orm
 * pg-core/dialect.js `migrate`: the same table, a migration is pending when it was created
 * after the last one recorded, and its file's SHA-256 and creation time are recorded), so
 * the migrator at `npm start` finds nothing left to do. Returns how many it applied.
 */
export async function applyPendingMigrations(query: Query, folder: string): Promise<number> {
  // pg_dump's SQL empties the session's search_path; migrations expect the default one.
  await query("set local search_path to default");
  await query(
    `create schema if not exists "drizzle";
     create table if not exists ${MIGRATIONS_TABLE} (id serial primary key, hash text not null, created_at bigint)`,
  );
  const [last] = await query(
    `select created_at::text as created_at from ${MIGRATIONS_TABLE} order by created_at desc limit 1`,
  );
  const lastCreatedAt = last?.created_at ? Number(last.created_at) : null;
  let applied = 0;
  for (const migration of migrationsIn(folder)) {
    if (lastCreatedAt !== null && lastCreatedAt >= migration.folderMillis) continue;
    if (!/^[0-9a-f]{64}$/.test(migration.hash) || !Number.isSafeInteger(migration.folderMillis)) {
      throw new Error(`migration ${migration.tag} has an unexpected hash or time`);
    }
    try {
      for (const statement of migration.sql) await query(statement);
    } catch (error) {
      throw new OperatorError(
        `Migration ${migration.tag} failed on this archive's database: ${(error as Error).message}. ` +
          "Nothing was restored: the target is as it was.",
      );
    }
    await query(
      `insert into ${MIGRATIONS_TABLE} ("hash", "created_at") values ('${migration.hash}', ${migration.folderMillis})`,
    );
    applied++;
  }
  return applied;
}

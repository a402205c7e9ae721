import { fileURLToPath } from "node:url";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client.js";

/** `apps/server/drizzle`, from both `src/db` (tests) and `dist/db` (built). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** Any number stable across releases; only Placard's migrator takes this advisory lock. */
const MIGRATION_LOCK_KEY = 7_261_730_001;

/**
 * Applies the committed SQL migrations. On PostgreSQL several app servers may start at
 * once, so the run is serialised by a session-level advisory lock on its own connection.
 */
export async function runMigrations(database: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  const db = database.db as unknown as PgDatabase<PgQueryResultHKT>;
  if (database.driver.kind === "pglite") {
    await migratePglite(db as PgliteDatabase, { migrationsFolder });
    return;
  }
  const lockClient = await database.driver.pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(db as NodePgDatabase, { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
}

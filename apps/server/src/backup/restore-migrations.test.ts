import { randomBytes } from "node:crypto";
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, selectRows } from "../db/client.js";
import { MIGRATIONS_FOLDER, runMigrations } from "../db/migrate.js";
import { configFor, openBackupSource, postgresUrl, scratch } from "../test/backups.js";
import { createWebsite, signUpUser } from "../test/factories.js";
import { type BackupResult, runBackup } from "./backup.js";
import { silentProgress } from "./progress.js";
import { runRestore } from "./restore.js";

/**
 * An archive older than this Placard: restore brings it up to date before anything is
 * committed (decision 0053), so a migration that fails on the archive's data leaves the
 * target as it was, and one that succeeds is recorded as drizzle's migrator records it.
 * "This Placard" is the real migrations plus one more of the test's own.
 */
const temp = scratch();
let backup: BackupResult;

/** The real migrations folder with one more migration, as a newer Placard would ship it. */
function migrationsWith(statement: string): string {
  const folder = path.join(temp.dir("migrations"), "drizzle");
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number; when: number }[] };
  const last = journal.entries.at(-1) ?? { idx: -1, when: 0 };
  const tag = "9999_restore_probe";
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag } as (typeof journal.entries)[0]);
  writeFileSync(journalPath, JSON.stringify(journal, null, 2));
  writeFileSync(path.join(folder, `${tag}.sql`), statement);
  return folder;
}

beforeAll(async () => {
  const sourceDir = temp.dir("migrations-source");
  // A generated auth secret and a logo: a failed restore must not leave them behind either.
  writeFileSync(path.join(sourceDir, "auth-secret"), randomBytes(32).toString("hex"), { mode: 0o600 });
  const source = await openBackupSource({ DATA_DIR: sourceDir });
  try {
    await createWebsite(source.app.app, await signUpUser(source.app.app));
    const out = path.join(temp.dir("migrations-archives"), "placard.tar.gz");
    backup = await runBackup({ config: configFor(source.env), out, progress: silentProgress });
  } finally {
    await source.close();
  }
}, 120_000);

afterAll(() => temp.removeAll());

const targets: [string, () => Promise<Record<string, string>>][] = [
  ["a fresh DATA_DIR (embedded)", async () => ({ DATA_DIR: temp.dir("migrations-pglite") })],
];
if (postgresUrl) {
  targets.push([
    "a fresh PostgreSQL database",
    async () => ({ DATA_DIR: temp.dir("migrations-pg"), DATABASE_URL: await temp.emptyPostgresDatabase() }),
  ]);
}

/** The tables in the target's database (0 when there is none). */
async function tablesIn(env: Record<string, string>): Promise<number> {
  if (!env.DATABASE_URL) return existsSync(path.join(env.DATA_DIR ?? "", "db")) ? -1 : 0;
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

const openTarget = (env: Record<string, string>) =>
  env.DATABASE_URL
    ? openDatabase({ kind: "postgres", url: env.DATABASE_URL, max: 2 })
    : openDatabase({ kind: "pglite", dataDir: path.join(env.DATA_DIR ?? "", "db") });

describe.each(targets)("restoring an older archive into %s", (_label, makeTarget) => {
  it("applies the pending migration with the load, recorded as the migrator records it", async () => {
    const env = await makeTarget();
    const folder = migrationsWith(`ALTER TABLE "users" ADD COLUMN "restore_probe" text;`);
    const result = await runRestore({
      config: configFor(env),
      file: backup.file,
      progress: silentProgress,
      migrationsFolder: folder,
    });
    expect(result.migrationsApplied).toBe(1);
    expect(backup.manifest.authSecret).not.toBeNull();
    expect(readdirSync(env.DATA_DIR ?? "")).toEqual(expect.arrayContaining(["auth-secret", "media"]));
    const database = await openTarget(env);
    try {
      const [column] = await selectRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from information_schema.columns where table_name = 'users' and column_name = 'restore_probe'`,
      );
      expect(column?.n).toBe(1);
      // Placard's own migrator, as `npm start` runs it, finds nothing left to do.
      await runMigrations(database, folder);
      const [recorded] = await selectRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(recorded?.n).toBe(backup.manifest.migrations.count + 1);
    } finally {
      await database.close();
    }
  });

  it("restores nothing, and says so, when a pending migration fails on the archive's data", async () => {
    const env = await makeTarget();
    const before = readdirSync(env.DATA_DIR ?? "");
    // The archive's users have no value for the new required column.
    const folder = migrationsWith(`ALTER TABLE "users" ADD COLUMN "restore_probe" text NOT NULL;`);
    await expect(
      runRestore({ config: configFor(env), file: backup.file, progress: silentProgress, migrationsFolder: folder }),
    ).rejects.toThrow(/restore_probe[\s\S]*Nothing was restored/);
    expect(readdirSync(env.DATA_DIR ?? "")).toEqual(before);
    expect(await tablesIn(env)).toBe(0);
  });
});

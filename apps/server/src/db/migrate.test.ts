import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/database.js";
import { openDatabase, selectRows } from "./client.js";
import { MIGRATIONS_FOLDER, runMigrations } from "./migrate.js";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

describe("runMigrations", () => {
  it("creates the auth tables and is a no-op when run again", async () => {
    await runMigrations(t.database);
    const rows = await selectRows<{ table_name: string }>(
      t.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = rows.map((row) => row.table_name);
    expect(tables).toEqual(expect.arrayContaining(["accounts", "sessions", "users", "verifications"]));
  });

  it.runIf(Boolean(process.env.DATABASE_URL))("lets several app servers start on one PostgreSQL at once", async () => {
    const url = t.url ?? "";
    // Back to an empty database, so the three servers race on a real migration.
    await t.database.db.execute(sql`drop schema if exists drizzle cascade`);
    await t.database.db.execute(sql`drop schema public cascade`);
    await t.database.db.execute(sql`create schema public`);
    const servers = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: "postgres", url, max: 2 })));
    await Promise.all(servers.map((server) => runMigrations(server)));
    await Promise.all(servers.map((server) => server.close()));
    const applied = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"));
    expect(applied[0]?.n).toBe(journal.entries.length);
  });
});

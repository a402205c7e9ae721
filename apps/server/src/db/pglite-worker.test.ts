import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snapshotEmbedded } from "../backup/snapshot.js";
import { type Database, openDatabase, selectRows } from "./client.js";
import { runMigrations } from "./migrate.js";
import { PgliteWorkerClient } from "./pglite-worker-client.js";
import { user as users } from "./schema/auth.js";

/** The PostgreSQL error under drizzle's wrapper. */
function pgError(error: unknown): { code?: string; constraint?: string; table?: string; detail?: string } {
  let current = error as { code?: string; cause?: unknown } | undefined;
  while (current && current.code === undefined && current.cause) current = current.cause as typeof current;
  return current ?? {};
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

const names = async (database: Database) =>
  (await selectRows<{ name: string }>(database.db, sql`select name from things order by name`)).map((r) => r.name);

describe("the embedded database in a worker thread (decision 0040)", () => {
  let dir: string;
  let database: Database;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "placard-pglite-worker-"));
    database = await openDatabase({ kind: "pglite", dataDir: path.join(dir, "db"), worker: true });
    await runMigrations(database);
    await database.db.execute(
      sql`create table things (name text primary key, count int not null check (count >= 0), note text unique)`,
    );
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("runs in a worker, not in this thread", () => {
    expect(database.driver.kind).toBe("pglite");
    expect(database.driver.kind === "pglite" && database.driver.client instanceof PgliteWorkerClient).toBe(true);
  });

  it("answers drizzle's queries with the same values as in-process PGlite", async () => {
    const [user] = await database.db
      .insert(users)
      .values({ id: "u1", name: "Ada L", firstName: "Ada", lastName: "L", email: "ada@example.com" })
      .returning();
    expect(user?.createdAt).toBeInstanceOf(Date);
    const [row] = await selectRows<{ n: number; big: string; at: string; ok: boolean; j: unknown }>(
      database.db,
      sql`select 1::int as n, 9007199254740993::bigint::text as big, now()::text as at, true as ok, '{"a":[1]}'::jsonb as j`,
    );
    expect(row).toMatchObject({ n: 1, big: "9007199254740993", ok: true, j: { a: [1] } });
    const found = await database.db.query.user.findFirst({ where: (u, { eq }) => eq(u.id, "u1") });
    expect(found?.email).toBe("ada@example.com");
    expect(found?.createdAt.getTime()).toBe(user?.createdAt.getTime());
  });

  it("passes PostgreSQL's error code and constraint to the caller", async () => {
    await database.db.execute(sql`insert into things values ('a', 1, 'first')`);
    const duplicate = pgError(await caught(database.db.execute(sql`insert into things values ('b', 1, 'first')`)));
    expect(duplicate).toMatchObject({ code: "23505", constraint: "things_note_key", table: "things" });
    const negative = pgError(await caught(database.db.execute(sql`update things set count = -1 where name = 'a'`)));
    expect(negative).toMatchObject({ code: "23514", constraint: "things_count_check" });
  });

  it("commits a transaction, rolls one back when its callback throws, and a savepoint alone", async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things values ('c', 1, null)`);
    });
    const error = await caught(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into things values ('d', 1, null)`);
        throw new Error("changed my mind");
      }),
    );
    expect((error as Error).message).toBe("changed my mind");
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things values ('e', 1, null)`);
      await caught(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into things values ('f', 1, null)`);
          await inner.execute(sql`insert into things values ('f', 1, null)`);
        }),
      );
    });
    // drizzle's tx.rollback() throws, which rolls back too.
    await caught(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into things values ('g', 1, null)`);
        tx.rollback();
      }),
    );
    // A failed statement inside a transaction aborts it all.
    await caught(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into things values ('h', 1, null)`);
        await tx.execute(sql`insert into things values ('a', 1, null)`);
      }),
    );
    expect(await names(database)).toEqual(["a", "c", "e"]);
  });

  it("makes other statements wait while a transaction is open, as PGlite does", async () => {
    let outsideDone = false;
    let outside: Promise<string[]> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things values ('i', 1, null)`);
      outside = names(database).then((result) => {
        outsideDone = true;
        return result;
      });
      // Several round trips of the transaction while the outside read is queued.
      for (let i = 0; i < 5; i++) await tx.execute(sql`update things set count = count + 1 where name = 'i'`);
      expect(outsideDone).toBe(false);
    });
    expect(await outside).toEqual(["a", "c", "e", "i"]);
    const many = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`update things set count = count + 1 where name = 'a'`);
          return i;
        }),
      ),
    );
    expect(many).toHaveLength(20);
    const [a] = await selectRows<{ count: number }>(database.db, sql`select count from things where name = 'a'`);
    expect(a?.count).toBe(21);
  });

  it("takes a backup snapshot in the worker, then closes and reopens with the data", async () => {
    if (database.driver.kind !== "pglite") throw new Error("expected the embedded database");
    const { info, dump } = await snapshotEmbedded(database.driver.client);
    expect(info.source).toBe("pglite");
    expect(info.tables["public.things"]?.rows).toBe(4);
    expect(dump.toString("utf8")).toContain("INSERT INTO public.things");
    // The app's session is as it was after pg_dump's.
    expect(await names(database)).toEqual(["a", "c", "e", "i"]);
    await database.close();
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
    database = await openDatabase({ kind: "pglite", dataDir: path.join(dir, "db"), worker: true });
    expect(await names(database)).toEqual(["a", "c", "e", "i"]);
  });
});

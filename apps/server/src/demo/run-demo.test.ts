import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, selectRows } from "../db/client.js";
import { runMigrations } from "../db/migrate.js";
import { runDemo } from "./run-demo.js";

/** `npm run demo`'s refusals, before it writes anything (the demo's data itself: demo.test.ts). */
describe("the demo command", () => {
  const capture = () => {
    const lines = { info: [] as string[], error: [] as string[] };
    return {
      lines,
      output: { info: (text: string) => lines.info.push(text), error: (text: string) => lines.error.push(text) },
    };
  };

  it("stops at once while another Placard process holds the DATA_DIR lock", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "placard-demo-"));
    // A live process other than this one holds the lock, as `npm start` would.
    writeFileSync(path.join(dataDir, "placard.lock"), String(process.ppid));
    const { lines, output } = capture();
    expect(await runDemo({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }, output)).toBe(1);
    expect(lines.error.join("\n")).toMatch(/Another Placard process \(pid \d+\) is already using DATA_DIR/);
    expect(readdirSync(dataDir)).toEqual(["placard.lock"]);
  });

  it("refuses a database that has accounts, before migrating or writing anything", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "placard-demo-"));
    const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
    await runMigrations(database);
    await database.db.execute(
      sql`insert into users (id, name, first_name, last_name, email) values ('u1', 'Real Person', 'Real', 'Person', 'real@example.com')`,
    );
    await database.close();
    const { lines, output } = capture();
    expect(await runDemo({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }, output)).toBe(1);
    expect(lines.error.join("\n")).toMatch(/already has 1 account.*never mixes into real data/s);
    expect(lines.info).toEqual([]);
    expect(existsSync(path.join(dataDir, "auth-secret"))).toBe(false);
    expect(existsSync(path.join(dataDir, "placard.lock"))).toBe(false);
    const reopened = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
    const users = await selectRows<{ email: string }>(reopened.db, sql`select email from users`);
    await reopened.close();
    expect(users).toEqual([{ email: "real@example.com" }]);
  }, 60_000);
});

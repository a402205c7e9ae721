import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { VIEW_DWELL_MS } from "@placard/shared/delivery";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../config/config.js";
import { type Database, openDatabase, selectRows } from "../db/client.js";
import { runMigrations } from "../db/migrate.js";
import { ads } from "../db/schema/campaigns.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { createTestDatabase, type TestDatabase } from "../test/database.js";
import { createPlacementRequest, createSpaces, createWebsite, signUpUser, type TestUser } from "../test/factories.js";
import { flipByte, repack, truncate } from "../test/archives.js";
import { payThroughSandbox } from "../test/payments.js";
import { type BackupResult, runBackup } from "./backup.js";
import { silentProgress } from "./progress.js";
import { runRestore } from "./restore.js";
import { type BackupSocket, openBackupSocket } from "./socket.js";

/**
 * Backup while Placard takes writes, restore into a fresh DATA_DIR and (when a PostgreSQL
 * server is at hand: DATABASE_URL, or TEST_POSTGRES_URL on an embedded run) a fresh
 * PostgreSQL database, and compare. The source is the embedded database, served through
 * the backup socket as `npm start` does, or PostgreSQL when DATABASE_URL names one.
 */
const postgresUrl = process.env.DATABASE_URL ?? process.env.TEST_POSTGRES_URL;
const sourceKind = process.env.DATABASE_URL ? "postgres" : "pglite";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

const tempDirs: string[] = [];
const tempDir = (label: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `placard-${label}-`));
  tempDirs.push(dir);
  return dir;
};
const configFor = (env: Record<string, string>) => {
  const parsed = parseConfig({ LOG_LEVEL: "silent", ...env });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.config;
};

/** A new empty database on the PostgreSQL server; dropped by `dropAll`. */
const created: string[] = [];
async function emptyPostgresDatabase(): Promise<string> {
  if (!postgresUrl) throw new Error("no PostgreSQL server");
  const name = `placard_restore_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  created.push(name);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
async function dropAll() {
  if (!postgresUrl || created.length === 0) return;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/** Every row of every Placard table as JSON text, sorted: what "the same rows" means. */
async function allRows(db: Database["db"]): Promise<Record<string, string[]>> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    const result = await selectRows<{ row: string }>(
      db,
      sql.raw(`select row_to_json(r)::text as row from public."${name}" r order by 1`),
    );
    rows[name] = result.map((r) => r.row);
  }
  return rows;
}

const ledgerSum = async (db: Database["db"]) =>
  Number(
    (
      await selectRows<{ sum: string }>(db, sql`select coalesce(sum(amount_cents), 0)::text as sum from ledger_entries`)
    )[0]?.sum,
  );

/** Paid bookings whose succeeded payment is not in the database: none, in a consistent snapshot. */
const bookingsWithoutPayment = async (db: Database["db"]) =>
  (
    await selectRows<{ id: string }>(
      db,
      sql`select pr.id from placement_requests pr where pr.payment_status = 'paid'
          and not exists (select 1 from payments p where p.request_id = pr.id and p.status = 'succeeded')`,
    )
  ).length;

let source: TestApp;
let sourceDb: Database;
let sourceTestDb: TestDatabase | undefined;
let sourceDir: string;
let sourceEnv: Record<string, string>;
let socket: BackupSocket | null = null;
let owner: TestUser;
let advertiser: TestUser;
let servedSpace: string;
let backup: BackupResult;
let archiveDir: string;
let writesDuringBackup = 0;
/** Writes the server was asked for while the backup ran (the embedded snapshot makes them wait, decision 0040). */
let writesAskedDuringBackup = 0;

const decide = async (app: TestApp["app"], publicId: string) => {
  const response = await app.inject({
    method: "GET",
    url: `/serve/v1/spaces?ids=${publicId}`,
    headers: { "user-agent": BROWSER },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json() as {
    spaces: Record<string, { ads: { businessName: string; description: string; viewToken: string }[] }>;
  };
  return body.spaces[publicId]?.ads ?? [];
};

beforeAll(async () => {
  sourceDir = tempDir("backup-source");
  sourceEnv = { DATA_DIR: sourceDir };
  archiveDir = tempDir("backup-archives");
  if (sourceKind === "pglite") {
    // In a worker thread, as `npm start` opens it (decision 0040): the socket's snapshots are taken there.
    sourceDb = await openDatabase({ kind: "pglite", dataDir: path.join(sourceDir, "db"), worker: true });
    await runMigrations(sourceDb);
  } else {
    sourceTestDb = await createTestDatabase();
    sourceDb = sourceTestDb.database;
  }
  source = await createTestApp({ DATA_DIR: sourceDir }, { database: sourceDb });
  if (sourceDb.driver.kind === "pglite") {
    socket = await openBackupSocket(sourceDir, sourceDb.driver.client, { warn: () => {}, info: () => {} });
  }
  owner = await signUpUser(source.app);
  advertiser = await signUpUser(source.app);
  // One running booking, made before the backup: the restored Placard must serve it.
  const website = await createWebsite(source.app, owner);
  const [space] = await createSpaces(source.app, owner, website.id, [
    { placementKey: "sidebar", priceCents: 1500, capacity: 3 },
  ]);
  if (!space) throw new Error("no space");
  servedSpace = space.publicId;
  const request = await createPlacementRequest(sourceDb.db, {
    advertiserId: advertiser.id,
    websiteId: website.id,
    spaceIds: [space.id],
    state: "approved-unpaid",
  });
  await sourceDb.db
    .update(ads)
    .set({ businessName: "Kivu Roasters", description: "Beans from the lake" })
    .where(eq(ads.id, request.adId));
  expect((await payThroughSandbox(source.app, advertiser, request.id)).result.status).toBe("success");
  await source.app.delivery.cache.settled();
  const [served] = await decide(source.app, servedSpace);
  if (!served) throw new Error("nothing served");
  await new Promise((resolve) => setTimeout(resolve, VIEW_DWELL_MS + 50));

  // Writers: sign-ups, sandbox payments on a second website, view beacons, a new logo.
  const other = await createWebsite(source.app, owner);
  const [otherSpace] = await createSpaces(source.app, owner, other.id, [
    { placementKey: "sidebar", priceCents: 700, capacity: 1000 },
  ]);
  if (!otherSpace) throw new Error("no space");
  let backingUp = false;
  let stop = false;
  const writers = (async () => {
    // Counts the writes that finished while the backup ran.
    const wrote = () => {
      if (backingUp) writesDuringBackup++;
    };
    for (let round = 0; !stop; round++) {
      if (backingUp) writesAskedDuringBackup++;
      const buyer = await signUpUser(source.app);
      wrote();
      const booking = await createPlacementRequest(sourceDb.db, {
        advertiserId: buyer.id,
        websiteId: other.id,
        spaceIds: [otherSpace.id],
        state: "approved-unpaid",
      });
      await payThroughSandbox(source.app, buyer, booking.id);
      wrote();
      await source.app.inject({
        method: "POST",
        url: "/serve/v1/view",
        headers: { "content-type": "text/plain", "user-agent": BROWSER },
        payload: served.viewToken,
      });
      wrote();
      if (round % 3 === 0) await createWebsite(source.app, buyer);
      wrote();
    }
  })();
  // Let writes run, back up while they go on, and let them go on a little after.
  await new Promise((resolve) => setTimeout(resolve, 300));
  backingUp = true;
  if (sourceTestDb?.url) sourceEnv.DATABASE_URL = sourceTestDb.url;
  backup = await runBackup({
    config: configFor(sourceEnv),
    out: path.join(archiveDir, "placard.tar.gz"),
    progress: silentProgress,
  });
  backingUp = false;
  await new Promise((resolve) => setTimeout(resolve, 200));
  stop = true;
  await writers;
  await source.app.delivery.counter.flush();
}, 180_000);

afterAll(async () => {
  await socket?.close();
  await source?.close();
  if (sourceDb?.driver.kind === "pglite") await sourceDb.close();
  await sourceTestDb?.drop();
  await dropAll();
  for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
});

describe(`a backup taken while ${sourceKind === "pglite" ? "the embedded database" : "PostgreSQL"} takes writes`, () => {
  it("is one archive with a manifest that balances, and writes went on meanwhile", () => {
    expect(existsSync(backup.file)).toBe(true);
    expect(existsSync(`${backup.file}.partial`)).toBe(false);
    expect(backup.manifest.ledgerSumCents).toBe(0);
    expect(backup.manifest.tables["public.users"]?.rows).toBeGreaterThanOrEqual(2);
    expect(backup.manifest.media.length).toBeGreaterThanOrEqual(4);
    // Writes were taken while the backup ran, and every one finished (the writers are awaited):
    // on the embedded database those that arrive during the snapshot finish once it is taken.
    expect(writesDuringBackup + writesAskedDuringBackup).toBeGreaterThan(0);
  });

  it("stops with a message and leaves no file when the target cannot be written, or exists", async () => {
    const out = path.join(archiveDir, "no-such-dir", "placard.tar.gz");
    await expect(runBackup({ config: configFor(sourceEnv), out, progress: silentProgress })).rejects.toThrow(
      `Could not write the backup to ${out}: the directory ${path.dirname(out)} does not exist. Nothing was written under that name.`,
    );
    expect(existsSync(path.dirname(out))).toBe(false);
    await expect(
      runBackup({ config: configFor(sourceEnv), out: backup.file, progress: silentProgress }),
    ).rejects.toThrow(`${backup.file} already exists: choose another name for the backup.`);
  });

  const targets: [string, () => Promise<Record<string, string>>][] = [
    ["a fresh DATA_DIR (embedded)", async () => ({ DATA_DIR: tempDir("restore-pglite") })],
  ];
  if (postgresUrl) {
    targets.push([
      "a fresh PostgreSQL database",
      async () => ({ DATA_DIR: tempDir("restore-pg"), DATABASE_URL: await emptyPostgresDatabase() }),
    ]);
  }

  describe.each(targets)("restored into %s", (_label, makeTarget) => {
    let env: Record<string, string>;
    let restored: TestApp;
    let restoredDb: Database;

    beforeAll(async () => {
      env = await makeTarget();
      await runRestore({ config: configFor(env), file: backup.file, progress: silentProgress });
      restoredDb = env.DATABASE_URL
        ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL, max: 3 })
        : await openDatabase({ kind: "pglite", dataDir: path.join(env.DATA_DIR ?? "", "db") });
      restored = await createTestApp({ DATA_DIR: env.DATA_DIR ?? "" }, { database: restoredDb });
    }, 120_000);
    afterAll(async () => {
      await restored?.close();
      await restoredDb?.close();
    });

    it("holds the snapshot's rows: each one as it was in the source, the ledger balanced, every booking's payment", async () => {
      const got = await allRows(restoredDb.db);
      const now = await allRows(sourceDb.db);
      for (const [table, state] of Object.entries(backup.manifest.tables)) {
        const name = table.replace(/^public\./, "");
        if (table.startsWith("public.")) expect(got[name]?.length, table).toBe(state.rows);
      }
      // Rows nobody changes after writing them are, in the restored copy, exactly the source's.
      for (const table of ["users", "accounts", "ledger_entries", "media_objects", "websites"]) {
        const sourceRows = new Set(now[table]);
        for (const row of got[table] ?? []) expect(sourceRows.has(row), `${table}: ${row}`).toBe(true);
      }
      expect(got.users?.length).toBeLessThan(now.users?.length ?? 0);
      expect(await ledgerSum(restoredDb.db)).toBe(0);
      expect(await bookingsWithoutPayment(restoredDb.db)).toBe(0);
    });

    it("has every media object byte for byte", () => {
      for (const media of backup.manifest.media) {
        const restoredBytes = readFileSync(path.join(env.DATA_DIR ?? "", "media", media.key));
        expect(restoredBytes.equals(readFileSync(path.join(sourceDir, "media", media.key))), media.key).toBe(true);
      }
    });

    it("serves the same ads, and the source's sessions are still signed in", async () => {
      await restored.app.delivery.cache.settled();
      const expected = (await decide(source.app, servedSpace)).map((ad) => [ad.businessName, ad.description]);
      const got = (await decide(restored.app, servedSpace)).map((ad) => [ad.businessName, ad.description]);
      expect(got).toEqual(expected);
      expect(got).toEqual([["Kivu Roasters", "Beans from the lake"]]);
      const me = await restored.app.inject({ method: "GET", url: "/api/me", headers: { cookie: owner.cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ email: owner.email });
    });
  });
});

describe("archives that restore refuses, leaving the target untouched", () => {
  const listing = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String).sort() : null);

  async function expectRefused(file: string, message: RegExp, env = { DATA_DIR: tempDir("refused") }) {
    const before = listing(env.DATA_DIR);
    await expect(runRestore({ config: configFor(env), file, progress: silentProgress })).rejects.toThrow(message);
    expect(listing(env.DATA_DIR)).toEqual(before);
  }

  it("a truncated archive", async () => {
    await expectRefused(await truncate(backup.file, archiveDir), /damaged or incomplete/);
  });

  it("an archive with one byte flipped", async () => {
    await expectRefused(await flipByte(backup.file, archiveDir), /damaged or incomplete|does not match its checksum/);
  });

  it("an archive with a media file removed", async () => {
    const key = backup.manifest.media[0]?.key ?? "";
    const file = await repack(backup.file, archiveDir, (name) => (name === `media/${key}` ? null : undefined));
    await expectRefused(file, new RegExp(`missing media/${key.replaceAll(".", "\\.")}`));
  });

  it("an archive with a media file altered and its manifest left as it was", async () => {
    const key = backup.manifest.media[0]?.key ?? "";
    const file = await repack(backup.file, archiveDir, (name, data) =>
      name === `media/${key}` ? Buffer.concat([data, Buffer.from("x")]) : undefined,
    );
    await expectRefused(file, /does not match its checksum/);
  });

  it("an archive from a newer Placard", async () => {
    const file = await repack(backup.file, archiveDir, (name, data) => {
      if (name !== "manifest.json") return undefined;
      return Buffer.from(JSON.stringify({ ...JSON.parse(data.toString("utf8")), placardVersion: "99.0.0" }));
    });
    await expectRefused(file, /made by Placard 99\.0\.0, which is newer than this Placard/);
  });

  it("a DATA_DIR that already holds a database", async () => {
    const dir = tempDir("refused-full");
    mkdirSync(path.join(dir, "db"));
    writeFileSync(path.join(dir, "db", "PG_VERSION"), "18\n");
    await expectRefused(backup.file, /already holds a database/, { DATA_DIR: dir });
    await rm(dir, { recursive: true, force: true });
  });

  it.skipIf(!postgresUrl)("a PostgreSQL database that is not empty", async () => {
    const url = await emptyPostgresDatabase();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query("create table keep_me (id int)");
    await client.end();
    await expect(
      runRestore({
        config: configFor({ DATA_DIR: tempDir("refused-pg"), DATABASE_URL: url }),
        file: backup.file,
        progress: silentProgress,
      }),
    ).rejects.toThrow(/is not empty \(1 tables\)/);
  });
});

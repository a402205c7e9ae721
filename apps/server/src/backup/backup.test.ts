import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { VIEW_DWELL_MS } from "@placard/shared/delivery";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, selectRows } from "../db/client.js";
import { ads } from "../db/schema/campaigns.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { type BackupSource, configFor, openBackupSource, postgresUrl, scratch, sourceKind } from "../test/backups.js";
import { createPlacementRequest, createSpaces, createWebsite, signUpUser, type TestUser } from "../test/factories.js";
import { payThroughSandbox } from "../test/payments.js";
import { type BackupResult, runBackup } from "./backup.js";
import { silentProgress } from "./progress.js";
import { runRestore } from "./restore.js";

/**
 * Backup while Placard takes writes, restore into a fresh DATA_DIR and (when a PostgreSQL
 * server is at hand: DATABASE_URL, or TEST_POSTGRES_URL on an embedded run) a fresh
 * PostgreSQL database, and compare. The source is the embedded database, served through
 * the backup socket as `npm start` does, or PostgreSQL when DATABASE_URL names one.
 * The archives restore refuses: restore-refusals.test.ts.
 */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const temp = scratch();

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
let opened: BackupSource;
let sourceDb: Database;
let sourceDir: string;
let sourceEnv: Record<string, string>;
let owner: TestUser;
let advertiser: TestUser;
let servedSpace: string;
let backup: BackupResult;
let archiveDir: string;
/**
 * The writes whose time overlapped the backup's: started before it ended and finished after
 * it began (on the embedded database the snapshot makes them wait, decision 0040). Counted by
 * time, not by a flag read between writes: a backup shorter than one writer's round still
 * overlaps the write in flight.
 */
let writesDuringBackup = 0;

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
  sourceDir = temp.dir("backup-source");
  archiveDir = temp.dir("backup-archives");
  // The embedded database in a worker thread, as `npm start` opens it (decision 0040): the socket's snapshots are taken there.
  opened = await openBackupSource({ DATA_DIR: sourceDir }, { worker: true });
  ({ app: source, db: sourceDb, env: sourceEnv } = opened);
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
  let stop = false;
  const spans: [number, number][] = [];
  let writeStarted = performance.now();
  let backupEnded = Number.POSITIVE_INFINITY;
  let signedUpAfterBackup = false;
  const writers = (async () => {
    const wrote = () => {
      const now = performance.now();
      spans.push([writeStarted, now]);
      writeStarted = now;
    };
    for (let round = 0; !stop; round++) {
      writeStarted = performance.now();
      const buyer = await signUpUser(source.app);
      if (writeStarted > backupEnded) signedUpAfterBackup = true;
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
  const backupStarted = performance.now();
  backup = await runBackup({
    config: configFor(sourceEnv),
    out: path.join(archiveDir, "placard.tar.gz"),
    progress: silentProgress,
  });
  backupEnded = performance.now();
  const ended = backupEnded;
  // Writes go on until a user signed up after the backup (not in it): a round takes from a few
  // to several hundred milliseconds on a busy machine, so no fixed pause is sure to hold one.
  while (!signedUpAfterBackup) await new Promise((resolve) => setTimeout(resolve, 20));
  stop = true;
  await writers;
  writesDuringBackup = spans.filter(([from, to]) => from < ended && to > backupStarted).length;
  await source.app.delivery.counter.flush();
}, 180_000);

afterAll(async () => {
  await opened?.close();
  await temp.removeAll();
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
    expect(writesDuringBackup).toBeGreaterThan(0);
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
    ["a fresh DATA_DIR (embedded)", async () => ({ DATA_DIR: temp.dir("restore-pglite") })],
  ];
  if (postgresUrl) {
    targets.push([
      "a fresh PostgreSQL database",
      async () => ({ DATA_DIR: temp.dir("restore-pg"), DATABASE_URL: await temp.emptyPostgresDatabase() }),
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

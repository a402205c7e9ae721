import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flipByte, repack, truncate } from "../test/archives.js";
import { type BackupSource, configFor, openBackupSource, postgresUrl, scratch } from "../test/backups.js";
import { createWebsite, signUpUser } from "../test/factories.js";
import { type BackupResult, runBackup } from "./backup.js";
import { silentProgress } from "./progress.js";
import { runRestore } from "./restore.js";

/** Damaged, foreign and misdirected archives: restore refuses each and leaves its target as it was. */
const temp = scratch();
let source: BackupSource;
let backup: BackupResult;
let archiveDir: string;

beforeAll(async () => {
  source = await openBackupSource({ DATA_DIR: temp.dir("refusals-source") });
  const owner = await signUpUser(source.app.app);
  await createWebsite(source.app.app, owner); // a logo and its thumbnail: media to damage
  archiveDir = temp.dir("refusals-archives");
  const out = path.join(archiveDir, "placard.tar.gz");
  backup = await runBackup({ config: configFor(source.env), out, progress: silentProgress });
}, 120_000);

afterAll(async () => {
  await source?.close();
  await temp.removeAll();
});

describe("archives that restore refuses, leaving the target untouched", () => {
  const listing = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String).sort() : null);

  async function expectRefused(file: string, message: RegExp, env = { DATA_DIR: temp.dir("refused") }) {
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
    const dir = temp.dir("refused-full");
    mkdirSync(path.join(dir, "db"));
    writeFileSync(path.join(dir, "db", "PG_VERSION"), "18\n");
    await expectRefused(backup.file, /already holds a database/, { DATA_DIR: dir });
    await rm(dir, { recursive: true, force: true });
  });

  it.skipIf(!postgresUrl)("a PostgreSQL database that is not empty", async () => {
    const url = await temp.emptyPostgresDatabase();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query("create table keep_me (id int)");
    await client.end();
    await expect(
      runRestore({
        config: configFor({ DATA_DIR: temp.dir("refused-pg"), DATABASE_URL: url }),
        file: backup.file,
        progress: silentProgress,
      }),
    ).rejects.toThrow(/is not empty \(1 tables\)/);
  });
});

import path from "node:path";
import { buildApp } from "../app.js";
import { type Config, parseConfig } from "../config/config.js";
import { type Database, openDatabase } from "../db/client.js";
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from "../db/data-dir-lock.js";
import { runMigrations } from "../db/migrate.js";
import { resolveAuthSecret } from "../lib/auth-secret.js";
import type { Mailer } from "../lib/mailer.js";
import { DemoRefusedError, countUsers, refusalReason, seedDemo } from "./seed.js";
import { formatSummary } from "./summary.js";

export interface DemoOutput {
  info(text: string): void;
  error(text: string): void;
}

/** The demo's sign-ups would mail verification links to made-up addresses: they are not sent. */
const SILENT_MAILER: Mailer = { kind: "log", send: async () => {} };

/** No more chatter than warnings from the app while seeding (or less, if configured so). */
const logLevelOf = (config: Config) =>
  ["fatal", "error", "silent"].includes(config.LOG_LEVEL) ? config.LOG_LEVEL : "warn";

const where = (config: Config) =>
  config.DATABASE_URL ? "the PostgreSQL database in DATABASE_URL" : `DATA_DIR ${path.resolve(config.DATA_DIR)}`;

/** A value as one shell word: as is when plain, single-quoted otherwise. */
const shellWord = (value: string) => (/^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, "'\\''")}'`);

/**
 * The closing hint (#15.14): the command that starts Placard on what was just filled — its
 * DATA_DIR (absolute, so it works from anywhere) or the same DATABASE_URL (never printed: it
 * may hold a password), and its PORT — and where to sign in.
 */
export function startHint(config: Config): string {
  const command = [
    ...(config.DATABASE_URL ? [] : [`DATA_DIR=${shellWord(path.resolve(config.DATA_DIR))}`]),
    `PORT=${config.PORT}`,
    "npm start",
  ].join(" ");
  const on = config.DATABASE_URL ? "on the same DATABASE_URL" : "on this data";
  return `Start Placard ${on} with \`${command}\` and sign in at ${config.publicUrl}/sign-in`;
}

/**
 * `npm run demo`: the same configuration, database and DATA_DIR lock as `npm start`
 * (a running server on the same DATA_DIR makes it stop at once), a check that the
 * database has no accounts (before migrations, so a refusal changes nothing), the
 * migrations, then the app without listening and the demo seeding. Returns the exit code.
 */
export async function runDemo(env: Record<string, string | undefined>, output: DemoOutput): Promise<number> {
  const parsed = parseConfig(env);
  if (!parsed.ok) {
    output.error(parsed.message);
    return 1;
  }
  const { config } = parsed;
  let lock: DataDirLock | undefined;
  let database: Database | undefined;
  try {
    if (config.DATABASE_URL) {
      database = await openDatabase({ kind: "postgres", url: config.DATABASE_URL });
    } else {
      lock = acquireDataDirLock(config.DATA_DIR);
      database = await openDatabase({ kind: "pglite", dataDir: path.resolve(config.DATA_DIR, "db") });
    }
    const reason = refusalReason({ users: await countUsers(database.db), provider: config.PAYMENT_PROVIDER });
    if (reason) throw new DemoRefusedError(reason);
    await runMigrations(database);

    output.info(`Filling ${where(config)} with demo data...`);
    const app = await buildApp({
      config,
      database,
      authSecret: resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR),
      mailer: SILENT_MAILER,
      logger: { level: logLevelOf(config) },
    });
    try {
      await app.ready();
      output.info(formatSummary(await seedDemo(app)));
      output.info(startHint(config));
    } finally {
      // Flushes the counted views and stops the job queue; the database closes below.
      await app.close();
    }
    return 0;
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DemoRefusedError) {
      output.error(error.message);
      return 1;
    }
    output.error(
      `The demo failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n` +
        "The database may be partly filled: start over with an empty DATA_DIR (or database).",
    );
    return 1;
  } finally {
    await database?.close().catch(() => {});
    lock?.release();
  }
}

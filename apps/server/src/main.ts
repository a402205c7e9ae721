import { spawnSync } from "node:child_process";
import path from "node:path";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.js";
import { type BackupSocket, openBackupSocket } from "./backup/socket.js";
import { parseConfig } from "./config/config.js";
import { type Database, openDatabase } from "./db/client.js";
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from "./db/data-dir-lock.js";
import { runMigrations } from "./db/migrate.js";
import { resolveAuthSecret } from "./lib/auth-secret.js";
import { setOperatorRole } from "./modules/admin/index.js";

const WEB_DIST_DIR = fileURLToPath(new URL("../../web/dist", import.meta.url));
const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The thin launcher: config, database, migrations, app, listen, graceful shutdown. */
async function main() {
  // A `.env` in the working directory fills in what the environment does not set.
  if (existsSync(".env")) process.loadEnvFile(".env");
  const parsed = parseConfig(process.env);
  if (!parsed.ok) fail(parsed.message);
  const config = parsed.config;

  let lock: DataDirLock | undefined;
  let database: Database;
  if (config.DATABASE_URL) {
    database = await openDatabase({ kind: "postgres", url: config.DATABASE_URL });
  } else {
    try {
      lock = acquireDataDirLock(config.DATA_DIR);
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      throw error;
    }
    const dbDir = path.resolve(config.DATA_DIR, "db");
    // (Run from source, as `npm run dev`, there is no built script: the launcher does it itself.)
    const prepareScript = fileURLToPath(new URL("./db/prepare-pglite.js", import.meta.url));
    if (!existsSync(path.join(dbDir, "PG_VERSION")) && existsSync(prepareScript)) {
      // First start: create and migrate in a child process, whose memory is then released.
      const prepared = spawnSync(process.execPath, [prepareScript, dbDir], { stdio: "inherit" });
      if (prepared.status !== 0) {
        lock.release();
        fail(`Could not create the embedded database in ${dbDir}`);
      }
    }
    // In a worker thread: PostgreSQL's work must not hold up the thread that answers decisions.
    // If that thread dies, exit: a server without its database only answers errors, and its
    // supervisor (systemd, compose, docs/deploy.md) restarts it on the data left on disk.
    database = await openDatabase({
      kind: "pglite",
      dataDir: dbDir,
      worker: true,
      onLost: (error) => {
        lock?.release();
        fail(`The embedded database stopped: ${error.message}`);
      },
    });
  }

  try {
    await runMigrations(database);
  } catch (error) {
    lock?.release();
    fail(`Could not prepare the database: ${(error as Error).message}`);
  }

  const app = await buildApp({
    config,
    database,
    authSecret: resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR),
    webDistDir: WEB_DIST_DIR,
  });
  // On the embedded database, `npm run backup` asks this process for its snapshot.
  let backupSocket: BackupSocket | null = null;
  if (database.driver.kind === "pglite") {
    // …and `npm run admin -- grant|revoke EMAIL` asks it to change a role.
    const commands = {
      "set-role": (request: Record<string, unknown>) =>
        setOperatorRole(database.db, String(request.email ?? ""), request.grant === true),
    };
    backupSocket = await openBackupSocket(config.DATA_DIR, database.driver.client, app.log, commands).catch(
      (error: Error) => {
        app.log.warn(`Backups of the running server are unavailable: ${error.message}`);
        return null;
      },
    );
  }
  app.addHook("onClose", async () => {
    await backupSocket?.close();
    await database.close();
    lock?.release();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests and closing`);
    const force = setTimeout(() => {
      app.log.error("Shutdown took too long; exiting");
      lock?.release();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "Error while closing");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await app.close().catch(() => {});
    fail(`Could not listen on ${config.HOST}:${config.PORT}: ${(error as Error).message}`);
  }
  // Background work (payment checks, payouts, releases, expiry) starts once we serve.
  app.jobs.start();
  app.log.info(`Placard is running at ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Placard failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});

import { existsSync } from "node:fs";
import path from "node:path";
import { requestCommand } from "./backup/socket.js";
import { parseConfig } from "./config/config.js";
import { openDatabase } from "./db/client.js";
import { acquireDataDirLock } from "./db/data-dir-lock.js";
import { runMigrations } from "./db/migrate.js";
import { type RoleChange, setOperatorRole } from "./modules/admin/index.js";

const USAGE = `Usage:
  npm run admin -- grant EMAIL     make the account an operator (the console at /admin)
  npm run admin -- revoke EMAIL    make it an ordinary account again (its sessions end)`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * Changes the role on the configured database: PostgreSQL directly; the embedded database
 * through the running server's socket in DATA_DIR (it holds the database), or directly
 * when no server runs.
 */
async function changeRole(email: string, grant: boolean): Promise<RoleChange> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const parsed = parseConfig(process.env);
  if (!parsed.ok) fail(parsed.message);
  const { config } = parsed;
  if (!config.DATABASE_URL) {
    const answer = (await requestCommand(config.DATA_DIR, { op: "set-role", email, grant })) as
      (RoleChange & { error?: string }) | null;
    if (answer?.error) throw new Error(answer.error);
    if (answer) return answer;
    const lock = acquireDataDirLock(config.DATA_DIR);
    try {
      const database = await openDatabase({ kind: "pglite", dataDir: path.resolve(config.DATA_DIR, "db") });
      try {
        await runMigrations(database);
        return await setOperatorRole(database.db, email, grant);
      } finally {
        await database.close();
      }
    } finally {
      lock.release();
    }
  }
  const database = await openDatabase({ kind: "postgres", url: config.DATABASE_URL, max: 1 });
  try {
    return await setOperatorRole(database.db, email, grant);
  } finally {
    await database.close();
  }
}

async function main([command, email]: string[]) {
  if ((command !== "grant" && command !== "revoke") || !email) fail(USAGE);
  const result = await changeRole(email, command === "grant");
  if (!result.ok) fail(result.message);
  const what = command === "grant" ? "an operator" : "an ordinary account";
  process.stdout.write(
    result.changed
      ? `${result.email} is now ${what}.${command === "grant" ? " They turn on two-factor authentication on /account to open /admin." : " Their sessions have ended."}\n`
      : `${result.email} was already ${what}; nothing changed.\n`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  fail(`Failed: ${error instanceof Error ? error.message : String(error)}`);
});

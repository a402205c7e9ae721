import { existsSync } from "node:fs";
import { parseConfig } from "../config/config.js";
import { ArchiveError } from "./archive.js";
import { formatBytes, OperatorError, runBackup } from "./backup.js";
import { createProgress } from "./progress.js";
import { runRestore } from "./restore.js";

const USAGE = `Usage:
  npm run backup -- --out FILE     write a backup archive of this Placard (it may be running)
  npm run restore -- FILE          restore an archive into an empty DATA_DIR or DATABASE_URL`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** `npm run backup` and `npm run restore`: the configuration is the server's own (env, .env). */
async function main(argv: string[]) {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const parsed = parseConfig(process.env);
  if (!parsed.ok) fail(parsed.message);
  const config = parsed.config;
  const progress = createProgress(process.stderr);
  const [command, ...rest] = argv;
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

  if (command === "backup") {
    const outAt = rest.indexOf("--out");
    const out = outAt >= 0 ? rest[outAt + 1] : rest.find((arg) => arg.startsWith("--out="))?.slice("--out=".length);
    if (!out) fail(`Name the archive to write with --out FILE.\n${USAGE}`);
    const result = await runBackup({ config, out, progress });
    const { manifest } = result;
    const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    process.stdout.write(
      `Backup written to ${result.file} (${formatBytes(result.bytes)}) in ${seconds()} s: ` +
        `${Object.keys(manifest.tables).length} tables, ${rows} rows, ${manifest.media.length} media objects; ` +
        `the ledger sums to ${manifest.ledgerSumCents} cents.\n`,
    );
    return;
  }
  if (command === "restore") {
    const file = rest.find((arg) => !arg.startsWith("--"));
    if (!file) fail(`Name the archive to restore.\n${USAGE}`);
    const result = await runRestore({ config, file, progress });
    process.stdout.write(
      `Restored into ${result.target} in ${seconds()} s: ${result.tables} tables and ${result.rows} rows match the manifest ` +
        `(counts and contents), ${result.media} media objects (${formatBytes(result.mediaBytes)}) match their checksums, ` +
        `${result.migrationsApplied} pending migration(s) applied, the ledger sums to ${result.ledgerSumCents} cents.\n` +
        "Start Placard with the same configuration (and AUTH_SECRET, if you set one) to serve it.\n",
    );
    return;
  }
  fail(USAGE);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof OperatorError || error instanceof ArchiveError) fail(error.message);
  fail(`Failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
});

import { openDatabase } from "./client.js";
import { runMigrations } from "./migrate.js";

/**
 * Creates and migrates a new embedded database at `process.argv[2]` (only creates it with
 * `--empty`, for a restore), then exits. The
 * launcher runs this in a child process on a first start: PGlite's initdb and the first
 * migrations grow WebAssembly memory that is never returned, and here it goes away with
 * the process (a fresh start idles like a restart, not ~500 MB higher).
 */
const dataDir = process.argv[2];
if (!dataDir) {
  process.stderr.write("usage: prepare-pglite.js DIR\n");
  process.exit(2);
}
const database = await openDatabase({ kind: "pglite", dataDir });
try {
  if (process.argv[3] !== "--empty") await runMigrations(database);
} finally {
  await database.close();
}

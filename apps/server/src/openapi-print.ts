import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "./app.js";
import { parseConfig } from "./config/config.js";
import { openDatabase } from "./db/client.js";
import { runMigrations } from "./db/migrate.js";

/**
 * `tsx apps/server/src/openapi-print.ts OUT.json`: builds the app in-process on a throwaway
 * in-memory database (no port is opened) and writes the OpenAPI document `/api/docs/json`
 * serves. `npm run lint:openapi` lints what this writes.
 */
async function main() {
  const out = process.argv[2];
  if (!out) throw new Error("usage: openapi-print OUT.json");
  const dataDir = mkdtempSync(path.join(tmpdir(), "placard-openapi-"));
  const parsed = parseConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", DATA_DIR: dataDir });
  if (!parsed.ok) throw new Error(parsed.message);
  const database = await openDatabase({ kind: "pglite" });
  await runMigrations(database);
  const app = await buildApp({
    config: parsed.config,
    database,
    authSecret: "openapi-print-secret-openapi-print-0123",
    logger: false,
  });
  await app.ready();
  writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();

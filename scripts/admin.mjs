#!/usr/bin/env node
// `npm run admin -- grant|revoke EMAIL`: build Placard if the build is stale, then run the
// built command (apps/server/src/admin-cli.ts), which reaches a running embedded install
// through $DATA_DIR/backup.sock (as `npm run backup` does) and PostgreSQL directly.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale } from "./lib/build-if-stale.mjs";
import { ROOT } from "./lib/placard-process.mjs";

buildIfStale(["apps/server/dist/admin-cli.js"]);
await import(pathToFileURL(path.join(ROOT, "apps/server/dist/admin-cli.js")).href);

#!/usr/bin/env node
// `npm run backup -- --out FILE` and `npm run restore -- FILE`: build Placard if the build
// is stale, then run the built backup command (apps/server/src/backup/cli.ts) in this process.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale } from "./lib/build-if-stale.mjs";
import { ROOT } from "./lib/placard-process.mjs";

buildIfStale(["apps/server/dist/backup/cli.js"]);
await import(pathToFileURL(path.join(ROOT, "apps/server/dist/backup/cli.js")).href);

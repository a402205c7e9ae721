#!/usr/bin/env node
// `npm run media:migrate`: copies DATA_DIR/media into the S3 bucket of the S3_* settings
// (see docs/deploy.md). Builds first when the build is stale, then runs the built copier.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale } from "./lib/build-if-stale.mjs";
import { ROOT } from "./lib/placard-process.mjs";

buildIfStale(["apps/server/dist/media-migrate.js"]);
await import(pathToFileURL(path.join(ROOT, "apps/server/dist/media-migrate.js")).href);

#!/usr/bin/env node
// `npm run demo`: fills an empty database with demo data (README, "Demo data"). Builds
// Placard first when the build is missing or older than the sources — the same check and
// the same build as `npm start` — then runs the built demo (plain JavaScript) in this process.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale } from "./lib/build-if-stale.mjs";
import { ROOT } from "./lib/placard-process.mjs";

const DEMO = "apps/server/dist/demo/main.js";
buildIfStale([DEMO]);
await import(pathToFileURL(path.join(ROOT, DEMO)).href);

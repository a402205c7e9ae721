#!/usr/bin/env node
// `npm start`: builds Placard when the build is missing or older than the sources, then
// runs the built server (plain JavaScript, no TypeScript loader) in this process.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale } from "./lib/build-if-stale.mjs";
import { ROOT } from "./lib/placard-process.mjs";

buildIfStale();
await import(pathToFileURL(path.join(ROOT, "apps/server/dist/main.js")).href);

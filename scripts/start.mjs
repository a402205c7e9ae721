#!/usr/bin/env node
// `npm start`: builds Placard when the build is missing or older than the sources, then
// runs the built server (plain JavaScript, no TypeScript loader) in this process.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCES = [
  "packages/shared/src",
  "packages/embed/src",
  "apps/server/src",
  "apps/server/drizzle",
  "apps/web/src",
  "apps/web/index.html",
  "apps/web/public",
  "package-lock.json",
];
const OUTPUTS = ["apps/server/dist/main.js", "apps/web/dist/index.html"];
const STAMP = "node_modules/.cache/placard-build-stamp";

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

const isBuilt = OUTPUTS.every((output) => existsSync(path.join(root, output)));
const builtAt = isBuilt ? newestMtime(STAMP) : 0;
const changedAt = Math.max(...SOURCES.map((source) => newestMtime(source)));
if (builtAt === 0 || changedAt > builtAt) {
  process.stdout.write("Building Placard (sources changed since the last build)...\n");
  const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(path.join(root, "apps/server/dist/main.js")).href);

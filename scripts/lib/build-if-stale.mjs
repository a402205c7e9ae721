// The build check of `npm start` and `npm run demo`: builds Placard (`npm run build`) when
// the build is missing or older than the sources, so both always run current code.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./placard-process.mjs";

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
  const full = path.join(ROOT, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Builds when any of the outputs (plus `extraOutputs`) is missing or a source is newer; exits on failure. */
export function buildIfStale(extraOutputs = []) {
  const isBuilt = [...OUTPUTS, ...extraOutputs].every((output) => existsSync(path.join(ROOT, output)));
  const builtAt = isBuilt ? newestMtime(STAMP) : 0;
  const changedAt = Math.max(...SOURCES.map((source) => newestMtime(source)));
  if (builtAt !== 0 && changedAt <= builtAt) return;
  process.stdout.write("Building Placard (sources changed since the last build)...\n");
  // Always a production build: a caller's NODE_ENV (Vitest sets "test") would make Vite bundle
  // React's development build into the web app.
  const env = { ...process.env, NODE_ENV: "production" };
  const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: ROOT, env, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

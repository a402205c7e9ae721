#!/usr/bin/env node
// `npm run test:cluster`: builds Placard when stale, then runs e2e/cluster (two servers
// behind HAProxy on PostgreSQL, Redis and s3rver). Needs redis-server and haproxy installed
// and a local PostgreSQL (DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres).
import { spawnSync } from "node:child_process";
import { buildIfStale } from "./lib/build-if-stale.mjs";
import { ROOT } from "./lib/placard-process.mjs";

buildIfStale();
const result = spawnSync("npx", ["vitest", "run", "--config", "e2e/cluster/vitest.config.ts"], {
  cwd: ROOT,
  stdio: "inherit",
});
process.exit(result.status ?? 1);

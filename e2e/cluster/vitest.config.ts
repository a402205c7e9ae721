import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * `npm run test:cluster` only (the default `npm test` leaves e2e/cluster out): the whole
 * production layout on this machine, see harness.ts.
 */
export default defineConfig({
  resolve: {
    alias: [{ find: /^@placard\/shared\/(.*)$/, replacement: path.join(root, "packages/shared/src/$1.ts") }],
  },
  test: {
    name: "cluster",
    root: path.join(root, "e2e/cluster"),
    include: ["cluster.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

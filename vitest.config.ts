import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { SummaryReporter } from "./scripts/summary-reporter.ts";

const root = path.dirname(fileURLToPath(import.meta.url));

/** Tests import `@placard/shared/x` from source, so no build is needed to run them. */
const sharedAlias = [
  { find: /^@placard\/shared\/(.*)$/, replacement: path.join(root, "packages/shared/src/$1.ts") },
  { find: /^@placard\/client$/, replacement: path.join(root, "packages/client/src/index.ts") },
];

export default defineConfig({
  test: {
    reporters: ["default", new SummaryReporter()],
    // Vitest's default (cores − 1) is one worker on a 2-core machine such as CI's; the suites
    // wait on PostgreSQL, PGlite's WASM and sockets enough that two files at once take about
    // two thirds of the time (decision 0068). The E2E journeys stay one file at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias: sharedAlias },
        test: { name: "shared", root: "packages/shared", environment: "node" },
      },
      {
        resolve: { alias: sharedAlias },
        test: {
          name: "server",
          root: "apps/server",
          environment: "node",
          setupFiles: ["../../scripts/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "apps/web/vite.config.ts",
      // The repository's own tooling: the boundary rules (scripts/boundaries.mjs).
      { test: { name: "scripts", root: "scripts", include: ["*.test.ts"], environment: "node" } },
      {
        resolve: { alias: sharedAlias },
        test: {
          name: "embed",
          root: "packages/embed",
          environment: "jsdom",
          setupFiles: ["../../scripts/fail-on-console-error.ts"],
        },
      },
      {
        resolve: { alias: sharedAlias },
        test: {
          name: "e2e",
          root: "e2e",
          // The cluster has its own run: npm run test:cluster.
          exclude: ["cluster/**", "**/node_modules/**"],
          environment: "node",
          globalSetup: ["./support/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});

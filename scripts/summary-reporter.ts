import type { SerializedError } from "vitest";
import type { Reporter, TestModule } from "vitest/node";

/**
 * Ends the run with one plain line, `Tests: N passed, N failed[, N skipped]`, that CI
 * reads as the test runner's summary whatever the runner.
 */
export class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failedHere++;
        else skipped++;
      }
      // A file that failed to load, or whose beforeAll threw (its tests then show as
      // skipped), counts as a failure even though none of its tests failed.
      if (module.state() === "failed" && failedHere === 0) failedHere = 1;
      failed += failedHere;
    }
    // An error thrown outside any test still fails the run.
    failed += unhandledErrors.length;
    const tail = skipped > 0 ? `, ${skipped} skipped` : "";
    process.stdout.write(`\nTests: ${passed} passed, ${failed} failed${tail}\n`);
  }
}

import { afterEach, beforeEach, vi } from "vitest";

/** A test fails when it (or the code under test) calls console.error unexpectedly. */
let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (calls.length > 0) {
    const text = calls.map((args) => args.map(String).join(" ")).join("\n");
    throw new Error(`Unexpected console.error:\n${text}`);
  }
});

// Debian's Chromium for the scripts (benchmarks, recordings), started as the E2E suite
// starts it (e2e/support/browser.ts): without these flags it phones home and is refused.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

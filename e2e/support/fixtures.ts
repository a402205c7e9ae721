import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser.js";
import { type RunningServer, startIsolatedServer } from "./server.js";

export interface JourneyFixture {
  browser: Browser;
  server: RunningServer;
}

/**
 * Chromium and a server (with, on PostgreSQL, a database) of the test file's own,
 * started before its tests and stopped after. Read the fields inside tests and hooks.
 */
export function useIsolatedJourney(options: { env?: Record<string, string> } = {}): JourneyFixture {
  const fixture = {} as JourneyFixture;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    fixture.browser = await launchBrowser();
    const isolated = await startIsolatedServer({ env: options.env });
    fixture.server = isolated.server;
    stop = isolated.stop;
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await stop?.();
  });
  return fixture;
}

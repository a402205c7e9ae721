import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { launchBrowser, openSession, type Session } from "./browser.js";
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

/**
 * Chromium and one browser session on the run's shared server, opened before the file's
 * tests (then `setUp`, e.g. serving axe) and closed after; every test must leave no page
 * errors. Read the fields inside tests and hooks.
 */
export function useSharedSession(setUp?: (session: Session) => Promise<void>): Session {
  let browser: Browser | undefined;
  let current: Session | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    current = await openSession(browser, inject("baseUrl"));
    await setUp?.(current);
  });
  afterAll(async () => {
    await current?.context.close();
    await browser?.close();
  });
  afterEach(() => expect(current?.pageErrors).toEqual([]));
  const started = () => {
    if (!current) throw new Error("The session opens in beforeAll: use it inside tests and hooks");
    return current;
  };
  return {
    get context() {
      return started().context;
    },
    get page() {
      return started().page;
    },
    get pageErrors() {
      return started().pageErrors;
    },
  };
}

import { existsSync } from "node:fs";
import { type APIRequestContext, type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The same flags as scripts/lib/chromium.mjs (the scripts' copy). */
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Debian's Chromium, driven by playwright-core (no browser download). */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: run "apt-get install -y chromium" or set CHROMIUM_PATH.`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Errors the page threw or logged; a journey asserts there were none. */
  pageErrors: string[];
}

/**
 * The session's API requests (`context.request`, `page.request`: one object) come from the
 * app's own page, as the web app's do: with its Origin, which the server requires of every
 * write (apps/server/src/lib/origins.ts). A request that names its own Origin keeps it.
 * Only these requests: the pages' own requests carry what Chromium sends.
 */
function sendOwnOrigin(request: APIRequestContext, origin: string): void {
  const fetch = request.fetch.bind(request);
  request.fetch = (urlOrRequest, options = {}) =>
    typeof urlOrRequest === "string"
      ? fetch(urlOrRequest, { ...options, headers: { origin, ...options.headers } })
      : fetch(urlOrRequest, options);
}

export async function openSession(
  browser: Browser,
  baseURL: string,
  options: { userAgent?: string } = {},
): Promise<Session> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, ...options });
  sendOwnOrigin(context.request, new URL(baseURL).origin);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(String(error)));
  page.on("console", (message) => {
    // Failed requests the journey provokes on purpose (a 401 on a wrong password) log too.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      pageErrors.push(message.text());
  });
  return { context, page, pageErrors };
}

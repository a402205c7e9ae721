import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../app.js";
import type { Database } from "../db/client.js";
import { parseConfig } from "../config/config.js";
import type { Mail, Mailer } from "../lib/mailer.js";
import { createTestDatabase } from "./database.js";

export const TEST_ORIGIN = "http://localhost:3000";

export interface CapturingMailer extends Mailer {
  sent: Mail[];
}

export function createCapturingMailer(): CapturingMailer {
  const sent: Mail[] = [];
  return { kind: "log", sent, send: async (mail) => void sent.push(mail) };
}

export interface TestApp {
  app: FastifyInstance;
  /** This app's DATA_DIR (media lands in `media/`). */
  dataDir: string;
  mailer: CapturingMailer;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, for one test file. `env` overrides configuration the
 * way environment variables would.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    webDistDir?: string;
    extend?: (app: FastifyInstance) => void;
    /** Another test app's database, to run a second instance on it (not dropped by this app). */
    database?: Database;
    /** Send mail as configured (SMTP_URL) instead of capturing it in `mailer.sent`. */
    configuredMailer?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "placard-test-"));
  const parsed = parseConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    AUTH_RATE_LIMIT: "1000",
    DATA_DIR: dataDir,
    ...env,
  });
  if (!parsed.ok) throw new Error(parsed.message);
  const { database, drop } = options.database
    ? { database: options.database, drop: async () => {} }
    : await createTestDatabase();
  const mailer = createCapturingMailer();
  const app = await buildApp({
    config: parsed.config,
    database,
    authSecret: "test-secret-test-secret-test-secret-0123",
    mailer: options.configuredMailer ? undefined : mailer,
    // TEST_LOG=1 shows the server's errors while debugging a test.
    logger: process.env.TEST_LOG ? { level: "error" } : false,
    webDistDir: options.webDistDir,
  });
  sendOwnOrigin(app);
  options.extend?.(app);
  await app.ready();
  return {
    app,
    dataDir: parsed.config.DATA_DIR,
    mailer,
    async close() {
      await app.close();
      await drop();
    },
  };
}

const PROVENANCE_HEADERS = ["origin", "sec-fetch-site", "referer"];

/**
 * Requests a test injects come from Placard's own page (its PUBLIC_URL's origin, by default
 * TEST_ORIGIN), as the web app's do, unless the test names an Origin, Sec-Fetch-Site or
 * Referer itself; naming one as `undefined` sends the request without it (lib/origins.ts
 * decides what is accepted).
 */
function sendOwnOrigin(app: FastifyInstance): void {
  const inject = app.inject.bind(app);
  const ownOrigin = new URL(app.config.publicUrl).origin;
  const injectFromOwnPage = (request: InjectOptions | string) => {
    const options = typeof request === "string" ? { url: request } : request;
    const given = Object.entries(options.headers ?? {});
    const names = given.map(([name]) => name.toLowerCase());
    const headers = Object.fromEntries(given.filter(([, value]) => value !== undefined));
    const saysWhereFrom = PROVENANCE_HEADERS.some((name) => names.includes(name));
    return inject({ ...options, headers: saysWhereFrom ? headers : { origin: ownOrigin, ...headers } });
  };
  app.inject = ((request?: InjectOptions | string) =>
    request === undefined ? inject() : injectFromOwnPage(request)) as typeof app.inject;
}

/** `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

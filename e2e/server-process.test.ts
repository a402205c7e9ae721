import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openSession } from "./support/browser.js";
import { signUp } from "./support/journeys.js";
import { freePort, launch, REPO_ROOT, startServer, tempDataDir } from "./support/server.js";

const databaseUrl = inject("databaseUrl") || undefined;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("the server process", () => {
  it("keeps a user signed up in Chromium across a restart", async () => {
    const dataDir = tempDataDir();
    const first = await startServer({ dataDir, env: { DATABASE_URL: databaseUrl } });
    const { context, page } = await openSession(browser, first.url);
    await signUp(page);
    await first.stop();

    // Same port is not guaranteed: carry the cookies to the restarted server's origin.
    const cookies = await context.cookies();
    const second = await startServer({ dataDir, env: { DATABASE_URL: databaseUrl } });
    const { context: again, page: pageAgain } = await openSession(browser, second.url);
    await again.addCookies(cookies.map((cookie) => ({ ...cookie, domain: "localhost" })));
    await pageAgain.goto("/dashboard");
    await pageAgain.getByRole("heading", { name: "Your Campaigns" }).waitFor();
    expect(new URL(pageAgain.url()).pathname).toBe("/dashboard");
    await context.close();
    await again.close();
    await second.stop();
  });

  it("refuses a second process on the same DATA_DIR with a clear message", async () => {
    const dataDir = tempDataDir();
    const first = await startServer({ dataDir, env: { DATABASE_URL: undefined } });
    const second = launch({ PORT: String(await freePort()), DATA_DIR: dataDir, DATABASE_URL: undefined });
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain("is already using DATA_DIR");
    // The first one is unharmed.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    await first.stop();
    expect(existsSync(path.join(dataDir, "placard.lock"))).toBe(false);
  });

  it("reads a .env file, with the environment taking precedence", async () => {
    const dir = tempDataDir();
    writeFileSync(path.join(dir, ".env"), "PORT=abc\nLOG_LEVEL=loud\n");
    const server = path.join(REPO_ROOT, "apps/server/dist/main.js");
    const run = spawnSync(process.execPath, [server], {
      cwd: dir,
      env: { ...process.env, PORT: "4999", DATA_DIR: dir },
      encoding: "utf8",
    });
    expect(run.status).not.toBe(0);
    // LOG_LEVEL came from the file; PORT from the environment won over the file's.
    expect(run.stderr).toContain("LOG_LEVEL:");
    expect(run.stderr).not.toContain("PORT:");
  });

  it("stops at boot with a message naming PORT when PORT=abc", async () => {
    const run = launch({ PORT: "abc", DATA_DIR: tempDataDir() });
    expect(await run.exited).not.toBe(0);
    expect(run.output()).toMatch(/Invalid configuration:\n\s+PORT: /);
  });
});

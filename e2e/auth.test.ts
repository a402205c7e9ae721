import { AFTER_AUTH_PATH } from "@placard/shared/routes";
import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openSession, type Session } from "./support/browser.js";
import { fillSignUp, newAccount, signUp } from "./support/journeys.js";

const baseUrl = inject("baseUrl");
let browser: Browser;
let session: Session;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
afterEach(async () => {
  expect(session.pageErrors).toEqual([]);
  await session.context.close();
});

async function newSession() {
  session = await openSession(browser, baseUrl);
  return session.page;
}

describe("accounts in the browser", () => {
  it("signs up, lands on /dashboard, keeps the session across a reload, and signs out", async () => {
    const page = await newSession();
    const account = await signUp(page);
    expect(new URL(page.url()).pathname).toBe(AFTER_AUTH_PATH);

    await page.reload();
    await page.getByRole("heading", { name: "Your Campaigns" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/dashboard");

    await page.getByRole("button", { name: "Account menu" }).click();
    await expect.poll(() => page.getByText(account.email).isVisible()).toBe(true);
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/sign-in");

    await page.goto("/dashboard");
    await page.waitForURL((url) => url.pathname === "/sign-in");
  });

  it("shows a visible error for a wrong password, and signs in with the right one", async () => {
    const page = await newSession();
    const account = await signUp(page);
    await session.context.clearCookies();

    await page.goto("/sign-in");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("Invalid email or password");
    expect(new URL(page.url()).pathname).toBe("/sign-in");

    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/dashboard");
  });

  it("explains every bad field of the sign-up form before sending it", async () => {
    const page = await newSession();
    await page.goto("/sign-up");
    await page.getByRole("button", { name: "Create account" }).click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Password must be at least 8 characters",
    ]) {
      await page.getByText(message).waitFor();
    }
    // Editing a field clears its error.
    await page.getByLabel("First name").fill("Amani");
    await expect.poll(() => page.getByText("First name is required").count()).toBe(0);
  });

  it("refuses a second account on the same email with a visible error", async () => {
    const page = await newSession();
    const account = await signUp(page);
    await session.context.clearCookies();
    await page.goto("/sign-up");
    await fillSignUp(page, account);
    await expect.poll(() => page.getByRole("alert").textContent()).toMatch(/already exists/i);
  });

  it("carries /ref/ABC to /sign-up?ref=ABC, replacing history, and keeps the code on the new user", async () => {
    const page = await newSession();
    await page.goto("/");
    await page.goto("/ref/ABC");
    await page.waitForURL("**/sign-up?ref=ABC");
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goForward();
    await page.waitForURL("**/sign-up?ref=ABC");

    await fillSignUp(page, newAccount());
    await page.waitForURL("**/dashboard");
    const me = await page.request.get("/api/me");
    expect((await me.json()).referredByCode).toBe("ABC");
  });
});

import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { createListing, prepareAdViaApi, signUpViaApi } from "./support/api.js";
import { widerThanScreen } from "./support/layout.js";
import { launchBrowser, openSession, type Session } from "./support/browser.js";
import { fillSignUp, newAccount, signUp } from "./support/journeys.js";
import { tempDataDir } from "./support/server.js";

/**
 * #15: the support panel never covers a form or a primary action (a fresh browser, where it
 * would open by itself), and where someone was going survives sign-in, sign-up and the
 * referral link.
 */
const baseUrl = inject("baseUrl");
const PASSWORD = "a long enough password";
let browser: Browser;
const sessions: Session[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
afterEach(async () => {
  for (const session of sessions.splice(0)) {
    expect(session.pageErrors).toEqual([]);
    await session.context.close();
  }
});

/** A fresh browser (empty storage: the support panel's first page) at the given size. */
async function freshBrowser(viewport: { width: number; height: number }): Promise<Page> {
  const session = await openSession(browser, baseUrl);
  sessions.push(session);
  await session.page.setViewportSize(viewport);
  return session.page;
}

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 900 };
const supportPanel = (page: Page) => page.getByRole("dialog", { name: "Support centre" });

/** An account made through the API in a context of its own; answers its email. */
async function existingAccount(): Promise<string> {
  const other = await openSession(browser, baseUrl);
  try {
    return await signUpViaApi(other.context.request, baseUrl, "Keza");
  } finally {
    await other.context.close();
  }
}

/** Playwright's actionability check: visible, enabled, and the element itself receives the tap. */
const isTappable = (page: Page, name: string, role: "link" | "button" = "link") =>
  page.getByRole(role, { name }).click({ trial: true, timeout: 5_000 });

describe("the support panel on a phone", () => {
  it("leaves the landing page's 'Publish Your Ad' tappable, and sign-in usable, then returns to /select", async () => {
    const email = await existingAccount();
    const page = await freshBrowser(PHONE);
    await page.goto("/");
    await page.getByRole("link", { name: "Publish Your Ad" }).waitFor();
    await isTappable(page, "Publish Your Ad");
    expect(await supportPanel(page).count()).toBe(0);
    await page.getByRole("link", { name: "Publish Your Ad" }).click();

    await page.waitForURL("**/sign-in?next=%2Fselect");
    expect(await supportPanel(page).count()).toBe(0);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await isTappable(page, "Sign in", "button");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/select");
    expect(await supportPanel(page).count()).toBe(0);

    // Asked for, the panel opens as a sheet that closes again and gives the page back.
    await page.getByRole("button", { name: "Support" }).click();
    await supportPanel(page).waitFor();
    await page.getByRole("button", { name: "Close support centre" }).click();
    expect(await supportPanel(page).count()).toBe(0);
  });

  it("leaves the whole sign-up form usable after /ref/CODE, and keeps the return path through it", async () => {
    const page = await freshBrowser(PHONE);
    await page.goto("/ref/PHONE15?next=%2Fcreate-website");
    await page.waitForURL((url) => url.pathname === "/sign-up");
    expect(new URL(page.url()).search).toBe("?ref=PHONE15&next=%2Fcreate-website");
    await page.getByRole("heading", { name: "Create Your Account" }).waitFor();
    expect(await supportPanel(page).count()).toBe(0);
    await isTappable(page, "Create account", "button");
    await fillSignUp(page, newAccount());
    await page.waitForURL((url) => url.pathname === "/create-website");
    await page.getByRole("heading", { name: "Add Your Website" }).waitFor();
  });
});

describe("where people were going survives sign-in and sign-up", () => {
  it("opens the panel by itself on a wide landing page without covering 'Add Your Website', which returns there after sign-in", async () => {
    const email = await existingAccount();
    const page = await freshBrowser(DESKTOP);
    await page.goto("/");
    await supportPanel(page).waitFor();
    await isTappable(page, "Add Your Website");
    await isTappable(page, "Publish Your Ad");
    await page.getByRole("link", { name: "Add Your Website" }).click();
    await page.waitForURL("**/sign-in?next=%2Fcreate-website");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/create-website");
  });

  it("keeps a publisher's 'Advertise here' website and space through sign-in → sign-up", async () => {
    const owner = await openSession(browser, baseUrl);
    sessions.push(owner);
    await signUpViaApi(owner.context.request, baseUrl, "Owner");
    const listing = await createListing(owner.context.request, "Intent News", [{ placementKey: "HeaderPic" }]);
    const target = `/direct-ad?websiteId=${listing.websiteId}&categoryId=${listing.spaceIdOf.HeaderPic ?? ""}`;

    const page = await freshBrowser(DESKTOP);
    await page.goto(target);
    await page.waitForURL(`**/sign-in?next=${encodeURIComponent(target)}`);
    await page.getByRole("link", { name: "Create one" }).click();
    await page.waitForURL((url) => url.pathname === "/sign-up");
    await fillSignUp(page, newAccount());
    await page.waitForURL((url) => `${url.pathname}${url.search}` === target);
  });

  it("refuses a return path to another origin and lands on /dashboard", async () => {
    const email = await existingAccount();
    const page = await freshBrowser(DESKTOP);
    await page.goto("/sign-in?next=%2F%2Fevil.example.com%2F");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.origin === new URL(baseUrl).origin && url.pathname === "/dashboard");
  });
});

describe("one rule for creatives (#15.9)", () => {
  it("takes a PDF on the guided /select step, as /direct-ad does", async () => {
    const page = await freshBrowser(DESKTOP);
    await signUp(page);
    await page.goto("/select");
    const file = path.join(tempDataDir(), "flyer.pdf");
    writeFileSync(
      file,
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    );
    await page.getByLabel("Ad file").setInputFiles(file);
    await page.getByRole("link", { name: /Open the PDF/ }).waitFor();
    expect(await page.getByText("Invalid file type. Please upload an image, video, or PDF.").count()).toBe(0);
  });
});

/** Whether two boxes share any area. */
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("cards on a phone (#34.13)", () => {
  it("keeps a chosen website's card and the integration code's Copy inside 375 px, and Support off the last card", async () => {
    const other = await openSession(browser, baseUrl);
    await signUpViaApi(other.context.request, baseUrl, "Keza");
    const theirs = await createListing(other.context.request, "The Kigali Community Newspaper Online Edition", [
      { placementKey: "sidebar", priceCents: 1500, capacity: 3 },
      { placementKey: "bottom", priceCents: 1000, capacity: 3 },
    ]);
    await other.context.close();
    const session = await openSession(browser, baseUrl);
    sessions.push(session);
    const { page } = session;
    await page.setViewportSize(PHONE);
    await signUp(page);
    await prepareAdViaApi(session.context.request, { websiteIds: [theirs.websiteId], spaceIds: [] });

    await page.goto("/websites");
    const chosen = page.getByRole("button", { name: /The Kigali Community Newspaper/, pressed: true });
    await chosen.waitFor();
    const card = await chosen.boundingBox();
    expect(Math.round((card?.x ?? 0) + (card?.width ?? Infinity))).toBeLessThanOrEqual(PHONE.width);
    expect(await widerThanScreen(page, "main")).toEqual([]);

    // At the end of /categories the Support button rests below the last card, not on its text.
    await page.goto("/categories");
    const cards = page.locator("main li label");
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(2);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const support = await page.getByRole("button", { name: "Support", exact: true }).boundingBox();
    for (const card of await cards.all()) {
      const box = await card.boundingBox();
      if (support && box) expect(overlaps(support, box)).toBe(false);
    }

    const mine = await createListing(session.context.request, "North Star", [{ placementKey: "sidebar" }]);
    await page.goto(`/website/${mine.websiteId}`);
    await page
      .getByRole("button", { name: /^Show details of/ })
      .first()
      .click();
    const copy = page.getByRole("button", { name: "Copy" }).first();
    await copy.waitFor();
    expect((await copy.boundingBox())?.x ?? Infinity).toBeLessThan(PHONE.width - 40);
    expect(await widerThanScreen(page, "main")).toEqual([]);
  }, 120_000);
});

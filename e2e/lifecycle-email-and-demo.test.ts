import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext, Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLACEMENTS } from "@placard/shared/placements";
import { mp4File, prepareAdViaApi } from "./support/api.js";
import { launchBrowser, openSession } from "./support/browser.js";
import { widerThanScreen } from "./support/layout.js";
import { createE2eDatabase, REPO_ROOT, type RunningServer, startServer, tempDataDir } from "./support/server.js";
import { startSmtpInbox } from "./support/smtp.js";

/**
 * #17's journeys on the demo's marketplace (`npm run demo`, then `npm start` on the same
 * data, as the README says), with a real SMTP server taking Placard's mail: an advertiser
 * sees the demo's measured traffic on /websites and takes a report away as CSV; an owner
 * gets the review email of a new ad and follows its link to the review screen. What each
 * email says, and that it is sent once, the server tests prove (modules/email/email.test.ts).
 */

const DEMO_PASSWORD = "placard-demo";
const OWNER = "publisher@demo.placard.test";
const ADVERTISER = "advertiser@demo.placard.test";
/** Another demo advertiser, whose new ad the owner is asked to review. */
const NEW_ADVERTISER = "zawadi.achieng@demo.placard.test";

/** The French catalog: the French journey reads its labels where the app does. */
const fr = JSON.parse(readFileSync(path.join(REPO_ROOT, "apps/web/src/lib/i18n/locales/fr.json"), "utf8")) as Record<
  string,
  string
>;
function french(key: string): string {
  const text = fr[key];
  if (text === undefined) throw new Error(`fr.json has no ${key}`);
  return text;
}
const placementName = (key: string) =>
  fr[`placements.${key}.name`] ?? PLACEMENTS.find((placement) => placement.key === key)?.name ?? key;

let browser: Browser;
let server: RunningServer;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let stop: () => Promise<void>;

beforeAll(async () => {
  const database = await createE2eDatabase();
  const dataDir = tempDataDir();
  // The demo refuses a database with accounts: it fills this journey's own, empty one.
  const demo = promisify(execFile)("node", ["scripts/demo.mjs"], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: database?.url, LOG_LEVEL: "warn" },
  });
  [inbox, browser] = await Promise.all([startSmtpInbox(), launchBrowser(), demo]);
  server = await startServer({ dataDir, env: { DATABASE_URL: database?.url, SMTP_URL: inbox.url } });
  stop = async () => {
    await server.stop();
    await database?.drop();
  };
});
afterAll(async () => {
  await browser?.close();
  await stop?.();
  await inbox?.close();
});

async function signIn(email: string) {
  const session = await openSession(browser, server.url);
  const response = await session.context.request.post("/api/auth/sign-in/email", {
    data: { email, password: DEMO_PASSWORD },
  });
  if (!response.ok()) throw new Error(`sign-in of ${email} failed: ${response.status()} ${await response.text()}`);
  return session;
}

async function json(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
  return response.json();
}

describe("the demo's marketplace with mail (#17)", () => {
  it("an advertiser sees measured traffic on /websites and exports an ad's report as CSV", async () => {
    const { context, page, pageErrors } = await signIn(ADVERTISER);
    // The demo advertiser's ad in progress opens the websites step.
    await page.goto("/websites");
    const diaries = page.getByRole("button", { name: /Nairobi Food Diaries/ });
    await expect.poll(() => diaries.textContent()).toMatch(/[\d.]+K? views\/day, measured by Placard/);

    const { items: ads } = await json(context.request, "/api/ads");
    const running = ads.find((ad: { businessName: string }) => ad.businessName === "Kilimanjaro Coffee Roasters");
    await page.goto(`/approved-detail/${running.id}`);
    // Views and clicks each on an axis of their own (#15.13): left for views, right for clicks.
    const axes = page.getByTestId("stats-chart").locator(".recharts-yAxis");
    // The chart is a chunk of its own, drawn once the report has loaded: give it more than poll's 1 s.
    await expect.poll(() => axes.count(), { timeout: 15_000 }).toBe(2);
    const [views, clicks] = [await axes.nth(0).boundingBox(), await axes.nth(1).boundingBox()];
    expect(clicks?.x ?? 0).toBeGreaterThan((views?.x ?? 0) + 100);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV", exact: true }).click(),
    ]);
    const lines = (await readFile(await download.path(), "utf8")).trim().split(/\r?\n/);
    expect(lines[0]).toBe('"Date","Period","Website","Views","Clicks"');
    // A row per website and day of the demo's traffic: its date, the website, the counts.
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines.slice(1)) expect(line).toMatch(/^"\d{4}-\d{2}-\d{2}",.*,"\d+","\d+"$/);
    expect(lines.some((line) => line.includes('"Nairobi Food Diaries"'))).toBe(true);

    // Where and on what (decision 0059): the demo's readers by country, device and page.
    const rows = (dimension: string) => page.getByTestId(`reach-${dimension}`).getByTestId("reach-row");
    await expect.poll(() => rows("country").count()).toBeGreaterThan(3);
    expect(await rows("country").first().textContent()).toMatch(/^Rwanda/);
    await page.getByRole("button", { name: "Device" }).click();
    await expect
      .poll(() => rows("device").allTextContents())
      .toEqual([expect.stringMatching(/^Phone/), expect.stringMatching(/^Desktop/), expect.stringMatching(/^Tablet/)]);
    await page.getByRole("button", { name: "Page" }).click();
    await expect.poll(() => rows("page").count()).toBeGreaterThan(5);
    expect(await rows("page").first().textContent()).toMatch(/^\//);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("the owner gets the review email of a new ad, both parts, and its link opens the ad's review", async () => {
    const owner = await signIn(OWNER);
    const { items: websites } = await json(owner.context.request, "/api/websites");
    const website = websites.find((item: { name: string }) => item.name === "Nairobi Food Diaries");
    const { spaces } = await json(owner.context.request, `/api/websites/${website.id}/spaces`);

    const advertiser = await signIn(NEW_ADVERTISER);
    const adId = await prepareAdViaApi(
      advertiser.context.request,
      { websiteIds: [website.id], spaceIds: [spaces[0].id] },
      "Mombasa Kite School",
    );
    const submitted = await advertiser.context.request.post(`/api/ads/drafts/${adId}/submit`);
    expect(submitted.status(), await submitted.text()).toBe(201);
    await advertiser.context.close();

    const mail = await inbox.nextMail(
      (received) => received.to.includes(OWNER) && received.subject.includes("Mombasa Kite School"),
    );
    expect(mail.subject).toBe("An ad is waiting for your review: Mombasa Kite School");
    const link = /Review the ad: (\S+)/.exec(mail.text)?.[1] ?? "";
    expect(new URL(link).pathname).toBe(`/pending-ad/${adId}`);
    expect(mail.html).toContain(`href="${link}"`);

    const { page, pageErrors } = owner;
    await page.goto(link);
    await page.getByRole("heading", { name: "Mombasa Kite School", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Approve for Nairobi Food Diaries" }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/pending-ad/${adId}`);
    expect(pageErrors).toEqual([]);
    await owner.context.close();
  });

  it("signs up in French, publishes an ad and reads the owner's approval in a French email (#33)", async () => {
    const session = await openSession(browser, server.url);
    const { page, context, pageErrors } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/sign-up");
    await page.getByRole("banner").getByLabel("Language").selectOption("fr");
    await page.getByRole("heading", { level: 1, name: "Créez votre compte" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    const email = `amelie-${Date.now()}@example.com`;
    await page.getByLabel("Prénom", { exact: true }).fill("Amélie");
    await page.getByLabel("Nom", { exact: true }).fill("Uwase");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("a long enough password");
    await page.getByRole("button", { name: "Créer le compte" }).click();
    // With mail configured, the address is confirmed first (decision 0026): in French too.
    const confirm = await inbox.nextMail((received) => received.to.includes(email));
    expect(confirm.subject).toBe("Confirmez votre adresse e-mail pour Placard");
    await page.goto(/(http\S+\/api\/auth\/verify-email\?\S+)/.exec(confirm.text)?.[1] ?? "/missing-link");
    await page.waitForURL("**/dashboard");
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    expect((await json(context.request, "/api/me")).locale).toBe("fr");

    // The ad goes through the French ad flow to a demo owner's website; the owner approves it.
    const owner = await signIn(OWNER);
    const { items: websites } = await json(owner.context.request, "/api/websites");
    const website = websites.find((item: { name: string }) => item.name === "Nairobi Food Diaries");
    const { spaces } = await json(owner.context.request, `/api/websites/${website.id}/spaces`);
    await page.goto("/select");
    await page.getByLabel(french("campaigns.upload.label")).setInputFiles({
      name: "pain.mp4",
      mimeType: "video/mp4",
      buffer: mp4File(64 * 1024),
    });
    await page.getByLabel(french("campaigns.select.uploaded_alt")).waitFor();
    await page.getByRole("button", { name: french("campaigns.flow.continue") }).click();
    await page.getByLabel(french("campaigns.business.name")).fill("Boulangerie Amélie");
    await page.getByLabel(french("campaigns.business.link")).fill("boulangerie.example.com");
    await page.getByLabel(french("campaigns.business.location")).fill("Kigali");
    await page.getByLabel(french("campaigns.business.description")).fill("Du pain chaud chaque matin.");
    await page.getByRole("button", { name: french("campaigns.flow.continue") }).click();
    await page.waitForURL("**/websites");
    await page.getByRole("button", { name: /Nairobi Food Diaries/ }).click();
    await page.getByRole("button", { name: french("campaigns.flow.continue") }).click();
    await page.waitForURL("**/categories");
    await page.getByRole("checkbox", { name: placementName(spaces[1].placementKey) }).check();
    await page.getByRole("button", { name: french("campaigns.spaces.publish") }).click();
    await page.getByRole("heading", { name: french("campaigns.success.title") }).waitFor();
    expect(await widerThanScreen(page, "header, main")).toEqual([]);
    const { items: ads } = await json(context.request, "/api/ads");
    const adId = ads.find((ad: { businessName: string }) => ad.businessName === "Boulangerie Amélie").id;
    const review = await json(owner.context.request, `/api/reviews/ads/${adId}`);
    const approved = await owner.context.request.post(`/api/reviews/requests/${review.websites[0].requestId}/approve`);
    expect(approved.ok(), await approved.text()).toBe(true);
    await owner.context.close();

    const mail = await inbox.nextMail(
      (received) => received.to.includes(email) && received.subject.includes("Boulangerie Amélie"),
    );
    expect(mail.subject).toBe("Votre annonce a été approuvée : Boulangerie Amélie");
    expect(mail.text).toContain("Le propriétaire du site a approuvé");
    expect(mail.html).toContain('lang="fr"');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("orders the cheapest reach across every website on /categories, at 1366 and 375 px (#34.14)", async () => {
    const { context, page, pageErrors } = await signIn(ADVERTISER);
    const draft = await json(context.request, "/api/ads/drafts/current");
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto("/categories");
      await page.getByRole("button", { name: "Show the cheapest spaces" }).click();
      const list = page.getByTestId("cheapest-spaces");
      await list.waitFor();
      expect(await widerThanScreen(page, "header, main")).toEqual([]);
    }
    // The server's order is the figure's: cheapest per 1,000 measured views first, across websites.
    const { items } = await json(context.request, "/api/marketplace/cheapest-spaces?limit=50");
    const figures = items.map((space: { pricePerThousandViewsCents: number }) => space.pricePerThousandViewsCents);
    expect(figures.length).toBeGreaterThan(3);
    expect(figures).toEqual([...figures].sort((a, b) => a - b));
    expect(new Set(items.map((space: { websiteId: string }) => space.websiteId)).size).toBeGreaterThan(1);
    const checkboxes = page.getByTestId("cheapest-spaces").getByRole("checkbox");
    const names = await checkboxes.evaluateAll((boxes) => boxes.map((box) => box.getAttribute("aria-label")));
    expect(names.slice(0, 3)).toEqual(items.slice(0, 3).map((space: { name: string }) => space.name));

    // Choosing one adds its website to the ad in progress.
    const index = items
      .slice(0, 20)
      .findIndex(
        (space: { websiteId: string; isFull: boolean }) =>
          !space.isFull && !draft.selectedWebsiteIds.includes(space.websiteId),
      );
    expect(index).toBeGreaterThanOrEqual(0);
    await checkboxes.nth(index).click();
    await expect
      .poll(async () => (await json(context.request, "/api/ads/drafts/current")).selectedWebsiteIds)
      .toContain(items[index].websiteId);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

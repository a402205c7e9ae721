import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openSession } from "./support/browser.js";
import { signUp } from "./support/journeys.js";
import { createE2eDatabase, startServer, tempDataDir } from "./support/server.js";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function logoFile(): Promise<string> {
  const file = path.join(tempDataDir(), "logo.png");
  const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: "#0891b2" } })
    .png()
    .toBuffer();
  writeFileSync(file, png);
  return file;
}

async function configure(page: Page, placement: string, fields: { price?: string; users?: string; tier?: string }) {
  await page.getByRole("listitem").getByRole("button", { name: placement, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Configure ${placement}` });
  if (fields.tier) await dialog.getByText(fields.tier, { exact: true }).click();
  if (fields.price) await dialog.getByLabel("Price ($/mo)").fill(fields.price);
  if (fields.users) await dialog.getByLabel("User count", { exact: true }).fill(fields.users);
  await dialog.getByRole("button", { name: "Save & Continue" }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("publisher inventory in the browser", () => {
  it("creates a website with spaces, edits them, and everything survives a restart; nobody else can touch it", async () => {
    const dataDir = tempDataDir();
    const database = await createE2eDatabase();
    const databaseUrl = database?.url;
    let server = await startServer({ dataDir, env: { DATABASE_URL: databaseUrl } });
    const { context, page, pageErrors } = await openSession(browser, server.url);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await signUp(page);

    // Create the website with a logo.
    await page.goto("/create-website");
    await page.getByText("Please upload a logo to continue").waitFor();
    await page.getByLabel("Website Name").fill("Kigali Daily");
    await page.getByLabel("Website URL").fill("kigalidaily.example.com");
    await page.getByLabel("Logo Upload").setInputFiles(await logoFile());
    await page.getByRole("img", { name: "Logo Upload preview" }).waitFor();
    await page.getByRole("button", { name: "Create Website" }).click();
    await page.waitForURL("**/create-categories/*");
    const websiteId = new URL(page.url()).pathname.split("/").pop() ?? "";

    // Three placements with prices.
    await page.getByRole("heading", { name: "Select Your Ad Spaces" }).waitFor();
    await configure(page, "Above the Fold", { tier: "Gold", users: "2" });
    await configure(page, "Sidebar", { price: "15", users: "1" });
    await page.getByRole("button", { name: "Secondary" }).click();
    await configure(page, "Bottom", { price: "12" });
    await page.getByText("Selected 3 ad spaces").waitFor();
    await page.getByRole("button", { name: "Create 3 Ad Spaces" }).click();
    await page.waitForURL("**/projects");
    await page.getByRole("heading", { name: "Your Digital Ecosystem" }).waitFor();
    await expect.poll(() => page.getByTestId("website-card").count()).toBe(1);

    // Open it: three spaces.
    await page.getByRole("link", { name: "View Details" }).click();
    await page.waitForURL(`**/website/${websiteId}`);
    await expect.poll(() => page.getByTestId("space-card").count()).toBe(3);
    const aboveTheFold = page.getByTestId("space-card").filter({ hasText: "Above the Fold" });
    await aboveTheFold.getByText("$30").waitFor();

    // Edit a user count inline (Enter saves).
    await aboveTheFold.getByRole("button", { name: "Edit user count" }).click();
    await aboveTheFold.getByLabel("User count", { exact: true }).fill("4");
    await aboveTheFold.getByLabel("User count", { exact: true }).press("Enter");
    await page.getByText("User count updated successfully").waitFor();
    await aboveTheFold.getByText("4 users").waitFor();

    // Set a language.
    await aboveTheFold.getByRole("button", { name: /Default language: English/ }).click();
    const languageDialog = page.getByRole("dialog", { name: "Set Default Language" });
    await languageDialog.getByRole("radio", { name: /Kinyarwanda/ }).click();
    await languageDialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Default language updated successfully!").waitFor();
    await aboveTheFold.getByRole("button", { name: /Default language: Kinyarwanda/ }).waitFor();

    // Copy the HTML snippet.
    await aboveTheFold.getByRole("button", { name: "Show details of Above the Fold" }).click();
    await aboveTheFold.getByTestId("integration-code").waitFor();
    await aboveTheFold.getByRole("button", { name: "JavaScript" }).click();
    await aboveTheFold.getByText(/\+ \d+ more lines\.\.\./).waitFor();
    await aboveTheFold.getByRole("button", { name: "HTML" }).click();
    await aboveTheFold.getByRole("button", { name: "Copy" }).click();
    await aboveTheFold.getByText("Copied!").waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("<div data-placard-space=");
    expect(copied).toContain(`${server.url}/embed/v1/placard.js`);

    // Delete a space.
    const bottom = page.getByTestId("space-card").filter({ hasText: "Bottom" });
    await bottom.getByRole("button", { name: "Show details of Bottom" }).click();
    await bottom.getByRole("button", { name: "Delete Space" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Bottom?" });
    await confirm.getByText("This action cannot be undone and will affect all related ads").waitFor();
    await confirm.getByRole("button", { name: "Delete Space" }).click();
    await expect.poll(() => page.getByTestId("space-card").count()).toBe(2);

    // Rename the website (double-click, Enter).
    await page.getByRole("heading", { level: 1 }).getByText("Kigali Daily").dblclick();
    await page.getByLabel("Website name", { exact: true }).fill("Kigali Daily News");
    await page.getByLabel("Website name", { exact: true }).press("Enter");
    await page.getByRole("heading", { level: 1 }).getByText("Kigali Daily News").waitFor();
    expect(pageErrors).toEqual([]);

    // Restart the server: everything is still there.
    const cookies = await context.cookies();
    await server.stop();
    server = await startServer({ dataDir, env: { DATABASE_URL: databaseUrl } });
    const again = await openSession(browser, server.url);
    await again.context.addCookies(cookies.map((cookie) => ({ ...cookie, domain: "localhost" })));
    await again.page.goto(`/website/${websiteId}`);
    await again.page.getByRole("heading", { level: 1 }).getByText("Kigali Daily News").waitFor();
    await expect.poll(() => again.page.getByTestId("space-card").count()).toBe(2);
    const restored = again.page.getByTestId("space-card").filter({ hasText: "Above the Fold" });
    await restored.getByText("4 users").waitFor();
    await restored.getByRole("button", { name: /Default language: Kinyarwanda/ }).waitFor();
    const logo = await again.page.request.get(
      (await (await again.page.request.get(`/api/websites/${websiteId}`)).json()).logoUrl,
    );
    expect(logo.status()).toBe(200);

    // A second user gets 404 for every read and change.
    const intruder = await openSession(browser, server.url);
    await signUp(intruder.page);
    const api = intruder.page.request;
    const spaces = (await (await again.page.request.get(`/api/websites/${websiteId}/spaces`)).json()).spaces;
    const spaceId = spaces[0].id;
    const attempts = [
      api.get(`/api/websites/${websiteId}`),
      api.get(`/api/websites/${websiteId}/spaces`),
      api.patch(`/api/websites/${websiteId}`, { data: { name: "Mine now" } }),
      api.post(`/api/websites/${websiteId}/spaces`, { data: { spaces: [{ placementKey: "bottom" }] } }),
      api.get(`/api/spaces/${spaceId}`),
      api.put(`/api/spaces/${spaceId}/capacity`, { data: { capacity: 99 } }),
      api.patch(`/api/spaces/${spaceId}/language`, { data: { defaultLanguage: "french" } }),
      api.get(`/api/spaces/${spaceId}/integration`),
      api.delete(`/api/spaces/${spaceId}`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status(), response.url()).toBe(404);
    await intruder.page.goto(`/website/${websiteId}`);
    await intruder.page.getByText("Website not found").waitFor();
    expect((await (await again.page.request.get(`/api/websites/${websiteId}/spaces`)).json()).spaces).toHaveLength(2);

    await context.close();
    await again.context.close();
    await intruder.context.close();
    await server.stop();
    await database?.drop();
  });
});

import { describe, expect, it } from "vitest";
import { writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { openSession } from "./support/browser.js";
import { useIsolatedJourney } from "./support/fixtures.js";
import { fillSignUp, newAccount, signUp } from "./support/journeys.js";
import { tempDataDir } from "./support/server.js";

const journey = useIsolatedJourney();

describe("the referral programme in the browser", () => {
  it("A shares the link, B signs up with it and lists a website with a space, A sees B qualified and is notified", async () => {
    const a = await openSession(journey.browser, journey.server.url);
    await a.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: journey.server.url });
    await signUp(a.page);
    await a.page.getByRole("button", { name: "Account menu" }).click();
    await a.page.getByRole("menuitem", { name: "Referral programme" }).click();
    await a.page.waitForURL("**/referral");
    await a.page.getByText("No referrals yet. Share your referral link to get started!").waitFor();
    await a.page.getByRole("button", { name: "Copy" }).click();
    await a.page.getByText("Copied!").waitFor();
    const link = await a.page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${journey.server.url}/sign-up\\?ref=[A-Z2-9]{8}$`));

    const b = await openSession(journey.browser, journey.server.url);
    await b.page.goto(link);
    await fillSignUp(b.page, { ...newAccount(), firstName: "Bea", lastName: "Umutoni" });
    await b.page.waitForURL("**/dashboard");
    // B lists a website in the UI: being referred, B is told 'Referral was sent' (once).
    const logo = path.join(tempDataDir(), "logo.png");
    writeFileSync(
      logo,
      await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0891b2" } })
        .png()
        .toBuffer(),
    );
    await b.page.goto("/create-website");
    await b.page.getByLabel("Website Name").fill("Bea Blog");
    await b.page.getByLabel("Website URL").fill("bea-blog.example.com");
    await b.page.getByLabel("Logo Upload").setInputFiles(logo);
    await b.page.getByRole("button", { name: "Create Website" }).click();
    await b.page.getByText("Referral was sent").waitFor();
    await b.page.waitForURL("**/create-categories/*");
    const websiteId = new URL(b.page.url()).pathname.split("/").pop();
    await b.context.request.post(`/api/websites/${websiteId}/spaces`, {
      data: { spaces: [{ placementKey: "sidebar" }] },
    });

    await a.page.reload();
    const row = a.page.getByTestId("referral").filter({ hasText: "Bea Umutoni" });
    await row.getByTestId("referral-status").getByText("Qualified").waitFor();
    expect(await row.getByTestId("referral-status").getAttribute("class")).toContain("green");
    await row.getByText("Bea Blog").waitFor();
    await row.getByText("Ad categories: Sidebar").waitFor();
    await a.page
      .getByRole("button", { name: /Notifications, 1 unread/ })
      .first()
      .waitFor();

    expect(a.pageErrors).toEqual([]);
    expect(b.pageErrors).toEqual([]);
    await a.context.close();
    await b.context.close();
  });
});

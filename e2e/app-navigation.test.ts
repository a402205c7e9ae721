import { describe, expect, it } from "vitest";
import { bookAdViaApi, createListing, prepareAdViaApi } from "./support/api.js";
import { openSession } from "./support/browser.js";
import { useIsolatedJourney } from "./support/fixtures.js";
import { signUp } from "./support/journeys.js";

const journey = useIsolatedJourney();

describe("signed-in app navigation and live screens (#15)", () => {
  it("gives owners a home, app sections with the pending count, and a pending list that updates live", async () => {
    const owner = await openSession(journey.browser, journey.server.url);
    await signUp(owner.page);
    const app = owner.page.getByRole("navigation", { name: "App" });
    for (const name of ["Campaigns", "New Ad", "Websites", "Pending Ads", "Wallet", "Referral"])
      await app.getByRole("link", { name, exact: true }).waitFor();

    const listing = await createListing(owner.context.request, "North Star", [
      { placementKey: "sidebar", priceCents: 1500, capacity: 3 },
    ]);

    // An owner with websites and no ads lands on the publisher side from 'Dashboard'…
    await owner.page.goto("/pending-ads");
    await owner.page.getByText("No Pending Ads").waitFor();
    // Its way back goes to the app (the side the person uses), not the landing page.
    expect(await owner.page.getByRole("link", { name: "Return to Dashboard" }).getAttribute("href")).toBe("/dashboard");
    await owner.page.getByRole("banner").getByRole("link", { name: "Dashboard", exact: true }).click();
    await owner.page.waitForURL("**/projects");
    // …and still reaches the advertiser side on purpose.
    await app.getByRole("link", { name: "Campaigns", exact: true }).click();
    await owner.page.waitForURL("**/dashboard");
    await owner.page.getByText("No Active Campaigns Yet").waitFor();
    expect(new URL(owner.page.url()).pathname).toBe("/dashboard");

    // The list opened before the ad existed shows it when the live event arrives, no reload.
    await app.getByRole("link", { name: "Pending Ads", exact: true }).click();
    await owner.page.getByText("No Pending Ads").waitFor();
    const advertiser = await openSession(journey.browser, journey.server.url);
    await signUp(advertiser.page);
    const adId = await prepareAdViaApi(advertiser.context.request, {
      websiteIds: [listing.websiteId],
      spaceIds: [listing.spaceIds[0]],
    });
    expect((await advertiser.context.request.post(`/api/ads/drafts/${adId}/submit`)).status()).toBe(201);
    await owner.page.getByTestId("pending-ad").filter({ hasText: "Acme Coffee" }).waitFor();
    // The toast that announced it sits below the header, never over its buttons (#15.13).
    const below = async () => {
      const toast = await owner.page.locator("[data-sonner-toast]").first().boundingBox();
      const header = await owner.page.getByRole("banner").boundingBox();
      return toast !== null && header !== null && toast.y >= header.y + header.height;
    };
    await expect.poll(below).toBe(true);
    await app.getByRole("link", { name: /^Pending Ads\W*1 waiting$/ }).waitFor();

    // The mobile menu carries the same sections, the referral link among them.
    await owner.page.setViewportSize({ width: 375, height: 812 });
    await owner.page.getByRole("button", { name: "Open menu" }).click();
    const menu = owner.page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("link", { name: "Referral", exact: true }).waitFor();
    await menu.getByRole("link", { name: /^Pending Ads\W*1 waiting$/ }).click();
    await owner.page.waitForURL("**/pending-ads");

    expect(owner.pageErrors).toEqual([]);
    expect(advertiser.pageErrors).toEqual([]);
    await owner.context.close();
    await advertiser.context.close();
  });

  it("shows each campaign's real state on /dashboard, with Pay Now on the card, the reason, and filters", async () => {
    const owner = await openSession(journey.browser, journey.server.url);
    await signUp(owner.page);
    const listing = await createListing(owner.context.request, "South Cross", [
      { placementKey: "bottom", priceCents: 1000, capacity: 5 },
    ]);
    const advertiser = await openSession(journey.browser, journey.server.url);
    await signUp(advertiser.page);
    const request = advertiser.context.request;
    const target = { websiteIds: [listing.websiteId], spaceIds: [listing.spaceIds[0]] };
    const submit = async (businessName: string) => {
      const adId = await prepareAdViaApi(request, target, businessName);
      expect((await request.post(`/api/ads/drafts/${adId}/submit`)).status()).toBe(201);
      const review = await (await owner.context.request.get(`/api/reviews/ads/${adId}`)).json();
      return review.websites[0].requestId as string;
    };
    await bookAdViaApi(request, owner.context.request, {
      websiteId: listing.websiteId,
      spaceIds: [listing.spaceIds[0] ?? ""],
      businessName: "Running Rugs",
    });
    const unpaid = await submit("Unpaid Umbrellas");
    expect((await owner.context.request.post(`/api/reviews/requests/${unpaid}/approve`)).ok()).toBe(true);
    const refused = await submit("Rejected Radios");
    const rejection = await owner.context.request.post(`/api/reviews/requests/${refused}/reject`, {
      data: { reason: "We only run local businesses" },
    });
    expect(rejection.ok()).toBe(true);
    await submit("Waiting Watches");

    const page = advertiser.page;
    await page.goto("/dashboard");
    const card = (name: string) => page.getByTestId("campaign-card").filter({ hasText: name });
    const stateOf = (name: string) => card(name).getByTestId("campaign-state").textContent();
    await card("Waiting Watches").waitFor();
    expect(await stateOf("Running Rugs")).toBe("Running");
    expect(await stateOf("Unpaid Umbrellas")).toBe("Awaiting payment");
    expect(await stateOf("Rejected Radios")).toBe("Rejected");
    expect(await stateOf("Waiting Watches")).toBe("Awaiting review");
    await card("Rejected Radios").getByText("Reason: We only run local businesses").waitFor();
    expect(
      await card("Running Rugs")
        .getByRole("button", { name: /Pay Now/ })
        .count(),
    ).toBe(0);

    const expectShown = async (filter: string, names: string[]) => {
      await page.getByRole("group", { name: "Filter campaigns" }).getByRole("button", { name: filter }).click();
      await expect
        .poll(async () => (await page.getByTestId("campaign-card").locator("h2").allTextContents()).sort())
        .toEqual(names);
    };
    await expectShown("Awaiting review", ["Waiting Watches"]);
    await expectShown("Approved", ["Running Rugs", "Unpaid Umbrellas"]);
    await expectShown("Rejected", ["Rejected Radios"]);
    await expectShown("Awaiting payment", ["Unpaid Umbrellas"]);
    await expectShown("All", ["Rejected Radios", "Running Rugs", "Unpaid Umbrellas", "Waiting Watches"]);

    // Pay Now on the card opens the payment for that website.
    await card("Unpaid Umbrellas").getByRole("button", { name: "Pay Now" }).click();
    await page.getByRole("dialog", { name: "Pay for South Cross" }).waitFor();
    await page.keyboard.press("Escape");

    // A rejected ad is edited and resubmitted from its page, the reason in view (#15.2).
    await card("Rejected Radios").getByRole("link", { name: "View Campaign" }).click();
    await page
      .getByRole("region", { name: "Rejected — edit and resubmit" })
      .getByText("We only run local businesses")
      .waitFor();
    await page.getByRole("button", { name: "Edit and resubmit" }).click();
    await page.getByLabel("Business name").fill("Local Radios");
    await page.getByRole("button", { name: "Resubmit for review" }).click();
    await page.getByRole("heading", { level: 1, name: "Local Radios" }).waitFor();
    await page.getByText("Resubmitted. Earlier reason: We only run local businesses").waitFor();
    expect(await page.getByRole("region", { name: "Rejected — edit and resubmit" }).count()).toBe(0);

    expect(owner.pageErrors).toEqual([]);
    expect(advertiser.pageErrors).toEqual([]);
    await owner.context.close();
    await advertiser.context.close();
  });
});

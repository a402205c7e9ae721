import { describe, expect, it } from "vitest";
import { createListing, prepareAdViaApi } from "./support/api.js";
import { openSession } from "./support/browser.js";
import { useIsolatedJourney } from "./support/fixtures.js";
import { signUp } from "./support/journeys.js";

const journey = useIsolatedJourney();

describe("review and live notifications in two browsers", () => {
  it("notifies the owner live, and the advertiser of the approval and the rejection with its reason", async () => {
    const owner = await openSession(journey.browser, journey.server.url);
    await signUp(owner.page);
    const north = await createListing(owner.context.request, "North Star", [
      { placementKey: "sidebar", priceCents: 1500, capacity: 3 },
    ]);
    const south = await createListing(owner.context.request, "South Cross", [
      { placementKey: "bottom", priceCents: 1000, capacity: 3 },
    ]);
    await owner.page.goto("/projects");
    await owner.page
      .getByRole("button", { name: /Notifications, 0 unread/ })
      .first()
      .waitFor();

    // The advertiser prepares an ad on both websites (API), and publishes it in the UI.
    const advertiser = await openSession(journey.browser, journey.server.url);
    await signUp(advertiser.page);
    const request = advertiser.context.request;
    const draftId = await prepareAdViaApi(request, {
      websiteIds: [north.websiteId, south.websiteId],
      spaceIds: [north.spaceIds[0], south.spaceIds[0]],
    });
    await advertiser.page.goto("/categories");
    await advertiser.page.getByRole("button", { name: "Publish" }).click();
    await advertiser.page.waitForURL("**/ad-success");

    // The owner hears about it without reloading (the page was loaded before the ad existed).
    await owner.page.getByText("New Pending Ad").first().waitFor();
    await owner.page
      .getByRole("button", { name: /Notifications, 1 unread/ })
      .first()
      .waitFor();

    // Approve one website, reject the other with a reason.
    await owner.page
      .getByRole("button", { name: /Notifications, 1 unread/ })
      .first()
      .click();
    await owner.page.getByRole("menuitem", { name: /New Pending Ad/ }).click();
    await owner.page.waitForURL("**/pending-ad/*");
    await owner.page
      .getByRole("button", { name: /Notifications, 0 unread/ })
      .first()
      .waitFor();
    await owner.page.getByRole("button", { name: "Approve for North Star" }).click();
    const northEntry = owner.page.getByTestId("review-website").filter({ hasText: "North Star" });
    await northEntry.getByText("Approved").waitFor();
    await owner.page
      .getByTestId("review-website")
      .filter({ hasText: "South Cross" })
      .getByRole("button", { name: "Reject" })
      .click();
    const dialog = owner.page.getByRole("dialog", { name: "Reject for South Cross" });
    await dialog.getByRole("button", { name: "Reject" }).click();
    await dialog.getByText("Give the advertiser a reason").waitFor();
    await dialog.getByLabel("Reason").fill("We only run local businesses this month");
    await dialog.getByRole("button", { name: "Reject" }).click();
    await owner.page.getByText("Reason: We only run local businesses this month").waitFor();

    // The advertiser sees it live, then on the detail page.
    await advertiser.page.getByText("Ad Approved").first().waitFor();
    await advertiser.page.goto(`/approved-detail/${draftId}`);
    // One state rule on every screen (decision 0049): the ad asks for payment first.
    await advertiser.page.getByRole("heading", { level: 1 }).waitFor();
    await advertiser.page.getByText("Awaiting payment").first().waitFor();
    const approved = advertiser.page.getByTestId("ad-website").filter({ hasText: "North Star" });
    await approved.getByText("Awaiting payment").waitFor();
    const rejected = advertiser.page.getByTestId("ad-website").filter({ hasText: "South Cross" });
    await rejected.getByText("Rejected").waitFor();
    await advertiser.page.getByText("Reason: We only run local businesses this month").waitFor();

    expect(owner.pageErrors).toEqual([]);
    expect(advertiser.pageErrors).toEqual([]);
    await owner.context.close();
    await advertiser.context.close();
  });
});

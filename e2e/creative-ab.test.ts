import { describe, expect, it } from "vitest";
import { bookAdViaApi, createListing } from "./support/api.js";
import { openSession } from "./support/browser.js";
import { useIsolatedJourney } from "./support/fixtures.js";
import { signUp } from "./support/journeys.js";
import { READER_AGENT, usePublisherSite } from "./support/publisher-site.js";

/**
 * Issue #32.2, decision 0061: an advertiser adds a second creative to a running ad, the owner
 * approves it, the embed shows both over several decisions, and the ad's page reports views,
 * clicks and CTR per creative.
 */
const journey = useIsolatedJourney();
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

// The owner's own website: a static page on another origin, with the pasted snippets.
const site = usePublisherSite();

describe("creative A/B", () => {
  it("adds a second creative, has it approved, rotates both and reports each", async () => {
    const owner = await openSession(journey.browser, journey.server.url);
    await signUp(owner.page);
    const listing = await createListing(owner.context.request, "Kigali Daily", [
      { placementKey: "sidebar", priceCents: 2000, capacity: 1 },
    ]);
    const spaceId = listing.spaceIdOf.sidebar ?? "";
    const advertiser = await openSession(journey.browser, journey.server.url);
    await signUp(advertiser.page);
    // A demo-like running ad: a video creative, approved and paid.
    const adId = await bookAdViaApi(advertiser.context.request, owner.context.request, {
      websiteId: listing.websiteId,
      spaceIds: [spaceId],
      businessName: "Acme Coffee",
    });

    // The advertiser adds a second creative on the ad's page; the approving website reviews it.
    const adPage = advertiser.page;
    await adPage.goto(`/approved-detail/${adId}`);
    const section = adPage.getByTestId("ad-creatives");
    await section.getByText("Creative 1").waitFor();
    await section.getByText(/Creatives take turns until every running creative has 1,000 counted views/).waitFor();
    await section
      .getByLabel("Add a creative")
      .setInputFiles({ name: "second.png", mimeType: "image/png", buffer: PNG });
    await section.getByText("Awaiting review on Kigali Daily").waitFor();

    // The owner approves it from /pending-ads.
    await owner.page.goto("/pending-ads");
    const pending = owner.page.getByTestId("pending-creative");
    await pending.getByText("Acme Coffee · creative 2").waitFor();
    await pending.getByRole("button", { name: "Approve for Kigali Daily" }).click();
    await pending.waitFor({ state: "detached" });

    // A reader's pages: each load is a decision; both creatives are shown in turn.
    const { snippets } = await (await owner.context.request.get(`/api/spaces/${spaceId}/integration`)).json();
    site.html = `<!doctype html><html><head><title>Kigali Daily</title></head><body>
      <h1>Kigali Daily</h1><section id="slot">${snippets.html as string}</section></body></html>`;
    const reader = await openSession(journey.browser, site.url, { userAgent: READER_AGENT });
    const kinds = new Set<string>();
    for (let i = 0; i < 6 && kinds.size < 2; i++) {
      await reader.page.goto(`/story-${i}`);
      const wrapper = reader.page.locator("#slot .placard-ad-image-wrapper").first();
      await wrapper.waitFor({ state: "attached" });
      kinds.add((await wrapper.locator("video").count()) > 0 ? "video" : "image");
      // Visible for more than a second: the view counts (decision 0013).
      await reader.page.waitForTimeout(1_600);
    }
    expect(kinds).toEqual(new Set(["video", "image"]));

    // The ad's page reports each creative's views, clicks and CTR.
    const rows = adPage.getByTestId("creative-row");
    await adPage.reload();
    await expect.poll(async () => rows.count()).toBe(2);
    await expect
      .poll(
        async () => {
          await adPage.reload();
          const views = await Promise.all(
            [0, 1].map(async (i) => Number((await rows.nth(i).getByTestId("creative-views").textContent()) ?? "0")),
          );
          return views.every((count) => count >= 1);
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(true);
    for (const i of [0, 1]) {
      expect(await rows.nth(i).getByTestId("creative-clicks").textContent()).toBe("0");
      expect(await rows.nth(i).getByTestId("creative-ctr").textContent()).toBe("0%");
    }
    const csv = await advertiser.context.request.get(`/api/ads/${adId}/creatives.csv`);
    expect((await csv.text()).split("\r\n")).toHaveLength(4);
  });
});

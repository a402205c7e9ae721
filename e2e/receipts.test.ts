import { readFile } from "node:fs/promises";
import { describe, expect, inject, it } from "vitest";
import { createListing, prepareAdViaApi, signUpViaApi } from "./support/api.js";
import { openSession } from "./support/browser.js";
import { useSharedSession } from "./support/fixtures.js";
import { pdfText } from "./support/pdf.js";

const session = useSharedSession();
const DAY = 24 * 60 * 60 * 1000;

describe("a scheduled booking and its receipt (#17.3, #17.5)", () => {
  it("the advertiser starts a booking in 7 days, pays in the sandbox and downloads a receipt naming the business and the amount", async () => {
    const baseUrl = inject("baseUrl");
    const browser = session.context.browser();
    if (!browser) throw new Error("no browser");
    const owner = await openSession(browser, baseUrl);
    await signUpViaApi(owner.context.request, baseUrl, "Owner");
    const listing = await createListing(owner.context.request, "Receipts Daily", [
      { placementKey: "sidebar", priceCents: 4250, capacity: 2 },
    ]);

    const { page, context } = session;
    await signUpViaApi(context.request, baseUrl, "Advertiser");
    const adId = await prepareAdViaApi(
      context.request,
      { websiteIds: [listing.websiteId], spaceIds: listing.spaceIds },
      "Receipt Bakery",
    );
    expect((await context.request.post(`/api/ads/drafts/${adId}/submit`)).status()).toBe(201);
    const review = await (await owner.context.request.get(`/api/reviews/ads/${adId}`)).json();
    const requestId = review.websites[0].requestId as string;
    expect((await owner.context.request.post(`/api/reviews/requests/${requestId}/approve`)).ok()).toBe(true);

    // Pay Now with a start date a week ahead (UTC, as the server counts days).
    const startDate = new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10);
    await page.goto(`/approved-detail/${adId}`);
    const website = page.getByTestId("ad-website").filter({ hasText: "Receipts Daily" });
    await website.getByRole("button", { name: "Pay Now" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Start date").fill(startDate);
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();
    await page.waitForURL("**/sandbox/checkout/**");
    // The exact amount, cents and all (decision 0044).
    await page.getByRole("button", { name: "Pay $42.50" }).click();
    await page.waitForURL("**/payment-result?**");
    await page.getByRole("heading", { name: "Payment Successful" }).waitFor();

    // The campaign page: the booking starts on the chosen day; its receipt downloads as a PDF.
    await page.goto(`/approved-detail/${adId}`);
    await website
      .getByTestId("booking-window")
      .getByText(/^Starts on/)
      .waitFor();
    const receipts = page.getByRole("region", { name: "Receipts" });
    const pdfLink = receipts.getByRole("link", { name: /^PDF R-\d{6}$/ });
    const [download] = await Promise.all([page.waitForEvent("download"), pdfLink.click()]);
    const text = await pdfText(await readFile(await download.path()));
    expect(text).toContain("Receipt Bakery");
    expect(text).toContain("$42.50");
    expect(text).toContain(`${startDate} to`);
    await owner.context.close();
  });
});

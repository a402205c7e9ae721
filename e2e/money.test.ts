import { describe, expect, it } from "vitest";
import { createListing, prepareAdViaApi } from "./support/api.js";
import { openSession } from "./support/browser.js";
import { useIsolatedJourney } from "./support/fixtures.js";
import { signUp } from "./support/journeys.js";

// Earnings withdrawable at once, so the owner can withdraw in the same journey.
const journey = useIsolatedJourney({ env: { EARNINGS_HOLD_DAYS: "0" } });

describe("money in the browser, offline, through the sandbox provider", () => {
  it("the advertiser pays, the website shows Confirmed, the owner withdraws and sees every movement", async () => {
    const owner = await openSession(journey.browser, journey.server.url);
    await signUp(owner.page);
    const listing = await createListing(owner.context.request, "Kigali Daily", [
      { placementKey: "sidebar", priceCents: 1500, capacity: 2 },
      { placementKey: "bottom", priceCents: 2500, capacity: 2 },
    ]);

    // The advertiser's ad on both spaces, through the API; the owner approves it.
    const advertiser = await openSession(journey.browser, journey.server.url);
    const { email } = await signUp(advertiser.page);
    const request = advertiser.context.request;
    const draftId = await prepareAdViaApi(request, { websiteIds: [listing.websiteId], spaceIds: listing.spaceIds });
    expect((await request.post(`/api/ads/drafts/${draftId}/submit`)).status()).toBe(201);
    const pending = await (await owner.context.request.get("/api/reviews/pending")).json();
    const requestId = pending.ads[0].websites[0].requestId as string;
    expect((await owner.context.request.post(`/api/reviews/requests/${requestId}/approve`)).ok()).toBe(true);

    // Pay Now: the modal is prefilled, the server prices it, the sandbox checkout takes it.
    const { page } = advertiser;
    await page.goto(`/approved-detail/${draftId}`);
    const website = page.getByTestId("ad-website").filter({ hasText: "Kigali Daily" });
    await website.getByRole("button", { name: "Pay Now" }).click();
    const dialog = page.getByRole("dialog");
    expect(await dialog.getByLabel("Email").inputValue()).toBe(email);
    await dialog.getByText("$40").first().waitFor();
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();
    await page.waitForURL("**/sandbox/checkout/**");
    await page.getByRole("heading", { name: "Pay Placard" }).waitFor();
    await page.getByText("$40").first().waitFor();
    await page.getByLabel("Mobile money").check();
    await page.getByRole("button", { name: "Pay $40" }).click();
    await page.waitForURL("**/payment-result?**");
    await page.getByRole("heading", { name: "Payment Successful" }).waitFor();
    expect(new URL(page.url()).searchParams.get("status")).toBe("success");
    await page
      .getByRole("button", { name: "Return to Dashboard" })
      .or(page.getByRole("link", { name: "Return to Dashboard" }))
      .click();
    await page.waitForURL("**/dashboard");
    await page.goto(`/approved-detail/${draftId}`);
    // Paid from today: one state, the dashboard's (decision 0049).
    await website.getByTestId("ad-state").filter({ hasText: "Running" }).waitFor();
    await website.getByRole("button", { name: "Renew" }).waitFor();

    // The owner's wallet: the earnings, then part of them to mobile money.
    const wallet = owner.page;
    await wallet.goto("/wallet");
    await wallet.getByText("Available Balance").waitFor();
    await wallet.getByText("$40").first().waitFor();
    await wallet.getByRole("button", { name: /Acme Coffee/ }).click();
    await wallet.getByRole("button", { name: "Withdraw Funds" }).click();
    const form = wallet.getByRole("form", { name: "Withdraw funds" });
    await form.getByLabel("Amount (USD)").fill("15");
    await form.getByLabel("Mobile money number").fill("+254712345678");
    await form.getByRole("button", { name: "Continue" }).click();
    await wallet.getByText("Confirm withdrawal of $15 to +254712345678").waitFor();
    await wallet.getByRole("button", { name: "Confirm", exact: true }).click();
    await wallet.getByText(/is on its way/).waitFor();
    await expect
      .poll(async () => (await (await owner.context.request.get("/api/wallet")).json()).availableCents)
      .toBe(2500);

    // Every movement on /transactions, and the advertiser's payment on theirs.
    await wallet.goto("/transactions");
    for (const label of ["Earnings held", "Earnings released", "Withdrawal"]) {
      await wallet.getByRole("cell", { name: label, exact: true }).first().waitFor();
    }
    await page.goto("/transactions");
    await page.getByRole("cell", { name: "Payment", exact: true }).first().waitFor();
    expect(owner.pageErrors).toEqual([]);
    expect(advertiser.pageErrors).toEqual([]);
  });
});

import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { APIRequestContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookAdViaApi, createListing, signUpViaApi } from "./support/api.js";
import { serveAxe, seriousViolations } from "./support/axe.js";
import { openSession, type Session } from "./support/browser.js";
import { useIsolatedJourney } from "./support/fixtures.js";
import { totpCode } from "./support/totp.js";
import { pdfText } from "./support/pdf.js";
import { READER_AGENT } from "./support/publisher-site.js";

/**
 * Issue #16 items 4–7 in Chromium: a reader reports an ad from a publisher's page on
 * another origin, the operator takes it down and it is gone from that page on reload; the
 * operator answers a support message the user then reads; a failed sandbox payout is sent
 * again to a corrected number; axe finds nothing serious on the console's screens. First,
 * issues #29.1 and #34: an earning with cents reads the same on every screen (Placard keeps 10%).
 */
const OPERATOR = { email: "desk-operator@example.com", password: "a long enough password" };
const journey = useIsolatedJourney({
  env: { ADMIN_EMAILS: OPERATOR.email, EARNINGS_HOLD_DAYS: "0", PLATFORM_FEE_PERCENT: "10" },
});

/** The operator: ADMIN_EMAILS makes the account one at sign-up; 2FA on makes the session a console session. */
async function signInOperator(request: APIRequestContext) {
  const signedUp = await request.post("/api/auth/sign-up/email", {
    data: { firstName: "Desk", lastName: "Operator", ...OPERATOR },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  const enabled = await request.post("/api/auth/two-factor/enable", { data: { password: OPERATOR.password } });
  expect(enabled.ok(), await enabled.text()).toBe(true);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const verified = await request.post("/api/auth/two-factor/verify-totp", { data: { code: totpCode(totpURI) } });
  expect(verified.ok(), await verified.text()).toBe(true);
}

let publisher: Server;
let publisherUrl = "";
let publisherPage = "";
let owner: Session;
let advertiser: Session;
let operator: Session;

beforeAll(async () => {
  publisher = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(publisherPage);
  });
  await new Promise<void>((resolve) => publisher.listen(0, "127.0.0.1", resolve));
  publisherUrl = `http://127.0.0.1:${(publisher.address() as AddressInfo).port}`;
  owner = await openSession(journey.browser, journey.server.url);
  await signUpViaApi(owner.context.request, journey.server.url, "Owner");
  advertiser = await openSession(journey.browser, journey.server.url);
  await signUpViaApi(advertiser.context.request, journey.server.url, "Advertiser");
  operator = await openSession(journey.browser, journey.server.url);
  // The support centre's panel opens on every first load and would cover the console's buttons.
  await operator.context.addInitScript(() => localStorage.setItem("placard:support:auto-show", "false"));
  await serveAxe(operator.context);
  await signInOperator(operator.context.request);
});
afterAll(() => new Promise((resolve) => publisher?.close(resolve)));

describe("the operator's desk", () => {
  it("an earning of $22.50 reads $22.50 on every screen, and withdrawing exactly it works (#29.1, #34)", async () => {
    const listing = await createListing(owner.context.request, "Kigali Books", [
      { placementKey: "sidebar", priceCents: 2500, capacity: 2 },
    ]);
    await bookAdViaApi(advertiser.context.request, owner.context.request, {
      websiteId: listing.websiteId,
      spaceIds: listing.spaceIds,
      businessName: "Ikawa y'u Rwanda",
    });

    // The operator's overview: the file's first money, with its cents.
    const desk = operator.page;
    await desk.goto("/admin");
    const figure = (label: string) => desk.locator("dl > div").filter({ hasText: label });
    await figure("Gross payments").getByText("$25", { exact: true }).waitFor();
    await figure("Platform fees").getByText("$2.50", { exact: true }).waitFor();
    await figure("Owners' available balances").getByText("$22.50", { exact: true }).waitFor();

    // The owner's wallet: the balance, the movements named as on /transactions, and Withdraw.
    const wallet = owner.page;
    await wallet.goto("/wallet");
    await expect.poll(() => wallet.getByTestId("available-balance").textContent()).toBe("$22.50");
    const activity = wallet.getByTestId("recent-activity-item");
    await activity.filter({ hasText: "Earnings released" }).getByText("+$22.50").waitFor();
    await activity.filter({ hasText: "Earnings held" }).getByText("+$22.50").waitFor();
    await wallet.getByRole("button", { name: "Withdraw", exact: true }).click();
    const dialog = wallet.getByRole("dialog", { name: "Withdraw to mobile money" });
    const offered = dialog.getByTestId("withdrawable-payment").filter({ hasText: "Ikawa y'u Rwanda" });
    await offered.getByText("Up to $22.50").waitFor();
    await offered.getByRole("button", { name: /^Withdraw from Ikawa/ }).click();
    await offered.getByLabel("Amount (USD)").fill("22.50");
    await offered.getByLabel("Mobile money number").fill("+254712345678");
    await offered.getByRole("button", { name: "Continue" }).click();
    await offered.getByText("Confirm withdrawal of $22.50 to +254712345678 (M-Pesa)").waitFor();
    await offered.getByRole("button", { name: "Confirm", exact: true }).click();
    await wallet.getByText("Withdrawal of $22.50 to +254712345678 is on its way").waitFor();
    await dialog.getByText("Nothing to withdraw right now").waitFor();
    await wallet.keyboard.press("Escape");
    await expect.poll(() => wallet.getByTestId("available-balance").textContent()).toBe("$0");
    await activity.filter({ hasText: "Withdrawal" }).getByText("-$22.50").waitFor();

    // /transactions: the same amounts, and totals that add up to the wallet; the CSV too.
    await wallet.goto("/transactions");
    await wallet.getByRole("cell", { name: "-$22.50" }).waitFor();
    expect(await wallet.getByRole("cell", { name: "+$22.50" }).count()).toBe(2);
    const totals = wallet.getByTestId("transaction-totals");
    await totals.getByText("Money in", { exact: true }).waitFor();
    expect(await totals.textContent()).toContain("Money in$22.50Money out$22.50Net$0");
    const csv = await (await owner.context.request.get("/api/wallet/transactions.csv")).text();
    expect(csv).toMatch(/"Earnings held",[^\r\n]*,22\.50\r\n/);
    expect(csv).toMatch(/"Withdrawal",[^\r\n]*,-22\.50\r\n/);

    // The money desk: the payout's amount and its network as the owner named it; the refund's pre-fill as its text.
    await desk.goto("/admin/money");
    await desk.getByLabel("Show payouts").selectOption("");
    const payout = desk.getByRole("row").filter({ hasText: "+254712345678" });
    await payout.getByText("$22.50", { exact: true }).waitFor();
    await payout.getByText("+254712345678 · M-Pesa").waitFor();
    const payment = desk.getByRole("row").filter({ hasText: "Ikawa y'u Rwanda on Kigali Books" });
    await payment.getByText("$25", { exact: true }).waitFor();
    await payment.getByRole("button", { name: "Refund" }).click();
    const refund = desk.getByRole("dialog");
    await refund.getByText("$25 of $25 can still be refunded.", { exact: false }).waitFor();
    expect(await refund.getByLabel("Amount in dollars").inputValue()).toBe("25");
    await refund.getByRole("button", { name: "Back" }).click();

    // The advertiser's receipt, on screen and as a PDF: the fee with its cents.
    const { page } = advertiser;
    await page.goto("/transactions");
    await page
      .getByRole("button", { name: /^Receipt R-\d{6}$/ })
      .first()
      .click();
    const receipt = page.getByTestId("receipt");
    await receipt.getByText("$2.50", { exact: true }).waitFor();
    expect(await receipt.getByTestId("receipt-total").textContent()).toBe("$25 USD");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      receipt.getByRole("link", { name: "Download PDF" }).click(),
    ]);
    const text = await pdfText(new Uint8Array(await readFile(await download.path())));
    expect(text).toContain("Ikawa y'u Rwanda");
    expect(text).toContain("$2.50");

    // /account names the person.
    await wallet.goto("/account");
    await wallet.getByTestId("account-name").getByText("Owner Test").waitFor();
    expect(await wallet.getByLabel("First name").inputValue()).toBe("Owner");
    expect(await wallet.getByLabel("Last name").inputValue()).toBe("Test");
    expect(owner.pageErrors).toEqual([]);
    expect(advertiser.pageErrors).toEqual([]);
    expect(operator.pageErrors).toEqual([]);
  });

  it("takes down an ad a reader reported from a publisher's page; the ad is gone from it on reload", async () => {
    const listing = await createListing(owner.context.request, "Lake Kivu News", [
      { placementKey: "sidebar", priceCents: 2000, capacity: 2 },
    ]);
    const [spaceId = ""] = listing.spaceIds;
    await bookAdViaApi(advertiser.context.request, owner.context.request, {
      websiteId: listing.websiteId,
      spaceIds: [spaceId],
      businessName: "Miracle Cure Pills",
    });
    const snippet = (await (await owner.context.request.get(`/api/spaces/${spaceId}/integration`)).json()).snippets
      .html as string;
    publisherPage = `<!doctype html><html><head><title>Lake Kivu News</title></head><body><h1>News</h1>${snippet}</body></html>`;

    const reader = await openSession(journey.browser, publisherUrl, { userAgent: READER_AGENT });
    await reader.page.goto("/");
    const adName = reader.page.locator(".placard-ad-business-name", { hasText: "Miracle Cure Pills" });
    await adName.waitFor();
    const [reportPage] = await Promise.all([
      reader.context.waitForEvent("page"),
      reader.page.getByRole("link", { name: "Report this ad" }).click(),
    ]);
    await reportPage.getByText("Miracle Cure Pills").waitFor();
    await reportPage.getByLabel("What is wrong with it").selectOption("misleading");
    await reportPage.getByLabel("Anything we should know (optional)").fill("It claims to cure everything.");
    await reportPage.getByRole("button", { name: "Send report" }).click();
    await reportPage.getByText("Thank you. The people running this Placard will look at the ad.").waitFor();

    const { page } = operator;
    await page.goto("/admin/reports");
    const report = page.getByRole("listitem").filter({ hasText: "It claims to cure everything." });
    await report.getByRole("button", { name: "Take down" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Note for the advertiser and owners").fill("Health claims without evidence.");
    await dialog.getByRole("button", { name: "Take down" }).click();
    // The dialog then says what was done, the refund first (#34.12).
    await dialog
      .getByText(/^\$[\d.,]+ refunded to the advertiser for the unused days of 1 running booking\.$/)
      .waitFor();
    await dialog.getByRole("button", { name: "Done" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByText("No open reports").waitFor();

    await expect
      .poll(async () => {
        await reader.page.reload();
        await reader.page.locator("[data-placard-state]").first().waitFor();
        await reader.page.waitForFunction(() =>
          Array.from(document.querySelectorAll("[data-placard-state]")).every(
            (slot) => slot.getAttribute("data-placard-state") !== "loading",
          ),
        );
        return adName.count();
      })
      .toBe(0);
    expect(reader.pageErrors).toEqual([]);

    await page.goto("/admin/content");
    await page
      .getByRole("listitem")
      .filter({ hasText: "Miracle Cure Pills" })
      .getByText("Misleading content — Health claims without evidence.", { exact: false })
      .waitFor();
    await page.goto("/admin/audit");
    await page.getByRole("cell").filter({ hasText: "Took an ad down" }).first().waitFor();
  });

  it("answers a support message, and the user reads the answer on /support", async () => {
    const sent = await owner.context.request.post("/api/support/messages", {
      data: { topic: "payments", subject: "When do I get paid?", message: "My first booking was paid today." },
    });
    expect(sent.status()).toBe(201);
    const { page } = operator;
    await page.goto("/admin/support");
    await page.getByLabel("Answer “When do I get paid?”").fill("Earnings are withdrawable once the hold ends.");
    await page.getByRole("button", { name: "Send answer" }).first().click();
    await page.getByText("Earnings are withdrawable once the hold ends.").waitFor();

    await owner.page.goto("/support");
    await owner.page.getByText("Earnings are withdrawable once the hold ends.").waitFor();
    await expect
      .poll(async () => (await (await owner.context.request.get("/api/notifications")).json()).unreadCount)
      .toBeGreaterThan(0);
  });

  it("sends a failed sandbox payout again to a corrected number", async () => {
    const listing = await createListing(owner.context.request, "Musanze Weekly", [
      { placementKey: "bottom", priceCents: 3000, capacity: 1 },
    ]);
    await bookAdViaApi(advertiser.context.request, owner.context.request, {
      websiteId: listing.websiteId,
      spaceIds: listing.spaceIds,
      businessName: "Volcano Treks",
    });
    const earnings = await (
      await owner.context.request.get("/api/wallet/earnings/payments?business=Volcano%20Treks")
    ).json();
    const paymentId = earnings.items[0].id as string;
    const withdrawn = await owner.context.request.post("/api/wallet/withdrawals", {
      data: { paymentId, amountCents: 1000, phoneNumber: "+254700000000" },
    });
    expect(withdrawn.status(), await withdrawn.text()).toBe(201);
    const payoutId = (await withdrawn.json()).id as string;
    const statusOf = async (id: string) => {
      const list = await (await operator.context.request.get("/api/admin/withdrawals?limit=200")).json();
      return list.items.find((item: { id: string }) => item.id === id)?.status as string | undefined;
    };
    await expect.poll(() => statusOf(payoutId), { timeout: 30_000 }).toBe("failed");

    const { page } = operator;
    await page.goto("/admin/money");
    const row = page.getByRole("row").filter({ hasText: "+254700000000" });
    await row.getByText("$10", { exact: true }).waitFor();
    await row.getByRole("button", { name: "Retry" }).click();
    const dialog = page.getByRole("dialog", { name: "Send $10 again" });
    await dialog.getByLabel("Mobile money number").fill("+254712345678");
    await dialog.getByRole("button", { name: "Send again" }).click();
    await dialog.waitFor({ state: "hidden" });

    const retried = await (await operator.context.request.get("/api/admin/withdrawals?status=failed")).json();
    const retryId = retried.items.find((item: { id: string }) => item.id === payoutId)?.retriedAs as string;
    expect(retryId).toEqual(expect.any(String));
    await expect.poll(() => statusOf(retryId), { timeout: 30_000 }).toBe("completed");
  });

  it("has no serious axe violation on the content, reports, money, support and audit screens", async () => {
    const { page } = operator;
    for (const path of ["/admin/content", "/admin/reports", "/admin/money", "/admin/support", "/admin/audit"]) {
      await page.goto(path);
      await page.locator("h1").first().waitFor();
      await page
        .locator('[aria-busy="true"], [role="status"]:has-text("Loading")')
        .first()
        .waitFor({ state: "detached" })
        .catch(() => {});
      expect(await seriousViolations(page), path).toEqual([]);
    }
    expect(operator.pageErrors).toEqual([]);
  });
});

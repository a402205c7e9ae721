import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { APIRequestContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookAdViaApi, createListing, signUpViaApi } from "./support/api.js";
import { serveAxe, seriousViolations } from "./support/axe.js";
import { openSession, type Session } from "./support/browser.js";
import { useIsolatedJourney } from "./support/fixtures.js";

/**
 * Issue #16 items 4–7 in Chromium: a reader reports an ad from a publisher's page on
 * another origin, the operator takes it down and it is gone from that page on reload; the
 * operator answers a support message the user then reads; a failed sandbox payout is sent
 * again to a corrected number; axe finds nothing serious on the console's screens.
 */
const OPERATOR = { email: "desk-operator@example.com", password: "a long enough password" };
const journey = useIsolatedJourney({ env: { ADMIN_EMAILS: OPERATOR.email, EARNINGS_HOLD_DAYS: "0" } });
const READER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** The current code of an otpauth:// URI (RFC 6238: SHA-1, 30 s, 6 digits), as an authenticator shows it. */
function totpCode(totpUri: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const secret = new URL(totpUri).searchParams.get("secret") ?? "";
  const bits = [...secret.replace(/=+$/, "").toUpperCase()]
    .map((char) => alphabet.indexOf(char).toString(2).padStart(5, "0"))
    .join("");
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const digest = createHmac("sha1", key).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

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
    await row.getByRole("button", { name: "Retry" }).click();
    const dialog = page.getByRole("dialog");
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

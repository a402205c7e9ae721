import { randomBytes } from "node:crypto";
import { ADMIN_SECTIONS } from "@placard/shared/admin";
import type { APIRequestContext } from "playwright-core";
import { expect } from "vitest";
import { bookAdViaApi, createListing } from "./api.js";
import { totpCode } from "./totp.js";

/** The operator of a journey started with `ADMIN_EMAILS: CONSOLE_OPERATOR.email`. */
export const CONSOLE_OPERATOR = { email: "screens-operator@example.com", password: "a long enough password" };

/** Signs the operator up and turns 2FA on, so the request context's session opens the console. */
export async function signUpOperatorViaApi(request: APIRequestContext) {
  const signedUp = await request.post("/api/auth/sign-up/email", {
    data: { firstName: "Screens", lastName: "Operator", ...CONSOLE_OPERATOR },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  const enabled = await request.post("/api/auth/two-factor/enable", { data: { password: CONSOLE_OPERATOR.password } });
  expect(enabled.ok(), await enabled.text()).toBe(true);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const verified = await request.post("/api/auth/two-factor/verify-totp", { data: { code: totpCode(totpURI) } });
  expect(verified.ok(), await verified.text()).toBe(true);
}

/** Names as long as the demo's, which squeezed the console's cards to a word (#34.10). */
const LONG_BUSINESS = "Handmade Ceramics and Pottery Workshop of the Great Rift Valley Cooperative";
const LONG_WEBSITE = "The Kigali Evening Chronicle of Culture, Markets and Neighbourhood News";

/**
 * Data like the demo's on every console screen (#34.10), through the API: a dozen accounts
 * with long names, bookings of long-named ads on a long-named website, a payout that failed
 * (the sandbox refuses +254700000000; needs `EARNINGS_HOLD_DAYS: "0"`), open reports with
 * long messages, an open support message, a dismissed report and a part refund in the audit
 * log. `owner` and `advertiser` are signed-in request contexts.
 * Returns every console path with real ids.
 */
export async function seedConsole(
  operator: APIRequestContext,
  owner: APIRequestContext,
  advertiser: APIRequestContext,
  baseUrl: string,
): Promise<string[]> {
  for (let i = 0; i < 12; i++) {
    // Fetch keeps no cookie: each sign-up leaves the sessions above as they are.
    const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { origin: baseUrl, "content-type": "application/json" },
      body: JSON.stringify({
        firstName: "Bartholomew Nkurunziza-Habimana",
        lastName: `Mukamurenzi-Uwimanimpaye ${i}`,
        email: `bartholomew.nkurunziza-habimana.${i}.${randomBytes(3).toString("hex")}@long-cooperative-domain.example.com`,
        password: "a long enough password",
      }),
    });
    expect(response.ok, await response.text()).toBe(true);
  }
  const listing = await createListing(owner, LONG_WEBSITE, [
    { placementKey: "sidebar", priceCents: 2500, capacity: 5 },
    { placementKey: "bottom", priceCents: 1800, capacity: 5 },
  ]);
  const adIds: string[] = [];
  for (const [index, spaceId] of listing.spaceIds.entries()) {
    adIds.push(
      await bookAdViaApi(advertiser, owner, {
        websiteId: listing.websiteId,
        spaceIds: [spaceId],
        businessName: `${LONG_BUSINESS} ${index + 1}`,
      }),
    );
  }
  const earnings = await (await owner.get("/api/wallet/earnings/payments")).json();
  const paymentId = earnings.items[0].id as string;
  const withdrawn = await owner.post("/api/wallet/withdrawals", {
    data: { paymentId, amountCents: 1000, phoneNumber: "+254700000000" },
  });
  expect(withdrawn.status(), await withdrawn.text()).toBe(201);
  const payoutId = (await withdrawn.json()).id as string;
  // Polled by hand: this runs in beforeAll, where expect.poll is not allowed.
  const failed = async () => {
    const list = await (await operator.get("/api/admin/withdrawals?status=failed&limit=200")).json();
    return list.items.some((item: { id: string }) => item.id === payoutId);
  };
  const until = Date.now() + 30_000;
  while (!(await failed())) {
    if (Date.now() > until) throw new Error("the sandbox payout to +254700000000 did not fail within 30 s");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  const message = "The ad promises results no workshop could deliver; ".repeat(8).trim();
  const reportIds: string[] = [];
  for (const adId of adIds) {
    const reported = await operator.post("/api/ad-reports", { data: { adId, reason: "misleading", message } });
    expect(reported.status(), await reported.text()).toBe(201);
    reportIds.push((await reported.json()).id as string);
  }
  const dismissed = await operator.post(`/api/admin/reports/${reportIds[0]}/dismiss`, {
    data: { note: "Checked the workshop's site: the claims are on it." },
  });
  expect(dismissed.ok(), await dismissed.text()).toBe(true);
  const payments = await (await operator.get("/api/admin/payments")).json();
  const refunded = await operator.post(`/api/admin/payments/${payments.items[0].id}/refund`, {
    data: { amountCents: 250, reason: "The advertiser was charged for a day the website was down." },
  });
  expect(refunded.ok(), await refunded.text()).toBe(true);
  const sent = await advertiser.post("/api/support/messages", {
    data: {
      topic: "payments",
      subject: `A question about ${LONG_BUSINESS}'s refund`,
      message: "Could you tell me when the refund reaches my card? ".repeat(6).trim(),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  const people = await (await operator.get("/api/admin/people?q=bartholomew")).json();
  return [...ADMIN_SECTIONS.map((section) => section.path), `/admin/people/${people.items[0].id}`];
}

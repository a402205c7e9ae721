import { LOCALES } from "@placard/shared/locales";
import { describe, expect, it } from "vitest";
import { renderCheckoutPage } from "./sandbox-page.js";

/** Issue #33: the sandbox's checkout in the payer's language; English as it always read. */
const VIEW = {
  txRef: "plc_123",
  merchant: "Placard",
  title: "3 placements",
  description: "Kigali Coffee on 2 websites",
  amountCents: 4000,
  currency: "USD",
  email: "ada@example.com",
  status: "pending",
};

describe("the sandbox checkout page", () => {
  it("reads as before in English", () => {
    const page = renderCheckoutPage(VIEW);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain("<title>Sandbox checkout · Placard</title>");
    expect(page).toContain('<span class="badge">Sandbox · no real money moves</span>');
    expect(page).toContain("<dt>Merchant</dt><dd>Placard</dd>");
    expect(page).toContain('<button type="submit" name="action" value="pay">Pay $40</button>');
    expect(page).toContain("checked> Card</label>");
    expect(renderCheckoutPage({ ...VIEW, status: "successful" })).toContain(
      "<p>This payment is already successful.</p>",
    );
  });

  it("is in the payer's language, the amount written their way, in every language", () => {
    const french = renderCheckoutPage(VIEW, "fr");
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain("<h1>Payer Placard</h1>");
    expect(french).toContain("<legend>Payer par</legend>");
    expect(french).toMatch(/value="pay">Payer 40\s\$US<\/button>/);
    expect(renderCheckoutPage({ ...VIEW, status: "cancelled" }, "sw")).toContain("Malipo haya tayari yameghairiwa.");
    const english = renderCheckoutPage(VIEW);
    for (const locale of LOCALES.filter((code) => code !== "en")) {
      const page = renderCheckoutPage(VIEW, locale);
      expect(page).toContain(`<html lang="${locale}">`);
      expect(page).not.toContain("Pay with");
      expect(page).not.toBe(english);
    }
  });

  it("escapes what the payer and the request wrote", () => {
    const page = renderCheckoutPage({ ...VIEW, title: "<script>x</script>" }, "zh");
    expect(page).not.toContain("<script>x");
  });
});

import { describe, expect, it } from "vitest";
import { renderEmail } from "./render.js";

const context = { publicUrl: "https://placard.example", authSecret: "x".repeat(32) };
const data = {
  businessName: "Kigali Coffee",
  adId: "ad-1",
  websiteName: "news.example",
  amountCents: 2250,
  endsAt: "2026-12-24T00:00:00.000Z",
};
const recipient = (locale: string | null) => ({ id: "u1", email: "a@example.com", name: "Amani", locale });

describe("emails in the recipient's language (decision 0057)", () => {
  it("write French texts, a French date and USD the French way, with lang=fr", () => {
    const mail = renderEmail(context, "paymentReceived", data, recipient("fr"));
    expect(mail.subject).toMatch(/^Paiement reçu : 22,50\s\$US pour Kigali Coffee$/);
    expect(mail.text).toContain("Bonjour Amani,");
    expect(mail.text).toContain("« Kigali Coffee » sur news.example");
    expect(mail.text).toContain("24 décembre 2026");
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.text).toContain("Préférences de notification");
  });

  it("stay English, word for word, without a language or with an unknown one", () => {
    for (const locale of [null, "de"]) {
      const mail = renderEmail(context, "paymentReceived", data, recipient(locale));
      expect(mail.subject).toBe("Payment received: $22.50 for Kigali Coffee");
      expect(mail.text).toContain('We received your payment of $22.50 for "Kigali Coffee" on news.example.');
      expect(mail.text).toContain("Your booking runs until December 24, 2026.");
      expect(mail.html).toContain('<html lang="en">');
    }
  });

  it("have every event in every language (no raw key in any email)", () => {
    const events = [
      "newPendingAd",
      "adApproved",
      "adRejected",
      "bookingEnding",
      "payoutFailed",
      "adTakenDown",
    ] as const;
    for (const locale of ["en", "fr", "rw", "sw", "zh", "es"]) {
      for (const event of events) {
        const mail = renderEmail(context, event, { ...data, reason: "r" }, recipient(locale));
        expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\bemail\.[a-z_.]+/);
      }
    }
  });
});

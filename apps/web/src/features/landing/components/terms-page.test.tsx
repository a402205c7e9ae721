import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { applyLocale } from "@/lib/i18n";
import { renderScreen } from "@/test/render";
import { PrivacyPage } from "./privacy-page";
import { TermsPage } from "./terms-page";

describe("/terms", () => {
  it("writes out the terms of SPEC §1", () => {
    renderScreen(<TermsPage />, { entries: ["/terms"] });
    expect(screen.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeInTheDocument();
    expect(screen.getByText(/18 years of age or older/)).toBeInTheDocument();
    expect(screen.getByText(/hate speech/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: /Advertisers' obligations/ })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "support@placard.example" })[0]).toHaveAttribute(
      "href",
      "mailto:support@placard.example",
    );
  });

  it("goes back to the previous page with Back", async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(<TermsPage />, { entries: ["/pricing", "/terms"] });
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(router.state.location.pathname).toBe("/pricing");
    expect(router.state.historyAction).toBe("POP");
  });

  it("goes to the landing page with Back when the visitor arrived on it", async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(<TermsPage />, { entries: ["/terms"] });
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(router.state.location.pathname).toBe("/");
  });
});

describe("the legal pages in another language", () => {
  afterEach(() => applyLocale("en"));

  it("say in the reader's language that the text binds in English, and mark it English", async () => {
    await applyLocale("fr");
    renderScreen(<TermsPage />, { entries: ["/terms"] });
    expect(screen.getByText(/sont en anglais, la langue dans laquelle elles font foi/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Terms of Service" })).toHaveAttribute("lang", "en");
    expect(screen.getByRole("button", { name: "Retour" })).toBeInTheDocument();
  });

  it("show no such notice in English", () => {
    renderScreen(<PrivacyPage />, { entries: ["/privacy"] });
    expect(screen.queryByText(/the language in which they bind/)).toBeNull();
  });
});

describe("/privacy", () => {
  it("has a Back button and says the embed sets no cookies", () => {
    renderScreen(<PrivacyPage />, { entries: ["/privacy"] });
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back" })).toBeInTheDocument();
    expect(screen.getByText(/sets no cookies/)).toBeInTheDocument();
    expect(screen.getByText(/never sees or stores card numbers/)).toBeInTheDocument();
  });
});

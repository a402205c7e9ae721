import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
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

describe("/privacy", () => {
  it("has a Back button and says the embed sets no cookies", () => {
    renderScreen(<PrivacyPage />, { entries: ["/privacy"] });
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back" })).toBeInTheDocument();
    expect(screen.getByText(/sets no cookies/)).toBeInTheDocument();
    expect(screen.getByText(/never sees or stores card numbers/)).toBeInTheDocument();
  });
});

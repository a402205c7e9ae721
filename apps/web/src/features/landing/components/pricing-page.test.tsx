import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "@/test/render";
import { PricingPage } from "./pricing-page";

describe("/pricing", () => {
  it("shows the four tiers of SPEC §9 with their monthly prices, visitors and labels", () => {
    renderScreen(<PricingPage />);
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    const tiers = within(screen.getByRole("list", { name: "Pricing tiers" })).getAllByRole("listitem", {
      name: /^(Bronze|Silver|Gold|Platinum)$/,
    });
    expect(tiers).toHaveLength(4);

    const expected = [
      ["Bronze", "$10", "0 – 5,000 monthly visitors", "Essential", "Basic analytics"],
      ["Silver", "$20", "10,000 – 100,000 monthly visitors", "Essential", "Priority email support"],
      ["Gold", "$30", "100,000 – 1,000,000 monthly visitors", "Essential", "Premium real-time analytics"],
      ["Platinum", "$50", "1,000,000+ monthly visitors", "Enterprise", "Dedicated account manager"],
    ];
    expected.forEach(([name, price, visitors, label, feature], index) => {
      const card = within(tiers[index] as HTMLElement);
      expect(card.getByRole("heading", { name })).toBeInTheDocument();
      expect(card.getByText(price as string)).toBeInTheDocument();
      expect(card.getByText("/mo")).toBeInTheDocument();
      expect(card.getByText(visitors as string)).toBeInTheDocument();
      expect(card.getByText(label as string)).toBeInTheDocument();
      expect(card.getByText(feature as string)).toBeInTheDocument();
    });
  });

  it("marks only gold 'Most Popular'", () => {
    renderScreen(<PricingPage />);
    expect(screen.getAllByText("Most Popular")).toHaveLength(1);
    const gold = screen.getByRole("listitem", { name: "Gold" });
    expect(within(gold).getByText("Most Popular")).toBeInTheDocument();
  });
});

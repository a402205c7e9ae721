import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TopCountries } from "./top-countries";

describe("the overview's top countries", () => {
  it("names each country, with its views and clicks, and says when there is none", () => {
    const { rerender } = render(
      <TopCountries
        countries={[
          { value: "RW", views: 1200, clicks: 30 },
          { value: "unknown", views: 10, clicks: 0 },
        ]}
      />,
    );
    const rows = screen.getByTestId("top-countries").querySelectorAll("tbody tr");
    expect(rows[0]).toHaveTextContent("Rwanda1.2K30");
    expect(rows[1]).toHaveTextContent("Unknown100");
    rerender(<TopCountries countries={[]} />);
    expect(screen.getByText("No views counted in this period.")).toBeInTheDocument();
  });
});

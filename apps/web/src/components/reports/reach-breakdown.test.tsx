import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/test/render";
import { stubApi } from "@/test/stub-api";
import { REACH_DIMENSIONS, REACH_LABELS } from "@placard/shared/reach";
import { applyLocale, i18n } from "@/lib/i18n";
import { DIMENSION_KEYS, ReachBreakdown, reachName } from "./reach-breakdown";

afterEach(() => vi.unstubAllGlobals());

describe("reach breakdown", () => {
  it("shows countries by name, then devices and pages, a page at a time, with the range and a CSV", async () => {
    const calls = stubApi({
      "GET /api/ads/ad-1/reach": ({ url }) => {
        const params = new URL(url, "http://x").searchParams;
        if (params.get("dimension") === "device") {
          return [200, { items: [{ value: "phone", views: 30, clicks: 3 }], nextCursor: null }];
        }
        if (params.get("cursor"))
          return [200, { items: [{ value: "unknown", views: 2, clicks: 0 }], nextCursor: null }];
        return [
          200,
          {
            items: [
              { value: "RW", views: 100, clicks: 4 },
              { value: "KE", views: 50, clicks: 1 },
            ],
            nextCursor: "next",
          },
        ];
      },
    });
    renderScreen(<ReachBreakdown base="/api/ads/ad-1" range={{ from: "2026-11-01", to: "2026-11-30" }} />);
    const rows = await screen.findAllByTestId("reach-row");
    expect(within(rows[0] as HTMLElement).getByText("Rwanda")).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent("Kenya5012%");
    expect(calls[0]?.url).toBe("/api/ads/ad-1/reach?from=2026-11-01&to=2026-11-30&dimension=country");
    expect(screen.getByRole("link", { name: /Country CSV/ })).toHaveAttribute(
      "href",
      "/api/ads/ad-1/reach.csv?from=2026-11-01&to=2026-11-30&dimension=country",
    );

    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Unknown")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Device" }));
    expect(await screen.findByText("Phone")).toBeInTheDocument();
  });
});

describe("reach names", () => {
  afterEach(() => applyLocale("en"));

  it("names breakdowns as SPEC's English labels, and countries and devices in the reader's language", async () => {
    for (const dimension of REACH_DIMENSIONS) expect(i18n.t(DIMENSION_KEYS[dimension])).toBe(REACH_LABELS[dimension]);
    expect(reachName("device", "tablet")).toBe("Tablet");
    expect(reachName("page", "other")).toBe("Other pages");
    await applyLocale("fr");
    expect(reachName("country", "DE")).toBe("Allemagne");
    expect(reachName("device", "phone")).toBe("Téléphone");
    expect(reachName("country", "unknown")).toBe("Inconnu");
  });
});

import type { ReviewAd } from "@placard/shared/reviews";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/test/render";
import { type StubCall, stubApi } from "@/test/stub-api";
import { PendingAdsPage } from "./pending-ads-page";

afterEach(() => vi.unstubAllGlobals());

const ad = (n: number): ReviewAd => ({
  id: `ad-${n}`,
  businessName: `Business ${n}`,
  businessLink: "https://acme.example",
  businessLocation: "Kigali",
  description: "Fresh",
  creative: null,
  submittedAt: null,
  websites: [],
});

describe("/pending-ads (#29.5)", () => {
  it("shows the first page of waiting ads and the next one on request", async () => {
    const calls = stubApi({
      "GET /api/reviews/pending": (call: StubCall) =>
        call.url.includes("cursor=")
          ? [200, { ads: [ad(3)], nextCursor: null, total: 3 }]
          : [200, { ads: [ad(1), ad(2)], nextCursor: "next", total: 3 }],
    });
    renderScreen(<PendingAdsPage />);
    expect(await screen.findByRole("heading", { name: "Business 2" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Business 3" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Load more ads" }));
    expect(await screen.findByRole("heading", { name: "Business 3" })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith("/api/reviews/pending"))).toHaveLength(2);
    expect(screen.getAllByTestId("pending-ad")).toHaveLength(3);
  });
});

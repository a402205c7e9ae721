import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/test/render";
import { stubApi } from "@/test/stub-api";
import { AdPerformance } from "./ad-performance";

afterEach(() => vi.unstubAllGlobals());

describe("ad performance", () => {
  it("shows views, clicks and CTR in total and per website", async () => {
    stubApi({
      "GET /api/ads/ad-1/stats": [
        200,
        {
          views: 1250,
          clicks: 25,
          websites: [
            { websiteId: "w1", name: "Kigali Daily", views: 1000, clicks: 20 },
            { websiteId: "w2", name: "Nairobi Tech", views: 250, clicks: 5 },
          ],
          websitesCount: 2,
          daily: [],
          notCounted: { total: 0, bot: 0, tooFast: 0, replay: 0, otherClient: 0, overLimit: 0 },
        },
      ],
    });
    renderScreen(<AdPerformance adId="ad-1" views={0} clicks={0} />);
    expect(await screen.findByText("1.3K")).toBeInTheDocument();
    expect(screen.getByTestId("clicks")).toHaveTextContent("25");
    expect(screen.getByTestId("ctr")).toHaveTextContent("2%");
    const rows = screen.getAllByTestId("website-stats");
    expect(within(rows[0] as HTMLElement).getByText("Kigali Daily")).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent("Nairobi Tech25052%");
    expect(screen.queryByTestId("not-counted")).toBeNull();
    expect(screen.queryByTestId("websites-shown")).toBeNull();
  });

  it("names the websites with the most views and says how many there are in all (#29.5)", async () => {
    stubApi({
      "GET /api/ads/ad-1/stats": [
        200,
        {
          views: 1000,
          clicks: 20,
          websites: [{ websiteId: "w1", name: "Kigali Daily", views: 1000, clicks: 20 }],
          websitesCount: 10_000,
          daily: [],
          notCounted: { total: 0, bot: 0, tooFast: 0, replay: 0, otherClient: 0, overLimit: 0 },
        },
      ],
    });
    renderScreen(<AdPerformance adId="ad-1" views={0} clicks={0} />);
    expect(await screen.findByTestId("websites-shown")).toHaveTextContent(
      "The 1 websites with the most views, of 10,000; Export CSV has every one.",
    );
  });

  it("says how many events were not counted, and why", async () => {
    stubApi({
      "GET /api/ads/ad-1/stats": [
        200,
        {
          views: 10,
          clicks: 1,
          websites: [],
          websitesCount: 0,
          daily: [],
          notCounted: { total: 12, bot: 9, tooFast: 3, replay: 0, otherClient: 0, overLimit: 0 },
        },
      ],
    });
    renderScreen(<AdPerformance adId="ad-1" views={0} clicks={0} />);
    expect(await screen.findByTestId("not-counted")).toHaveTextContent("Not counted: 12 (bot 9, too fast 3)");
  });
});

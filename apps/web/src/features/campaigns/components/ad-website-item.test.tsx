import type { AdWebsite } from "@placard/shared/ads";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/test/render";
import { stubApi } from "@/test/stub-api";
import { AdWebsiteItem, bookingText } from "./ad-website-item";

afterEach(() => vi.unstubAllGlobals());

const paid = (startsAt: string, endsAt: string): AdWebsite => ({
  requestId: "req-1",
  websiteId: "web-1",
  name: "Kigali Daily",
  url: "https://kigalidaily.example",
  reviewStatus: "approved",
  rejectionReason: null,
  paymentStatus: "paid",
  isConfirmed: true,
  startsAt,
  endsAt,
  holdExpiresAt: null,
  isLapsed: false,
  amountCents: 3000,
  spaces: [{ id: "s1", name: "Sidebar", priceCents: 3000 }],
});

describe("a paid website on the campaign page (#17.2, #17.5)", () => {
  it("says 'Ended' with 'Renew' once the booking is over, without auto-renew", async () => {
    stubApi({});
    const onPay = vi.fn();
    renderScreen(
      <ul>
        <AdWebsiteItem
          adId="ad-1"
          website={paid("2026-01-01T00:00:00.000Z", "2026-01-31T00:00:00.000Z")}
          onPay={onPay}
        />
      </ul>,
    );
    expect(screen.getByText("Ended")).toBeInTheDocument();
    expect(screen.queryByText("Confirmed")).not.toBeInTheDocument();
    expect(screen.getByTestId("booking-window")).toHaveTextContent("Ended on");
    expect(screen.queryByLabelText(/Auto-renew/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Renew" }));
    expect(onPay).toHaveBeenCalled();
  });

  it("offers auto-renew on a running booking and saves the choice", async () => {
    const calls = stubApi({
      "GET /api/renewals/req-1": [200, { requestId: "req-1", autoRenew: false, endsAt: "2099-01-31T00:00:00.000Z" }],
      "PUT /api/renewals/req-1": [200, { requestId: "req-1", autoRenew: true, endsAt: "2099-01-31T00:00:00.000Z" }],
    });
    renderScreen(
      <ul>
        <AdWebsiteItem
          adId="ad-1"
          website={paid("2026-01-01T00:00:00.000Z", "2099-01-31T00:00:00.000Z")}
          onPay={() => {}}
        />
      </ul>,
    );
    const toggle = await screen.findByLabelText(/Auto-renew/);
    expect(toggle).not.toBeChecked();
    await userEvent.setup().click(toggle);
    expect(await screen.findByLabelText(/Auto-renew/)).toBeChecked();
    expect(calls.filter((call) => call.method === "PUT")).toEqual([
      { method: "PUT", url: "/api/renewals/req-1", body: { autoRenew: true } },
    ]);
  });

  it("tells a scheduled booking's start", () => {
    const now = new Date("2026-11-26T12:00:00.000Z");
    expect(bookingText("2026-12-03T00:00:00.000Z", "2027-01-02T00:00:00.000Z", now)).toMatch(
      /^Starts on December \d, 2026/,
    );
    expect(bookingText("2026-11-01T00:00:00.000Z", "2026-12-01T00:00:00.000Z", now)).toMatch(/^Running until/);
  });
});

describe("an expired website on the campaign page (decision 0058)", () => {
  it("says so and sends the ad to other spaces in one step", async () => {
    const space = {
      id: "s2",
      websiteId: "web-2",
      placementKey: "sidebar",
      spaceType: "image",
      name: "Top banner",
      description: "Above the fold",
      instructions: "",
      priceCents: 2500,
      capacity: 2,
      available: 2,
      isFull: false,
      freeFrom: null,
      tier: "Small",
      visitorMin: 0,
      visitorMax: 1000,
      measured: null,
      pricePerThousandViewsCents: null,
    };
    const website = {
      id: "web-2",
      name: "Musanze News",
      url: "https://musanze.example",
      thumbnailUrl: null,
      spaceCount: 1,
      verified: false,
      measuredViewsPerDay: null,
    };
    const calls = stubApi({
      "GET /api/marketplace/websites": [200, { items: [website], nextCursor: null }],
      "GET /api/marketplace/spaces": [200, { spaces: [space] }],
      "POST /api/ads/ad-1/websites": [200, { id: "ad-1" }],
    });
    const expired: AdWebsite = {
      ...paid("2026-01-01T00:00:00.000Z", "2026-01-31T00:00:00.000Z"),
      reviewStatus: "expired",
      paymentStatus: "unpaid",
      isConfirmed: false,
      startsAt: null,
      endsAt: null,
    };
    renderScreen(
      <ul>
        <AdWebsiteItem adId="ad-1" website={expired} onPay={() => {}} />
      </ul>,
    );
    expect(screen.getByTestId("ad-state")).toHaveTextContent("Expired");
    expect(screen.getByTestId("request-expired")).toHaveTextContent("The owner did not answer in time");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Pick other spaces" }));
    await user.click(await screen.findByRole("button", { name: "Musanze News" }));
    await user.click(await screen.findByLabelText("Top banner"));
    await user.click(screen.getByRole("button", { name: "Send to the owners" }));
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.method === "POST")).toEqual([
        { method: "POST", url: "/api/ads/ad-1/websites", body: { websiteIds: ["web-2"], spaceIds: ["s2"] } },
      ]),
    );
  });
});

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

import type { Ad, AdWebsite } from "@placard/shared/ads";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "@/lib/session";
import { renderScreen } from "@/test/render";
import { stubApi } from "@/test/stub-api";
import { AdDetailPage } from "./ad-detail-page";

vi.mock("@/lib/session", () => ({ useSession: vi.fn() }));

beforeEach(() => {
  vi.mocked(useSession).mockReturnValue({
    user: { id: "u1", name: "Amani Uwase", email: "amani@example.com" },
    isLoading: false,
    error: null,
  } as ReturnType<typeof useSession>);
});
afterEach(() => vi.unstubAllGlobals());

const site = (requestId: string, name: string, overrides: Partial<AdWebsite>): AdWebsite => ({
  requestId,
  websiteId: `w-${requestId}`,
  name,
  url: `https://${requestId}.example`,
  reviewStatus: "approved",
  rejectionReason: null,
  paymentStatus: "unpaid",
  isConfirmed: false,
  startsAt: null,
  endsAt: null,
  holdExpiresAt: null,
  isLapsed: false,
  amountCents: 3000,
  spaces: [{ id: `s-${requestId}`, name: "Sidebar", priceCents: 3000 }],
  ...overrides,
});

const websites = [
  site("r1", "Kigali Daily", {}),
  site("r2", "Tech Blog", {
    paymentStatus: "paid",
    isConfirmed: true,
    startsAt: "2026-10-02T12:00:00.000Z",
    endsAt: "2099-01-31T12:00:00.000Z",
  }),
  site("r3", "Recipes", { reviewStatus: "pending" }),
];

const ad: Ad = {
  id: "ad-1",
  businessName: "Acme Coffee",
  businessLink: "https://acme.example",
  businessLocation: "Kigali",
  description: "Fresh coffee.",
  creative: null,
  campaignStatus: "Partially Active",
  websitesCount: 3,
  spacesCount: 3,
  stateCounts: {
    awaitingReview: 1,
    awaitingPayment: 1,
    approvalLapsed: 0,
    expired: 0,
    scheduled: 0,
    running: 1,
    ended: 0,
    rejected: 0,
  },
  payable: websites[0] ?? null,
  rejectionReason: null,
  views: 10,
  clicks: 2,
  submittedAt: "2026-10-01T08:00:00.000Z",
};

const page = (items: AdWebsite[], nextCursor: string | null = null) => ({ items, nextCursor });

describe("/approved-detail payments", () => {
  it("offers Pay Now for approved unpaid websites and Renew with the booking window for paid ones", async () => {
    stubApi({
      "GET /api/ads/ad-1": [200, ad],
      "GET /api/ads/ad-1/websites": [200, page(websites)],
      "GET /api/ads": [200, { items: [], nextCursor: null }],
    });
    const user = userEvent.setup();
    renderScreen(<AdDetailPage />, { path: "/approved-detail/:adId", entries: ["/approved-detail/ad-1"] });

    const [unpaid, paid, pending] = (await screen.findAllByTestId("ad-website")) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(unpaid).getByRole("button", { name: "Pay Now" })).toBeEnabled();
    expect(within(paid).getByTestId("ad-state")).toHaveTextContent("Running");
    expect(within(paid).getByTestId("booking-window")).toHaveTextContent("Running until January 31, 2099");
    expect(within(paid).queryByRole("button", { name: "Pay Now" })).not.toBeInTheDocument();
    expect(within(pending).getByRole("button", { name: "Pay Now" })).toBeDisabled();
    // Why, in view (#15.13).
    expect(within(pending).getByRole("button", { name: "Pay Now" })).toHaveAccessibleDescription(
      "Available once the owner approves",
    );

    await user.click(within(paid).getByRole("button", { name: "Renew" }));
    const renew = screen.getByRole("dialog", { name: "Renew on Tech Blog" });
    expect(renew).toHaveTextContent("Renewing extends your booking by 30 days.");
    await user.click(within(renew).getByRole("button", { name: "Cancel" }));

    await user.click(within(unpaid).getByRole("button", { name: "Pay Now" }));
    const dialog = screen.getByRole("dialog", { name: "Pay for Kigali Daily" });
    expect(within(dialog).getByLabelText("Email")).toHaveValue("amani@example.com");
    expect(within(dialog).getByTestId("payment-amount")).toHaveTextContent("$30");
  });

  it("shows the payment window, and a lapsed approval's Ask again", async () => {
    const inWindow = site("r1", "Kigali Daily", {
      holdExpiresAt: new Date(Date.now() + 5.5 * 3_600_000).toISOString(),
    });
    const lapsed = site("r2", "Tech Blog", { isLapsed: true });
    let asked = false;
    const calls = stubApi({
      "GET /api/ads/ad-1": [200, ad],
      "GET /api/ads/ad-1/websites": () => [
        200,
        page([inWindow, asked ? { ...lapsed, reviewStatus: "pending" as const, isLapsed: false } : lapsed]),
      ],
      "GET /api/ads": [200, { items: [], nextCursor: null }],
      "POST /api/ads/ad-1/requests/r2/ask-again": () => {
        asked = true;
        return [200, ad];
      },
    });
    const user = userEvent.setup();
    renderScreen(<AdDetailPage />, { path: "/approved-detail/:adId", entries: ["/approved-detail/ad-1"] });

    const [held, gone] = (await screen.findAllByTestId("ad-website")) as [HTMLElement, HTMLElement];
    expect(within(held).getByTestId("payment-window")).toHaveTextContent("Pay within 6 hours");
    expect(within(gone).getByText("Approval lapsed")).toBeInTheDocument();
    expect(within(gone).queryByRole("button", { name: "Pay Now" })).not.toBeInTheDocument();

    await user.click(within(gone).getByRole("button", { name: "Ask again" }));
    expect(calls.some((call) => call.method === "POST" && call.url.endsWith("/requests/r2/ask-again"))).toBe(true);
    expect(await within(gone).findByText("Awaiting review")).toBeInTheDocument();
    expect(within(gone).queryByText("Approval lapsed")).not.toBeInTheDocument();
  });

  it("loads the websites a page at a time with Load more", async () => {
    const calls = stubApi({
      "GET /api/ads/ad-1": [200, { ...ad, websitesCount: 3 }],
      "GET /api/ads/ad-1/websites": (call) => {
        if (!call.url.includes("cursor=")) return [200, page(websites.slice(0, 2), "next-1")];
        return [200, page(websites.slice(2))];
      },
      "GET /api/ads": [200, { items: [], nextCursor: null }],
    });
    const user = userEvent.setup();
    renderScreen(<AdDetailPage />, { path: "/approved-detail/:adId", entries: ["/approved-detail/ad-1"] });

    const list = await screen.findByRole("region", { name: "Websites" });
    expect(within(list).getByText("3 websites")).toBeInTheDocument();
    expect(await within(list).findAllByTestId("ad-website")).toHaveLength(2);
    await user.click(within(list).getByRole("button", { name: "Load more websites" }));
    expect(await within(list).findByText("Recipes")).toBeInTheDocument();
    expect(within(list).getAllByTestId("ad-website")).toHaveLength(3);
    expect(within(list).queryByRole("button", { name: "Load more websites" })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes("/websites?cursor=next-1"))).toHaveLength(1);
  });

  it("shows an empty list and a failed one with Try Again", async () => {
    let fail = true;
    stubApi({
      "GET /api/ads/ad-1": [200, { ...ad, websitesCount: 0 }],
      "GET /api/ads/ad-1/websites": () => (fail ? [500, { error: "internal", message: "Boom" }] : [200, page([])]),
      "GET /api/ads": [200, { items: [], nextCursor: null }],
    });
    const user = userEvent.setup();
    renderScreen(<AdDetailPage />, { path: "/approved-detail/:adId", entries: ["/approved-detail/ad-1"] });

    const list = await screen.findByRole("region", { name: "Websites" });
    expect(
      await within(list).findByText("Unable to load this campaign's websites. Please try again later."),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(list).getByRole("button", { name: "Try Again" }));
    expect(await within(list).findByText("No websites yet")).toBeInTheDocument();
  });

  it("opens the renewal reminder's website by its request, not from a loaded page", async () => {
    stubApi({
      "GET /api/ads/ad-1": [200, ad],
      "GET /api/ads/ad-1/websites": [200, page([])],
      "GET /api/ads/ad-1/websites/r2": [200, websites[1]],
      "GET /api/ads": [200, { items: [], nextCursor: null }],
    });
    renderScreen(<AdDetailPage />, { path: "/approved-detail/:adId", entries: ["/approved-detail/ad-1?renew=r2"] });
    expect(await screen.findByRole("dialog", { name: "Renew on Tech Blog" })).toBeInTheDocument();
  });

  it("names the ad's state, each website's and each related ad's by the dashboard's rule (#34.7)", async () => {
    const day = 86_400_000;
    const later = (days: number) => new Date(Date.now() + days * day).toISOString();
    const none = { ...ad.stateCounts, awaitingReview: 0, awaitingPayment: 0, running: 0 };
    const only = (id: string, name: string, state: keyof Ad["stateCounts"]): Ad => ({
      ...ad,
      id,
      businessName: name,
      websitesCount: 1,
      stateCounts: { ...none, [state]: 1 },
    });
    const related = [
      only("ad-2", "Unpaid Umbrellas", "awaitingPayment"),
      only("ad-3", "Scheduled Scarves", "scheduled"),
      only("ad-4", "Ended Eggs", "ended"),
      only("ad-5", "Rejected Rugs", "rejected"),
      only("ad-6", "Waiting Watches", "awaitingReview"),
    ];
    const scheduled = only("ad-1", "Acme Coffee", "scheduled");
    const booked = site("r-ad-1", "Kigali Daily", { paymentStatus: "paid", startsAt: later(5), endsAt: later(35) });
    stubApi({
      "GET /api/ads/ad-1": [200, { ...scheduled, campaignStatus: "Active" }],
      "GET /api/ads/ad-1/websites": [200, page([booked])],
      "GET /api/ads": [200, { items: [scheduled, ...related], nextCursor: null }],
    });
    renderScreen(<AdDetailPage />, { path: "/approved-detail/:adId", entries: ["/approved-detail/ad-1"] });

    const [website] = await screen.findAllByTestId("ad-website");
    expect(within(website as HTMLElement).getByTestId("ad-state")).toHaveTextContent("Scheduled");
    expect(screen.getByRole("heading", { level: 1 }).parentElement).toHaveTextContent("Scheduled");
    expect(screen.queryByText("Active")).not.toBeInTheDocument();
    const aside = screen.getByRole("complementary", { name: "Related ads" });
    const stateOf = (name: string) =>
      within(within(aside).getByText(name).closest("a") as HTMLElement).getByTestId("ad-state").textContent;
    expect(stateOf("Unpaid Umbrellas")).toBe("Awaiting payment");
    expect(stateOf("Scheduled Scarves")).toBe("Scheduled");
    expect(stateOf("Ended Eggs")).toBe("Ended");
    expect(stateOf("Rejected Rugs")).toBe("Rejected");
    expect(within(aside).queryByText("Waiting Watches")).not.toBeInTheDocument(); // four shown
  });

  it("offers a way back to the campaigns for an ad it cannot find (#15.13)", async () => {
    stubApi({
      "GET /api/ads/nope": [404, { error: "not_found", message: "Ad not found." }],
      "GET /api/ads": [200, { items: [], nextCursor: null }],
    });
    renderScreen(<AdDetailPage />, { path: "/approved-detail/:adId", entries: ["/approved-detail/nope"] });
    expect(await screen.findByRole("heading", { name: "Failed to load ad details" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Campaigns" })).toHaveAttribute("href", "/dashboard");
  });
});

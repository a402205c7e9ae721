import type { Ad, AdWebsite } from "@placard/shared/ads";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "@/lib/session";
import { renderScreen } from "@/test/render";
import { CampaignCard } from "./campaign-card";

vi.mock("@/lib/session", () => ({ useSession: vi.fn() }));

beforeEach(() => {
  vi.mocked(useSession).mockReturnValue({
    user: { id: "u1", name: "Amani Uwase", email: "amani@example.com" },
    isLoading: false,
    error: null,
  } as ReturnType<typeof useSession>);
});

const payable: AdWebsite = {
  requestId: "r1",
  websiteId: "w1",
  name: "Kigali Daily",
  url: "https://kigali.example",
  reviewStatus: "approved",
  rejectionReason: null,
  paymentStatus: "unpaid",
  isConfirmed: false,
  startsAt: null,
  endsAt: null,
  holdExpiresAt: null,
  isLapsed: false,
  amountCents: 3000,
  spaces: [{ id: "s1", name: "Sidebar", priceCents: 3000 }],
};

const NONE = {
  awaitingReview: 0,
  awaitingPayment: 0,
  approvalLapsed: 0,
  expired: 0,
  scheduled: 0,
  running: 0,
  ended: 0,
  rejected: 0,
};
const ad = (changes: Partial<Ad>): Ad => ({
  id: "ad-1",
  businessName: "Acme Coffee",
  businessLink: "https://acme.example",
  businessLocation: "Kigali",
  description: "Fresh coffee.",
  creative: null,
  campaignStatus: "Partially Active",
  websitesCount: 0,
  spacesCount: 0,
  stateCounts: NONE,
  payable: null,
  rejectionReason: null,
  views: 1250,
  clicks: 3,
  submittedAt: "2026-10-01T08:00:00.000Z",
  ...changes,
});

/** Decision 0047: a card reads the counts an ad carries, not its websites. */
describe("a campaign card", () => {
  it("shows the state, the website count and Pay Now on the website awaiting payment", () => {
    renderScreen(
      <CampaignCard
        ad={ad({ websitesCount: 1000, stateCounts: { ...NONE, running: 999, awaitingPayment: 1 }, payable })}
      />,
    );
    expect(screen.getByTestId("campaign-state")).toHaveTextContent("Awaiting payment");
    expect(screen.getByText(/1000 websites · 1\.3K views · 3 clicks/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay Now on Kigali Daily" })).toBeInTheDocument();
  });

  it("shows the rejection's reason when every website rejected the ad", () => {
    renderScreen(
      <CampaignCard
        ad={ad({ websitesCount: 2, stateCounts: { ...NONE, rejected: 2 }, rejectionReason: "Off topic" })}
      />,
    );
    expect(screen.getByTestId("campaign-state")).toHaveTextContent("Rejected");
    expect(screen.getByText("Reason: Off topic")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Pay Now/ })).not.toBeInTheDocument();
  });
});

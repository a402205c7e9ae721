import type { ReviewAd } from "@placard/shared/reviews";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "@/test/render";
import { competingText, ReviewWebsites } from "./review-websites";

const website = (requestId: string, reviewStatus: "pending" | "approved", freeSlots: number, competing: number) => ({
  requestId,
  websiteId: `w-${requestId}`,
  name: `Site ${requestId}`,
  url: `https://${requestId}.example`,
  reviewStatus,
  rejectionReason: null,
  answerBy: reviewStatus === "pending" ? "2026-12-05T09:30:00.000Z" : null,
  isConfirmed: false,
  amountCents: 2000,
  spaces: [{ id: `s-${requestId}`, name: "Sidebar", priceCents: 2000, freeSlots, competingRequests: competing }],
});

const ad: ReviewAd = {
  id: "ad-1",
  businessName: "Acme",
  businessLink: "https://acme.example",
  businessLocation: "Kigali",
  description: "Fresh",
  creative: null,
  submittedAt: null,
  websites: [website("r1", "pending", 1, 3), website("r2", "approved", 0, 2)],
};

describe("competing requests (decision 0015)", () => {
  it("says how many requests compete for a space's free slots", () => {
    expect(competingText({ name: "Sidebar", freeSlots: 1, competingRequests: 3 })).toBe(
      "Sidebar: 3 requests for 1 free slot",
    );
    expect(competingText({ name: "Footer", freeSlots: 0, competingRequests: 1 })).toBe(
      "Footer: 1 request for 0 free slots",
    );
  });

  it("shows it under pending websites only", () => {
    renderScreen(<ReviewWebsites ad={ad} onReject={() => {}} />);
    const [pending, approved] = screen.getAllByTestId("review-website") as [HTMLElement, HTMLElement];
    expect(within(pending).getByTestId("competing-requests")).toHaveTextContent("Sidebar: 3 requests for 1 free slot");
    expect(within(approved).queryByTestId("competing-requests")).not.toBeInTheDocument();
  });
});

describe("the answer window (decision 0058)", () => {
  it('shows "Answer by {date}" on a waiting website only', () => {
    renderScreen(<ReviewWebsites ad={ad} onReject={() => {}} />);
    const [pending, approved] = screen.getAllByTestId("review-website") as [HTMLElement, HTMLElement];
    expect(within(pending).getByTestId("answer-by")).toHaveTextContent("Answer by December 5, 2026");
    expect(within(approved).queryByTestId("answer-by")).not.toBeInTheDocument();
  });
});

import type { ReviewAd } from "@placard/shared/reviews";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/test/render";
import { stubApi } from "@/test/stub-api";
import { ReviewWebsites } from "./review-websites";

afterEach(() => vi.unstubAllGlobals());

const ad: ReviewAd = {
  id: "ad-1",
  businessName: "Acme",
  businessLink: "https://acme.example",
  businessLocation: "Kigali",
  description: "Fresh",
  creative: null,
  submittedAt: null,
  websites: [
    {
      requestId: "r1",
      websiteId: "w-r1",
      name: "Site r1",
      url: "https://r1.example",
      reviewStatus: "pending",
      rejectionReason: null,
      answerBy: null,
      isConfirmed: false,
      amountCents: 2000,
      spaces: [{ id: "s-r1", name: "Sidebar", priceCents: 2000, freeSlots: 1, competingRequests: 1 }],
    },
  ],
};

describe("approving one website (decision 0061)", () => {
  it("sends the creative numbers the screen showed", async () => {
    const calls = stubApi({ "POST /api/reviews/requests/r1/approve": [200, ad] });
    renderScreen(<ReviewWebsites ad={ad} seenCreatives={[1, 2]} onReject={() => {}} />);
    const [row] = screen.getAllByTestId("review-website") as [HTMLElement];
    const buttons = within(row).getAllByRole("button");
    const approve = buttons.find((button) => button.textContent?.includes("Site r1"));
    if (!approve) throw new Error("no approve button");
    await userEvent.click(approve);
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const post = calls.find((call) => call.method === "POST");
    expect(post?.url).toContain("/api/reviews/requests/r1/approve");
    expect(post?.body).toEqual({ creatives: [1, 2] });
  });
});

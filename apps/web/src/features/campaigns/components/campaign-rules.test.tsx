import { type AdWebsite, adState, adWebsiteState, campaignStatus } from "@placard/shared/ads";
import { formatCount } from "@placard/shared/format";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ReadMore } from "@/components/ui/read-more";

describe("campaign status (SPEC §4)", () => {
  it("is Active when every website approved, Partially Active for some, Pending for none", () => {
    expect(campaignStatus(["approved", "approved"])).toBe("Active");
    expect(campaignStatus(["approved", "pending"])).toBe("Partially Active");
    expect(campaignStatus(["approved", "rejected"])).toBe("Partially Active");
    expect(campaignStatus(["pending", "rejected"])).toBe("Pending");
    expect(campaignStatus([])).toBe("Pending");
  });
});

describe("counts (SPEC §9)", () => {
  it("uses K from 1000 and M from 1000000, one decimal", () => {
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000)).toBe("1K");
    expect(formatCount(1250)).toBe("1.3K");
    expect(formatCount(1_000_000)).toBe("1M");
    expect(formatCount(2_460_000)).toBe("2.5M");
  });
});

const NOW = new Date("2026-11-26T06:00:00.000Z");
const site = (changes: Partial<AdWebsite>): AdWebsite => ({
  requestId: "r",
  websiteId: "w",
  name: "North Star",
  url: "https://north.example.com",
  reviewStatus: "pending",
  rejectionReason: null,
  paymentStatus: "unpaid",
  isConfirmed: false,
  startsAt: null,
  endsAt: null,
  holdExpiresAt: null,
  isLapsed: false,
  amountCents: 1500,
  spaces: [],
  ...changes,
});
const awaitingReview = site({});
const awaitingPayment = site({ reviewStatus: "approved" });
const lapsed = site({ reviewStatus: "approved", isLapsed: true });
const running = site({ reviewStatus: "approved", paymentStatus: "paid", endsAt: "2026-12-20T00:00:00.000Z" });
const ended = site({ reviewStatus: "approved", paymentStatus: "paid", endsAt: "2026-11-20T00:00:00.000Z" });
const rejected = site({ reviewStatus: "rejected", rejectionReason: "Not local" });
const expired = site({ reviewStatus: "expired" });
const scheduled = site({
  reviewStatus: "approved",
  paymentStatus: "paid",
  isConfirmed: true,
  startsAt: "2026-12-25T00:00:00.000Z",
  endsAt: "2027-01-24T00:00:00.000Z",
});

describe("an ad's real state (#15)", () => {
  it("names each website's state from its review, payment and booking window", () => {
    expect(adWebsiteState(awaitingReview, NOW)).toBe("awaitingReview");
    expect(adWebsiteState(awaitingPayment, NOW)).toBe("awaitingPayment");
    expect(adWebsiteState(lapsed, NOW)).toBe("approvalLapsed");
    expect(adWebsiteState(running, NOW)).toBe("running");
    expect(adWebsiteState(ended, NOW)).toBe("ended");
    expect(adWebsiteState(site({ reviewStatus: "approved", paymentStatus: "refunded" }), NOW)).toBe("ended");
    expect(adWebsiteState(rejected, NOW)).toBe("rejected");
    // Unanswered within the operator's window (decision 0058).
    expect(adWebsiteState(expired, NOW)).toBe("expired");
    // Paid for a later start (decision 0025): scheduled until it starts, then running (decision 0049).
    expect(adWebsiteState(scheduled, NOW)).toBe("scheduled");
    expect(adWebsiteState(scheduled, new Date("2026-12-25T00:00:00.000Z"))).toBe("running");
    expect(adWebsiteState(scheduled, new Date("2027-01-24T00:00:00.000Z"))).toBe("ended");
  });

  it("puts what needs the advertiser first: an unpaid approval over a running or a rejected website", () => {
    expect(adState({ websites: [running, awaitingPayment] }, NOW)).toBe("awaitingPayment");
    expect(adState({ websites: [rejected, running] }, NOW)).toBe("running");
    expect(adState({ websites: [rejected, awaitingReview] }, NOW)).toBe("awaitingReview");
    expect(adState({ websites: [rejected] }, NOW)).toBe("rejected");
    expect(adState({ websites: [ended, rejected] }, NOW)).toBe("ended");
    expect(adState({ websites: [scheduled, awaitingReview] }, NOW)).toBe("scheduled");
    expect(adState({ websites: [scheduled, running] }, NOW)).toBe("running");
    // An expired website asks the advertiser to pick other spaces, after anything live or waiting.
    expect(adState({ websites: [expired, awaitingReview] }, NOW)).toBe("awaitingReview");
    expect(adState({ websites: [expired, rejected] }, NOW)).toBe("expired");
    expect(adState({ websites: [expired, ended] }, NOW)).toBe("expired");
  });
});

describe("Read More (SPEC §5: 150 characters)", () => {
  it("cuts long text and toggles Read More / Show Less", async () => {
    const user = userEvent.setup();
    const text = "x".repeat(151);
    render(<ReadMore text={text} />);
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Read More" }));
    expect(screen.getByText(text, { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show Less" }));
    expect(screen.getByRole("button", { name: "Read More" })).toBeInTheDocument();
  });

  it("shows short text whole", () => {
    render(<ReadMore text="Short and sweet" />);
    expect(screen.getByText("Short and sweet")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});

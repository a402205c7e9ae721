import type { Overview } from "@placard/shared/admin";
import type { AdminSupportMessage } from "@placard/shared/support";
import type { AdReport } from "@placard/shared/trust";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/test/render";
import { type StubCall, stubApi } from "@/test/stub-api";
import { OverviewPage } from "./components/overview-page";
import { ReportsPage } from "./components/reports-page";
import { SupportInboxPage } from "./components/support-inbox-page";

afterEach(() => vi.unstubAllGlobals());

/** #34.12: after an action the console says what happened, and asks before a destructive one. */
const report: AdReport = {
  id: "r-1",
  ad: { id: "ad-1", businessName: "Miracle Cure Pills", creative: null, takenDown: false },
  websiteName: "Kigali Daily",
  reason: "misleading",
  message: "It claims to cure everything.",
  status: "open",
  createdAt: "2026-11-20T10:00:00.000Z",
};
const page = (items: unknown[]) => [200, { items, nextCursor: null }] as [number, unknown];
const posts = (calls: StubCall[]) => calls.filter((call) => call.method === "POST");

describe("dismissing a report", () => {
  it("asks first: Cancel sends nothing; confirming sends the note and says what happened", async () => {
    let dismissed = false;
    const calls = stubApi({
      "GET /api/admin/reports": () => page(dismissed ? [] : [report]),
      "POST /api/admin/reports/r-1/dismiss": () => {
        dismissed = true;
        return [200, null];
      },
    });
    renderScreen(<ReportsPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Dismiss…" }));
    const dialog = await screen.findByRole("dialog", { name: "Dismiss the report on “Miracle Cure Pills”?" });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(posts(calls)).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: "Dismiss…" }));
    const again = await screen.findByRole("dialog");
    fireEvent.change(within(again).getByLabelText("Note (kept in the audit log, optional)"), {
      target: { value: "Claims checked" },
    });
    await userEvent.click(within(again).getByRole("button", { name: "Dismiss report" }));
    expect(
      await screen.findByText("The report on “Miracle Cure Pills” is dismissed; the ad goes on serving."),
    ).toBeInTheDocument();
    expect(posts(calls)).toMatchObject([{ url: "/api/admin/reports/r-1/dismiss", body: { note: "Claims checked" } }]);
  }, 15_000);
});

describe("taking an ad down", () => {
  it("shows what was refunded once it is done", async () => {
    stubApi({
      "GET /api/admin/reports": page([report]),
      "POST /api/admin/ads/ad-1/take-down": [
        200,
        { adId: "ad-1", endedBookings: 2, rejectedRequests: 1, refundedCents: 2533, closedReports: 1 },
      ],
    });
    renderScreen(<ReportsPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Take down" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Take down" }));
    const done = await screen.findByRole("dialog", { name: "“Miracle Cure Pills” is taken down" });
    expect(done).toHaveTextContent("$25.33 refunded to the advertiser for the unused days of 2 running bookings.");
    expect(done).toHaveTextContent("1 request not yet paid declined.");
    expect(done).toHaveTextContent("1 open report closed.");
    await userEvent.click(within(done).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});

describe("answering a support message", () => {
  it("keeps the message on screen as answered, with the answer, though the filter shows open ones", async () => {
    const message: AdminSupportMessage = {
      id: "m-1",
      topic: "payments",
      subject: "When do I get paid?",
      message: "My first booking was paid today.",
      status: "open",
      createdAt: "2026-11-20T10:00:00.000Z",
      replies: [],
      repliesCount: 0,
      sender: { id: "u-1", name: "Alan Turing", email: "alan@example.com" },
    };
    let answered = false;
    const reply = { id: "x-1", fromOperator: true, body: "Once the hold ends.", createdAt: "2026-11-20T11:00:00.000Z" };
    stubApi({
      "GET /api/admin/support": () => page(answered ? [] : [message]),
      "POST /api/admin/support/m-1/reply": () => {
        answered = true;
        return [200, { ...message, status: "answered", replies: [reply], repliesCount: 1 }];
      },
    });
    renderScreen(<SupportInboxPage />);
    fireEvent.change(await screen.findByLabelText("Answer “When do I get paid?”"), {
      target: { value: "Once the hold ends." },
    });
    await userEvent.click(screen.getByRole("button", { name: "Send answer" }));
    expect(
      await screen.findByText("Answer sent to Alan Turing; the message is now under Answered."),
    ).toBeInTheDocument();
    const thread = screen.getByRole("heading", { name: "When do I get paid?" }).closest("li");
    if (!thread) throw new Error("no thread");
    expect(thread).toHaveTextContent("Answered");
    expect(thread).toHaveTextContent("Once the hold ends.");
    expect(screen.queryByText("No messages here")).not.toBeInTheDocument();
  });
});

describe("the overview's period", () => {
  it("says a reversed range next to the field and keeps the page", async () => {
    const overview: Overview = {
      from: "2026-11-01",
      to: "2026-11-30",
      totals: { grossCents: 0, feesCents: 0, refundsCents: 0, reports: 0, supportMessages: 0, requestsExpired: 3 },
      current: {
        heldCents: 0,
        availableCents: 0,
        payoutsPending: 0,
        payoutsPendingCents: 0,
        payoutsFailed: 0,
        payoutsFailedCents: 0,
        adsAwaitingReview: 2,
        oldestReviewSince: new Date(Date.now() - 5 * 86_400_000 - 60_000).toISOString(),
        openReports: 0,
        openSupportMessages: 0,
        emailsNotSent: 0,
        emailsNotSentError: null,
      },
      days: [],
      topCountries: [],
      ledger: { sumCents: 0, entries: 0, unbalanced: [] },
    };
    const calls = stubApi({ "GET /api/admin/overview": [200, overview] });
    renderScreen(<OverviewPage />);
    await screen.findByText("Every movement balances.");
    // The answer window (decision 0058): the oldest waiting request's age, the period's expiries.
    expect(screen.getByText("oldest waiting 5 days")).toBeInTheDocument();
    expect(screen.getByText("Requests expired unanswered").nextElementSibling).toHaveTextContent("3");
    const asked = calls.length;
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-20" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-11-10" } });
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(screen.getByLabelText("To")).toHaveAccessibleDescription("The period ends before it starts.");
    expect(screen.getByText("Every movement balances.")).toBeInTheDocument();
    expect(screen.queryByText("The overview could not be loaded")).not.toBeInTheDocument();
    expect(calls.length).toBe(asked);
  });
});

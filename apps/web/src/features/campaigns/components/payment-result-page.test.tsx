import { PAYMENT_RESULT_COPY, PAYMENT_RESULT_STATUSES } from "@placard/shared/payments";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderScreen } from "@/test/render";
import { PaymentResultPage } from "./payment-result-page";

const open = (search: string, entries: string[] = []) =>
  renderScreen(<PaymentResultPage />, { entries: [...entries, `/payment-result${search}`] });

describe("payment result page (SPEC §2, §4, §8)", () => {
  it.each(PAYMENT_RESULT_STATUSES)("shows the card for %s", (status) => {
    open(`?status=${status}&txref=PLC-42`);
    expect(screen.getByRole("heading", { level: 1, name: PAYMENT_RESULT_COPY[status].title })).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_RESULT_COPY[status].message)).toBeInTheDocument();
    expect(screen.getByText("Reference: PLC-42")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Return to Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", "/support");
    const tryAgain = screen.queryByRole("button", { name: "Try Again" });
    if (status === "success") expect(tryAgain).not.toBeInTheDocument();
    else expect(tryAgain).toBeInTheDocument();
  });

  it("links back to the campaign paid for when the return names it (#15.13)", () => {
    const { unmount } = open("?status=success&txref=PLC-42&adId=ad-7");
    expect(screen.getByRole("link", { name: "View Campaign" })).toHaveAttribute("href", "/approved-detail/ad-7");
    unmount();
    open("?status=success&txref=PLC-42");
    expect(screen.queryByRole("link", { name: "View Campaign" })).not.toBeInTheDocument();
  });

  it("names the start of a booking scheduled for later, and the end of one running now (#34.8)", () => {
    const { unmount } = open(
      "?status=success&txref=PLC-42&from=2099-12-25T00:00:00.000Z&until=2100-01-24T00:00:00.000Z",
    );
    expect(screen.getByTestId("payment-result-message")).toHaveTextContent(
      "Your placement is booked: it starts on December 25, 2099 and runs until January 24, 2100.",
    );
    expect(screen.queryByText(/next 30 days/)).not.toBeInTheDocument();
    unmount();
    open("?status=success&txref=PLC-42&from=2026-01-01T09:00:00.000Z&until=2099-01-31T09:00:00.000Z");
    expect(screen.getByTestId("payment-result-message")).toHaveTextContent(
      "Your placement is confirmed until January 31, 2099.",
    );
  });

  it("uses a green check for success and a red or amber sign otherwise", () => {
    const { unmount } = open("?status=success");
    expect(screen.getByTestId("payment-result-icon-success")).toBeInTheDocument();
    unmount();
    open("?status=failed");
    expect(screen.getByTestId("payment-result-icon-failure")).toBeInTheDocument();
  });

  it("leaves the reference out when there is none", () => {
    open("?status=failed");
    expect(screen.getByRole("heading", { name: "Payment Failed" })).toBeInTheDocument();
    expect(screen.queryByText(/Reference:/)).not.toBeInTheDocument();
  });

  it.each(["", "?status=refunded&txref=PLC-1", "?txref=PLC-1", "?status=SUCCESS"])(
    "renders nothing for %j",
    (search) => {
      const { container } = open(search);
      expect(container).toBeEmptyDOMElement();
    },
  );

  it("goes back with Try Again and to the dashboard with Return to Dashboard", async () => {
    const user = userEvent.setup();
    const { router } = open("?status=failed&txref=PLC-9", ["/approved-detail/ad-1"]);
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(router.state.location.pathname).toBe("/approved-detail/ad-1");

    const next = open("?status=success&txref=PLC-9");
    await user.click(screen.getAllByRole("button", { name: "Return to Dashboard" }).at(-1) as HTMLElement);
    expect(next.router.state.location.pathname).toBe("/dashboard");
  });
});

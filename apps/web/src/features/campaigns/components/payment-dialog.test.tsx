import type { AdWebsite } from "@placard/shared/ads";
import { PAYMENT_GENERIC_ERROR, PAYMENT_LINK_FAILED } from "@placard/shared/payments";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/test/render";
import { stubApi } from "@/test/stub-api";
import { canPay } from "./ad-website-item";
import { checkPaymentEmail, EMAIL_REQUIRED, PaymentDialog } from "./payment-dialog";

const website: AdWebsite = {
  requestId: "req-1",
  websiteId: "web-1",
  name: "Kigali Daily",
  url: "https://kigalidaily.example",
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

const assign = vi.fn();
const realLocation = window.location;

beforeEach(() => {
  assign.mockReset();
  // jsdom's location cannot be spied on; a stand-in records where the browser was sent.
  Object.defineProperty(window, "location", { configurable: true, value: { ...realLocation, assign } });
});
afterEach(() => {
  Object.defineProperty(window, "location", { configurable: true, value: realLocation });
  vi.unstubAllGlobals();
});

const link = { paymentLink: "https://checkout.example/pay/PLC-1", txRef: "PLC-1", amountCents: 3000, currency: "USD" };

function openDialog(target: AdWebsite = website, email = "amani@example.com") {
  return renderScreen(<PaymentDialog website={target} defaultEmail={email} onClose={() => {}} />);
}

describe("payment modal", () => {
  it("shows the website and the server's amount, with the account's email prefilled", () => {
    stubApi({});
    openDialog();
    const dialog = screen.getByRole("dialog", { name: "Pay for Kigali Daily" });
    expect(dialog).toHaveTextContent("Kigali Daily");
    expect(screen.getByTestId("payment-amount")).toHaveTextContent("$30");
    expect(screen.getByLabelText("Email")).toHaveValue("amani@example.com");
    expect(screen.getByRole("button", { name: "Continue to Payment" })).toBeEnabled();
  });

  it("requires an email and sends nothing without one", async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    openDialog();
    await user.clear(screen.getByLabelText("Email"));
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));
    expect(screen.getByText(EMAIL_REQUIRED)).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
    expect(checkPaymentEmail("not-an-email")).toBe("Please enter a valid email address");
    expect(checkPaymentEmail(" a@b.co ")).toBeNull();
  });

  it("starts the payment without an amount and sends the browser to the returned link", async () => {
    const calls = stubApi({ "POST /api/payments": [201, link] });
    const user = userEvent.setup();
    openDialog();
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "billing@example.com");
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.example/pay/PLC-1"));
    expect(calls.filter((call) => call.method === "POST")).toEqual([
      { method: "POST", url: "/api/payments", body: { requestId: "req-1", email: "billing@example.com" } },
    ]);
  });

  it("says the link failed when the answer has none", async () => {
    stubApi({ "POST /api/payments": [201, { ...link, paymentLink: "" }] });
    const user = userEvent.setup();
    openDialog();
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(PAYMENT_LINK_FAILED);
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows the server's message, or the generic one", async () => {
    stubApi({ "POST /api/payments": [409, { error: "conflict", message: "Sidebar is fully booked." }] });
    const user = userEvent.setup();
    const { unmount } = openDialog();
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Sidebar is fully booked.");
    unmount();

    stubApi({ "POST /api/payments": [502, { error: "unavailable", message: "" }] });
    openDialog();
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(PAYMENT_GENERIC_ERROR);
  });

  it("renews a confirmed website by 30 days", () => {
    stubApi({});
    openDialog({ ...website, paymentStatus: "paid", isConfirmed: true, endsAt: "2026-12-22T00:00:00.000Z" });
    expect(screen.getByRole("dialog", { name: "Renew on Kigali Daily" })).toHaveTextContent(
      "Renewing extends your booking by 30 days.",
    );
  });

  it("offers the first free start date of a full space and sends the chosen date (decision 0025)", async () => {
    const calls = stubApi({
      "GET /api/payments/availability": [
        200,
        { nextFreeDate: "2099-01-10", lastStartDate: "2099-03-01", renewsFrom: null },
      ],
      "POST /api/payments": [201, link],
    });
    const user = userEvent.setup();
    openDialog();
    expect(await screen.findByTestId("next-free-date")).toHaveTextContent("the first free start date is");
    const date = screen.getByLabelText("Start date");
    expect(date).toHaveValue("2099-01-10");
    expect(date).toHaveAttribute("max", "2099-03-01");
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(calls.filter((call) => call.method === "POST")).toEqual([
      {
        method: "POST",
        url: "/api/payments",
        body: { requestId: "req-1", email: "amani@example.com", startDate: "2099-01-10" },
      },
    ]);
  });

  it("renews a running booking from its end, without a start date to choose", async () => {
    stubApi({
      "GET /api/payments/availability": [
        200,
        { nextFreeDate: null, lastStartDate: "2099-03-01", renewsFrom: "2099-01-31T12:00:00.000Z" },
      ],
    });
    openDialog({ ...website, paymentStatus: "paid", isConfirmed: true, endsAt: "2099-01-31T12:00:00.000Z" });
    expect(await screen.findByTestId("renews-from")).toHaveTextContent("January 31, 2099");
    expect(screen.queryByLabelText("Start date")).not.toBeInTheDocument();
  });

  it("is offered for approved, unpaid websites only", () => {
    expect(canPay(website)).toBe(true);
    expect(canPay({ ...website, reviewStatus: "pending" })).toBe(false);
    expect(canPay({ ...website, paymentStatus: "paid", isConfirmed: true })).toBe(false);
    expect(canPay({ ...website, isLapsed: true })).toBe(false);
  });
});

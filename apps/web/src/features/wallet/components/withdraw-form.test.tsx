import { PHONE_FORMAT_MESSAGE, WALLET_TEXT } from "@placard/shared/wallet";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/test/render";
import { stubApi } from "@/test/stub-api";
import { WithdrawForm } from "./withdraw-form";

afterEach(() => vi.unstubAllGlobals());

const withdrawal = {
  id: "w1",
  paymentId: "pay-1",
  amountCents: 2000,
  phoneNumber: "+256772123456",
  network: "AIRTEL",
  destinationCurrency: "UGX",
  status: "processing",
  failureReason: null,
  createdAt: "2026-11-22T08:00:00.000Z",
};

function renderForm(onClose = vi.fn()) {
  renderScreen(<WithdrawForm paymentId="pay-1" remainingCents={5000} onClose={onClose} />, { withToaster: true });
  return onClose;
}

async function fill(user: ReturnType<typeof userEvent.setup>, amount: string, phone: string) {
  if (amount) await user.type(screen.getByLabelText("Amount (USD)"), amount);
  if (phone) await user.type(screen.getByLabelText("Mobile money number"), phone);
}

describe("withdrawal form", () => {
  it("says 'Please fill in all fields' when something is missing, and sends nothing", async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByLabelText("Amount (USD)")).toHaveAttribute("max", "50");
    expect(screen.getByLabelText("Mobile money number")).toHaveAttribute("placeholder", "+254712345678");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByRole("alert")).toHaveTextContent(WALLET_TEXT.fillAllFields);
    await fill(user, "10", "");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByRole("alert")).toHaveTextContent(WALLET_TEXT.fillAllFields);
    expect(calls).toEqual([]);
  });

  it("checks the number's format before anything is sent", async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    renderForm();
    await fill(user, "10", "0712345678");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText(PHONE_FORMAT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText("Mobile money number")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toEqual([]);
  });

  it("shows a network choice for a Ugandan number (+256), none for a Kenyan one", async () => {
    stubApi({});
    const user = userEvent.setup();
    renderForm();
    await fill(user, "", "+254712345678");
    expect(screen.queryByLabelText("Network")).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText("Mobile money number"));
    await user.type(screen.getByLabelText("Mobile money number"), "+256772123456");
    const select = screen.getByLabelText("Network");
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      "Choose a network",
      "MTN Mobile Money",
      "Airtel Money",
    ]);
  });

  it("confirms, withdraws, toasts and closes", async () => {
    const calls = stubApi({ "POST /api/wallet/withdrawals": [201, withdrawal] });
    const user = userEvent.setup();
    const onClose = renderForm();
    await fill(user, "20", "+256772123456");
    await user.selectOptions(screen.getByLabelText("Network"), "AIRTEL");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByTestId("withdraw-confirm")).toHaveTextContent(
      "Confirm withdrawal of $20 to +256772123456 (Airtel Money)",
    );
    expect(calls).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: "POST",
        url: "/api/wallet/withdrawals",
        body: { paymentId: "pay-1", amountCents: 2000, phoneNumber: "+256772123456", network: "AIRTEL" },
      },
    ]);
    expect(await screen.findByText("Withdrawal of $20 to +256772123456 is on its way")).toBeInTheDocument();
  });

  it("goes back to the form on Cancel, keeping what was typed", async () => {
    stubApi({});
    const user = userEvent.setup();
    renderForm();
    await fill(user, "20", "+254712345678");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByLabelText("Amount (USD)")).toHaveValue(20);
  });

  it("shows the server's message, or 'Failed to process withdrawal'", async () => {
    stubApi({ "POST /api/wallet/withdrawals": [409, { error: "conflict", message: "Not enough available balance" }] });
    const user = userEvent.setup();
    const onClose = renderForm();
    await fill(user, "20", "+254712345678");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Not enough available balance");

    stubApi({ "POST /api/wallet/withdrawals": [201, { ...withdrawal, status: "failed", failureReason: null }] });
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(WALLET_TEXT.withdrawalFailed));
    expect(onClose).not.toHaveBeenCalled();
  });
});

import type { EarningPayment, Wallet } from "@placard/shared/wallet";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/test/render";
import { stubApi } from "@/test/stub-api";
import { BalanceCards } from "./balance-cards";

afterEach(() => vi.unstubAllGlobals());

const wallet: Wallet = { availableCents: 3250, heldCents: 0, totalEarningsCents: 3250, recentActivity: [] };

const payment = (id: string, businessName: string, remainingCents: number): EarningPayment => ({
  id,
  reference: `PLC-${id}`,
  businessName,
  businessLocation: "Kigali",
  businessLink: "",
  advertiserEmail: "ads@example.com",
  websiteName: "Kigali Daily",
  amountCents: remainingCents,
  withdrawnCents: 0,
  remainingCents,
  paidAt: "2026-10-14T10:00:00.000Z",
  availableAt: "2026-10-14T10:00:00.000Z",
  isRefunded: false,
});

describe("Withdraw on the Available Balance card (#34.6)", () => {
  it("lists the payments that can be withdrawn from, and withdraws from the one chosen", async () => {
    const calls = stubApi({
      "GET /api/wallet/withdrawable": [
        200,
        { items: [payment("p1", "Ikawa y'u Rwanda", 2250), payment("p2", "Acme Coffee", 1000)], nextCursor: null },
      ],
      "POST /api/wallet/withdrawals": [
        201,
        {
          id: "w1",
          paymentId: "p1",
          amountCents: 2250,
          phoneNumber: "+254712345678",
          network: "MPS",
          destinationCurrency: "KES",
          status: "processing",
          failureReason: null,
          createdAt: "2026-11-22T08:00:00.000Z",
        },
      ],
    });
    const user = userEvent.setup();
    renderScreen(<BalanceCards wallet={wallet} />, { withToaster: true });
    expect(screen.getByTestId("available-balance")).toHaveTextContent("$32.50");
    // Nothing is asked before the owner wants to withdraw.
    expect(calls).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Withdraw" }));

    const dialog = await screen.findByRole("dialog", { name: "Withdraw to mobile money" });
    expect(dialog).toHaveTextContent("$32.50 is ready to withdraw");
    const [first, second] = (await within(dialog).findAllByTestId("withdrawable-payment")) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(first).toHaveTextContent("Ikawa y'u Rwanda");
    expect(first).toHaveTextContent("Up to $22.50");
    expect(second).toHaveTextContent("Up to $10");

    await user.click(within(first).getByRole("button", { name: /Withdraw from Ikawa/ }));
    await user.type(within(first).getByLabelText("Amount (USD)"), "22.50");
    await user.type(within(first).getByLabelText("Mobile money number"), "+254712345678");
    await user.click(within(first).getByRole("button", { name: "Continue" }));
    expect(within(first).getByTestId("withdraw-confirm")).toHaveTextContent(
      "Confirm withdrawal of $22.50 to +254712345678 (M-Pesa)",
    );
    await user.click(within(first).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Withdrawal of $22.50 to +254712345678 is on its way")).toBeInTheDocument();
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.body).toEqual({ paymentId: "p1", amountCents: 2250, phoneNumber: "+254712345678", network: "MPS" });
    await waitFor(() => expect(within(first).queryByLabelText("Amount (USD)")).not.toBeInTheDocument());
  });

  it("offers no Withdraw while nothing is available", () => {
    stubApi({});
    renderScreen(<BalanceCards wallet={{ ...wallet, availableCents: 0 }} />);
    expect(screen.queryByRole("button", { name: "Withdraw" })).not.toBeInTheDocument();
  });
});

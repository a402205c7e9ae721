import type { EarningBusinessPage, EarningPayment, EarningsTotals, Wallet } from "@placard/shared/wallet";
import { WALLET_TEXT } from "@placard/shared/wallet";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/test/render";
import { stubApi } from "@/test/stub-api";
import { WalletPage } from "./wallet-page";

afterEach(() => vi.unstubAllGlobals());

const wallet: Wallet = {
  availableCents: 4500,
  heldCents: 3000,
  totalEarningsCents: 12_000,
  recentActivity: [
    {
      id: "a1",
      type: "withdrawal-reversed",
      description: "Payout failed",
      amountCents: 1500,
      date: "2026-11-22T08:00:00.000Z",
    },
    { id: "a2", type: "earning-reversed", description: "Refund", amountCents: -250, date: "2026-11-20T08:00:00.000Z" },
    {
      id: "a3",
      type: "earning",
      description: "Acme on Kigali Daily",
      amountCents: 2250,
      date: "2026-11-18T08:00:00.000Z",
    },
    { id: "a4", type: "release", description: "Hold period over", amountCents: 4500, date: "2026-11-10T08:00:00.000Z" },
  ],
};

const payment = (id: string, reference: string): EarningPayment => ({
  id,
  reference,
  businessName: "Acme Coffee",
  businessLocation: "Kigali",
  businessLink: "https://acme.example",
  advertiserEmail: "ads@acme.example",
  websiteName: "Kigali Daily",
  amountCents: 4500,
  withdrawnCents: 0,
  remainingCents: 4500,
  paidAt: "2026-10-15T10:00:00.000Z",
  availableAt: "2026-11-14T10:00:00.000Z",
  isRefunded: false,
});

const earnings: EarningBusinessPage = {
  items: [{ businessName: "Acme Coffee", totalCents: 9000, paymentCount: 2 }],
  nextCursor: null,
};
const earningsTotals: EarningsTotals = { totalBalanceCents: 9000, totalCents: 9000, businessCount: 1, paymentCount: 2 };
const acmePayments = { items: [payment("p1", "PLC-1"), payment("p2", "PLC-2")], nextCursor: null };

describe("/wallet (SPEC §2)", () => {
  it("shows the balances and the three latest movements", async () => {
    stubApi({
      "GET /api/wallet": [200, wallet],
      "GET /api/wallet/earnings": [200, earnings],
      "GET /api/wallet/earnings/totals": [200, earningsTotals],
    });
    renderScreen(<WalletPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Wallet" })).toBeInTheDocument();
    expect(await screen.findByTestId("available-balance")).toHaveTextContent("$45");
    expect(screen.getByText("Available Balance")).toBeInTheDocument();
    expect(screen.getByTestId("total-earnings")).toHaveTextContent("$120");
    expect(screen.getByText("Lifetime earnings")).toBeInTheDocument();
    expect(screen.getByText("On hold")).toBeInTheDocument();
    expect(screen.getByTestId("held-earnings")).toHaveTextContent("$30");
    // The earnings' totals come from the server's sums, not from the businesses loaded.
    expect(await screen.findByTestId("earnings-totals")).toHaveTextContent("$90 from 2 payments by 1 business");

    const items = screen.getAllByTestId("recent-activity-item");
    expect(items).toHaveLength(3);
    // Named as /transactions names them (#34.1), with their cents (#29.1).
    expect(items[0]).toHaveTextContent("Withdrawal reversed");
    expect(items[0]).toHaveTextContent("November 22, 2026");
    expect(items[0]).toHaveTextContent("+$15");
    expect(items[1]).toHaveTextContent("Earnings reversed");
    expect(items[1]).toHaveTextContent("-$2.50");
    expect(items[2]).toHaveTextContent("Earnings held");
    expect(items[2]).toHaveTextContent("+$22.50");
    for (const item of items) expect(item).not.toHaveTextContent(/Deposit|^Withdrawal$/);
    expect(screen.getByRole("link", { name: "View All Transactions" })).toHaveAttribute("href", "/transactions");
  });

  it("says so when the balance cannot be read", async () => {
    stubApi({
      "GET /api/wallet": [403, { error: "forbidden", message: "No" }],
      "GET /api/wallet/earnings": [200, earnings],
      "GET /api/wallet/earnings/totals": [200, earningsTotals],
      "GET /api/wallet/earnings/payments": [200, acmePayments],
    });
    renderScreen(<WalletPage />);
    expect(await screen.findByText(WALLET_TEXT.balanceFailed)).toBeInTheDocument();
  });

  it("explains an empty wallet", async () => {
    stubApi({
      "GET /api/wallet": [200, { ...wallet, recentActivity: [] }],
      "GET /api/wallet/earnings": [200, { items: [], nextCursor: null }],
    });
    renderScreen(<WalletPage />);
    expect(await screen.findByRole("heading", { name: "No earnings yet" })).toBeInTheDocument();
  });

  it("opens a business, checks each payment's eligibility, and withdraws", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = stubApi({
      "GET /api/wallet": [200, wallet],
      "GET /api/wallet/earnings": [200, earnings],
      "GET /api/wallet/earnings/totals": [200, earningsTotals],
      "GET /api/wallet/earnings/payments": [200, acmePayments],
      "GET /api/wallet/payments/p1/eligibility": [
        200,
        { eligible: true, payment: payment("p1", "PLC-1"), message: "" },
      ],
      "GET /api/wallet/payments/p2/eligibility": [
        200,
        { eligible: false, payment: null, message: "Earnings from this payment are on hold until December 1, 2026" },
      ],
      "POST /api/wallet/withdrawals": [
        201,
        {
          id: "w1",
          paymentId: "p1",
          amountCents: 1000,
          phoneNumber: "+254712345678",
          network: "MPS",
          destinationCurrency: "KES",
          status: "processing",
          failureReason: null,
          createdAt: "2026-11-22T08:00:00.000Z",
        },
      ],
    });
    const fetchStub = vi.mocked(fetch);
    const answer = fetchStub.getMockImplementation();
    // p2's answer waits: its button reads 'Checking eligibility...' meanwhile.
    fetchStub.mockImplementation(async (input, init) => {
      if (String(input).includes("/p2/")) await held;
      return (answer as typeof fetch)(input, init);
    });
    const user = userEvent.setup();
    renderScreen(<WalletPage />, { withToaster: true });

    const toggle = await screen.findByRole("button", { name: /Acme Coffee/ });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveTextContent("$90");
    // Eligibility is asked only once the business is opened.
    expect(calls.some((call) => call.url.includes("eligibility"))).toBe(false);
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");

    const region = screen.getByRole("region", { name: /Acme Coffee/ });
    expect(within(region).getByText("Kigali")).toBeInTheDocument();
    expect(within(region).getByText("ads@acme.example")).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "Visit Website" })).toHaveAttribute("href", "https://acme.example");
    const [first, second] = within(region).getAllByTestId("earning-payment") as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent("October 15, 2026");
    expect(first).toHaveTextContent("PLC-1");

    expect(within(second).getByRole("button", { name: /Checking eligibility\.\.\./ })).toBeDisabled();
    release();
    expect(await within(second).findByRole("button", { name: WALLET_TEXT.notEligibleButton })).toBeDisabled();
    expect(second).toHaveTextContent("on hold until December 1, 2026");

    await user.click(await within(first).findByRole("button", { name: "Withdraw Funds" }));
    await user.type(within(first).getByLabelText("Amount (USD)"), "10");
    await user.type(within(first).getByLabelText("Mobile money number"), "+254712345678");
    await user.click(within(first).getByRole("button", { name: "Continue" }));
    await user.click(within(first).getByRole("button", { name: "Confirm" }));

    expect(await screen.findByText("Withdrawal of $10 to +254712345678 is on its way")).toBeInTheDocument();
    await waitFor(() => expect(within(first).queryByLabelText("Amount (USD)")).not.toBeInTheDocument());
    // The balances and the earnings are read again.
    await waitFor(() => {
      expect(calls.filter((call) => call.url === "/api/wallet")).toHaveLength(2);
      expect(calls.filter((call) => call.url === "/api/wallet/earnings")).toHaveLength(2);
    });
  });
});

import type { Transaction } from "@placard/shared/wallet";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/test/render";
import { type StubCall, stubApi } from "@/test/stub-api";
import { TransactionsPage } from "./transactions-page";

afterEach(() => vi.unstubAllGlobals());

const transactions: Transaction[] = [
  {
    id: "t1",
    type: "release",
    description: "Earnings from Acme Coffee on Kigali Daily",
    reference: "PLC-1",
    amountCents: 4500,
    date: "2026-11-22T08:00:00.000Z",
  },
  {
    id: "t2",
    type: "withdrawal",
    description: "To +254712345678",
    reference: "WD-1",
    amountCents: -2000,
    date: "2026-11-20T08:00:00.000Z",
  },
];

/** Answers with the list, or nothing once any filter is set. */
function stubTransactions() {
  return stubApi({
    "GET /api/wallet/transactions": (call: StubCall) => [
      200,
      { items: call.url.includes("?") ? [] : transactions, nextCursor: null },
    ],
    "GET /api/wallet/transactions/totals": (call: StubCall) => [
      200,
      call.url.includes("?") ? { count: 0, inCents: 0, outCents: 0 } : { count: 2, inCents: 4500, outCents: 2000 },
    ],
  });
}

const movement = (index: number): Transaction => ({
  id: `m${index}`,
  type: "earning",
  description: `Movement ${index}`,
  reference: `PLC-${index}`,
  amountCents: 100,
  date: "2026-11-22T08:00:00.000Z",
});

const lastListCall = (calls: StubCall[]) =>
  calls.filter((call) => call.url.startsWith("/api/wallet/transactions") && !call.url.includes("/totals")).at(-1);

describe("/transactions", () => {
  it("lists every movement with its date, type, reference and signed amount", async () => {
    stubTransactions();
    renderScreen(<TransactionsPage />, { entries: ["/transactions"] });
    const rows = await screen.findAllByTestId("transaction-row");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("November 22, 2026");
    expect(rows[0]).toHaveTextContent("Earnings released");
    expect(rows[0]).toHaveTextContent("PLC-1");
    expect(screen.getByText("+$45")).toHaveClass("text-emerald-700");
    expect(screen.getByText("-$20")).toHaveClass("text-red-700");
    expect(screen.getByRole("link", { name: "Back to Wallet" })).toHaveAttribute("href", "/wallet");
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/wallet/transactions.csv");
  });

  it("shows the server's totals and loads the next page by its cursor, keeping the filter", async () => {
    const calls = stubApi({
      "GET /api/wallet/transactions": (call: StubCall) =>
        call.url.includes("cursor=page-2")
          ? [200, { items: [movement(50), movement(51)], nextCursor: null }]
          : [200, { items: Array.from({ length: 50 }, (_, index) => movement(index)), nextCursor: "page-2" }],
      "GET /api/wallet/transactions/totals": [200, { count: 52, inCents: 5250, outCents: 2250 }],
    });
    const user = userEvent.setup();
    renderScreen(<TransactionsPage />, { entries: ["/transactions?type=earning"] });
    expect(await screen.findAllByTestId("transaction-row")).toHaveLength(50);
    const totals = await screen.findByTestId("transaction-totals");
    expect(totals).toHaveTextContent("52");
    expect(totals).toHaveTextContent("(showing 50)");
    expect(totals).toHaveTextContent("Money in$52.50");
    expect(totals).toHaveTextContent("Money out$22.50");
    expect(totals).toHaveTextContent("Net+$30");
    await user.click(screen.getByRole("button", { name: "Load more transactions" }));
    await waitFor(() => expect(screen.getAllByTestId("transaction-row")).toHaveLength(52));
    expect(lastListCall(calls)?.url).toBe("/api/wallet/transactions?type=earning&cursor=page-2");
    expect(screen.queryByRole("button", { name: "Load more transactions" })).not.toBeInTheDocument();
    expect(screen.getByTestId("transaction-totals")).toHaveTextContent("(showing 52)");
  });

  it("reads its filters from the URL and sends them to the list and the CSV export", async () => {
    const calls = stubTransactions();
    renderScreen(<TransactionsPage />, { entries: ["/transactions?type=withdrawal&from=2026-11-01&to=nonsense"] });
    expect(await screen.findByRole("heading", { name: "No transactions match these filters" })).toBeInTheDocument();
    expect(screen.getByLabelText("Type")).toHaveValue("withdrawal");
    expect(screen.getByLabelText("From")).toHaveValue("2026-11-01");
    expect(screen.getByLabelText("To")).toHaveValue("");
    expect(lastListCall(calls)?.url).toBe("/api/wallet/transactions?type=withdrawal&from=2026-11-01");
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/wallet/transactions.csv?type=withdrawal&from=2026-11-01",
    );
  });

  it("keeps each change of filter in the URL, replacing history", async () => {
    const calls = stubTransactions();
    const user = userEvent.setup();
    const { router } = renderScreen(<TransactionsPage />, { entries: ["/transactions"] });
    await screen.findAllByTestId("transaction-row");

    await user.selectOptions(screen.getByLabelText("Type"), "Earnings released");
    expect(router.state.location.search).toBe("?type=release");
    expect(router.state.historyAction).toBe("REPLACE");
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-11-30" } });
    expect(router.state.location.search).toBe("?type=release&to=2026-11-30");
    await waitFor(() => expect(lastListCall(calls)?.url).toBe("/api/wallet/transactions?type=release&to=2026-11-30"));
    expect(await screen.findByRole("heading", { name: "No transactions match these filters" })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Type"), "All");
    expect(router.state.location.search).toBe("?to=2026-11-30");
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(router.state.location.search).toBe("");
    expect(await screen.findAllByTestId("transaction-row")).toHaveLength(2);
  });

  it("says when there is nothing at all, and when the list cannot be read", async () => {
    stubApi({
      "GET /api/wallet/transactions": [200, { items: [], nextCursor: null }],
      "GET /api/wallet/transactions/totals": [200, { count: 0, inCents: 0, outCents: 0 }],
    });
    const { unmount } = renderScreen(<TransactionsPage />, { entries: ["/transactions"] });
    expect(await screen.findByRole("heading", { name: "No transactions yet" })).toBeInTheDocument();
    unmount();

    stubApi({ "GET /api/wallet/transactions": [401, { error: "unauthorized", message: "Sign in to continue" }] });
    renderScreen(<TransactionsPage />, { entries: ["/transactions"] });
    expect(await screen.findByRole("alert")).toHaveTextContent("Unable to load transactions. Please try again later.");
  });
});

import { Receipt } from "lucide-react";
import { useState } from "react";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { ApiError } from "@/lib/api-client";
import { LoadMore } from "@/components/ui/load-more";
import { ReceiptDialog } from "@/features/receipts";
import { useTransactions, useTransactionTotals } from "../api/get-transactions";
import { useTransactionFilters } from "../hooks/use-transaction-filters";
import { TransactionFilters } from "./transaction-filters";
import { TransactionTotalsBar } from "./transaction-totals";
import { TransactionsTable } from "./transactions-table";

/** /transactions — every movement of money on the account, filtered by type and dates. */
export function TransactionsPage() {
  const { filter, setFilter, clear, hasFilters } = useTransactionFilters();
  const transactions = useTransactions(filter);
  const totals = useTransactionTotals(filter);
  const items = transactions.data?.pages.flatMap((page) => page.items) ?? [];
  const [receipt, setReceipt] = useState<string | null>(null);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <BackLink to="/wallet" label="Back to Wallet" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Transactions</h1>
      <p className="mt-1 text-slate-600">
        Every movement of money on your account: payments, earnings, releases and withdrawals.
      </p>
      <div className="mt-6">
        <TransactionFilters filter={filter} onChange={setFilter} />
      </div>
      <div className="mt-6" aria-busy={transactions.isFetching || undefined}>
        {transactions.isPending ? (
          <LoadingState label="Loading transactions" />
        ) : transactions.error ? (
          <ErrorState
            title="Unable to load transactions. Please try again later."
            message={transactions.error instanceof ApiError ? transactions.error.message : undefined}
            action={
              <Button variant="secondary" onClick={() => void transactions.refetch()} isBusy={transactions.isFetching}>
                Try Again
              </Button>
            }
          />
        ) : items.length === 0 ? (
          hasFilters ? (
            <EmptyState
              icon={<Receipt className="size-10" />}
              title="No transactions match these filters"
              action={
                <Button variant="secondary" onClick={clear}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<Receipt className="size-10" />}
              title="No transactions yet"
              text="Payments you make and earnings you receive show here."
            />
          )
        ) : (
          <>
            {totals.data && <TransactionTotalsBar totals={totals.data} shown={items.length} />}
            <TransactionsTable transactions={items} onReceipt={setReceipt} />
            <LoadMore
              hasMore={transactions.hasNextPage}
              isLoading={transactions.isFetchingNextPage}
              onLoadMore={() => void transactions.fetchNextPage()}
              label="Load more transactions"
            />
          </>
        )}
      </div>
      <ReceiptDialog paymentId={receipt} onClose={() => setReceipt(null)} />
    </div>
  );
}

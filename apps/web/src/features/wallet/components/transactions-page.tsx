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
import { useTranslation } from "@/lib/i18n";

/** /transactions — every movement of money on the account, filtered by type and dates. */
export function TransactionsPage() {
  const { filter, setFilter, clear, hasFilters } = useTransactionFilters();
  const transactions = useTransactions(filter);
  const totals = useTransactionTotals(filter);
  const items = transactions.data?.pages.flatMap((page) => page.items) ?? [];
  const [receipt, setReceipt] = useState<string | null>(null);
  const { t } = useTranslation();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <BackLink to="/wallet" label={t("wallet.transactions.back")} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t("wallet.transactions.title")}</h1>
      <p className="mt-1 text-slate-600">{t("wallet.transactions.subtitle")}</p>
      <div className="mt-6">
        <TransactionFilters filter={filter} onChange={setFilter} />
      </div>
      <div className="mt-6" aria-busy={transactions.isFetching || undefined}>
        {transactions.isPending ? (
          <LoadingState label={t("wallet.transactions.loading")} />
        ) : transactions.error ? (
          <ErrorState
            title={t("wallet.transactions.failed")}
            message={transactions.error instanceof ApiError ? transactions.error.message : undefined}
            action={
              <Button variant="secondary" onClick={() => void transactions.refetch()} isBusy={transactions.isFetching}>
                {t("wallet.try_again")}
              </Button>
            }
          />
        ) : items.length === 0 ? (
          hasFilters ? (
            <EmptyState
              icon={<Receipt className="size-10" />}
              title={t("wallet.transactions.none_match")}
              action={
                <Button variant="secondary" onClick={clear}>
                  {t("wallet.transactions.clear")}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<Receipt className="size-10" />}
              title={t("wallet.transactions.none_title")}
              text={t("wallet.transactions.none_text")}
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
              label={t("wallet.transactions.load_more")}
            />
          </>
        )}
      </div>
      <ReceiptDialog paymentId={receipt} onClose={() => setReceipt(null)} />
    </div>
  );
}

import { type TransactionFilter, transactionPageSchema, transactionTotalsSchema } from "@placard/shared/wallet";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { walletKeys } from "./keys";

/** `?type=…&from=…&to=…` with only the filters that are set (and the page position, if any). */
export function transactionSearch(filter: TransactionFilter, cursor?: string): string {
  const params = new URLSearchParams();
  if (filter.type) params.set("type", filter.type);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (cursor) params.set("cursor", cursor);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The CSV export of the same movements (a plain download link; the server streams it). */
export function transactionsCsvUrl(filter: TransactionFilter): string {
  return `/api/wallet/transactions.csv${transactionSearch(filter)}`;
}

/** GET /api/wallet/transactions — the account's ledger movements, newest first, a page at a time. */
export const transactionsQuery = (filter: TransactionFilter) =>
  infiniteQueryOptions({
    queryKey: walletKeys.transactions(filter),
    queryFn: async ({ pageParam, signal }) =>
      // Checked against the contract: a malformed answer is an error state, never a crash.
      transactionPageSchema.parse(
        await api.get(`/api/wallet/transactions${transactionSearch(filter, pageParam)}`, signal),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: 0,
    refetchOnMount: "always",
    // Changing a filter keeps the last table on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

export function useTransactions(filter: TransactionFilter) {
  return useInfiniteQuery(transactionsQuery(filter));
}

/** GET /api/wallet/transactions/totals — count and money in/out of every filtered movement. */
export const transactionTotalsQuery = (filter: TransactionFilter) =>
  queryOptions({
    queryKey: walletKeys.transactionTotals(filter),
    queryFn: async ({ signal }) =>
      transactionTotalsSchema.parse(
        await api.get(`/api/wallet/transactions/totals${transactionSearch(filter)}`, signal),
      ),
    staleTime: 0,
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });

export function useTransactionTotals(filter: TransactionFilter) {
  return useQuery(transactionTotalsQuery(filter));
}

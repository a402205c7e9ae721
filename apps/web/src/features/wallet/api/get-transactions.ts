import { type TransactionFilter, transactionSchema } from "@placard/shared/wallet";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { walletKeys } from "./keys";

/** `?type=…&from=…&to=…` with only the filters that are set ("" when none). */
export function transactionSearch(filter: TransactionFilter): string {
  const params = new URLSearchParams();
  if (filter.type) params.set("type", filter.type);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The CSV export of the same movements (a plain download link). */
export function transactionsCsvUrl(filter: TransactionFilter): string {
  return `/api/wallet/transactions.csv${transactionSearch(filter)}`;
}

/** GET /api/wallet/transactions — every ledger movement of the account, newest first. */
export const transactionsQuery = (filter: TransactionFilter) =>
  queryOptions({
    queryKey: walletKeys.transactions(filter),
    queryFn: async ({ signal }) => {
      const body = await api.get<{ transactions?: unknown } | null>(
        `/api/wallet/transactions${transactionSearch(filter)}`,
        signal,
      );
      // Checked against the contract: a malformed answer is an error state, never a crash.
      return transactionSchema.array().parse(body?.transactions);
    },
    staleTime: 0,
    refetchOnMount: "always",
    // Changing a filter keeps the last table on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

export function useTransactions(filter: TransactionFilter) {
  return useQuery(transactionsQuery(filter));
}

import type { TransactionFilter } from "@placard/shared/wallet";

/** Query keys of the wallet feature; a withdrawal invalidates what it changes. */
export const walletKeys = {
  all: ["wallet"] as const,
  summary: ["wallet", "summary"] as const,
  earnings: ["wallet", "earnings"] as const,
  earningsTotals: ["wallet", "earnings-totals"] as const,
  earningPayments: (businessName: string) => ["wallet", "earnings", "payments", businessName] as const,
  eligibility: (paymentId: string) => ["wallet", "eligibility", paymentId] as const,
  withdrawable: ["wallet", "withdrawable"] as const,
  transactions: (filter: TransactionFilter) =>
    ["wallet", "transactions", filter.type ?? "", filter.from ?? "", filter.to ?? ""] as const,
  transactionTotals: (filter: TransactionFilter) =>
    ["wallet", "transaction-totals", filter.type ?? "", filter.from ?? "", filter.to ?? ""] as const,
};

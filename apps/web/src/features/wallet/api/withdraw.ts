import type { WithdrawInput, Withdrawal } from "@placard/shared/wallet";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, ApiError } from "@/lib/api-client";
import { i18n } from "@/lib/i18n";
import { walletKeys } from "./keys";

/** The payout provider refused at once: the ledger was reversed, the money is back. */
export class WithdrawalFailedError extends Error {
  constructor(reason: string | null) {
    super(reason || i18n.t("wallet.text.withdrawal_failed"));
    this.name = "WithdrawalFailedError";
  }
}

/**
 * POST /api/wallet/withdrawals — one payment's earnings to a mobile money number. The
 * balances, the earnings, this payment's eligibility and the transactions all change.
 */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: WithdrawInput) => {
      const withdrawal = await api.post<Withdrawal>("/api/wallet/withdrawals", input);
      if (withdrawal.status === "failed") throw new WithdrawalFailedError(withdrawal.failureReason);
      return withdrawal;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}

/** SPEC §8: the server's message, or 'Failed to process withdrawal'. */
export function withdrawalErrorMessage(error: unknown): string {
  if ((error instanceof ApiError || error instanceof WithdrawalFailedError) && error.message) return error.message;
  return i18n.t("wallet.text.withdrawal_failed");
}

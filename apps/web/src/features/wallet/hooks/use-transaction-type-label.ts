import type { TransactionType } from "@placard/shared/wallet";
import { useTranslation } from "@/lib/i18n";

/** The catalog key of each movement's name (English: `TRANSACTION_TYPE_LABELS`, word for word). */
export const TRANSACTION_TYPE_KEYS: Record<TransactionType, string> = {
  payment: "wallet.type.payment",
  refund: "wallet.type.refund",
  earning: "wallet.type.earning",
  release: "wallet.type.release",
  withdrawal: "wallet.type.withdrawal",
  "withdrawal-reversed": "wallet.type.withdrawal_reversed",
  "earning-reversed": "wallet.type.earning_reversed",
};

/** A movement's name in the active language: /transactions, its filter and Recent Activity alike. */
export function useTransactionTypeLabel() {
  const { t } = useTranslation();
  return (type: TransactionType) => t(TRANSACTION_TYPE_KEYS[type]);
}

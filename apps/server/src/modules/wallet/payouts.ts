import type { Db } from "../../db/client.js";
import type { PaymentProvider } from "../payments/index.js";
import { findWithdrawalByTransfer } from "./queries.js";
import { applyTransferState } from "./withdrawals.js";

/** A transfer webhook: look the payout up and ask the provider how it really stands. */
export async function handleTransferWebhook(db: Db, provider: PaymentProvider, transferId: string) {
  const withdrawal = await findWithdrawalByTransfer(db, transferId);
  if (!withdrawal) return;
  await applyTransferState(db, withdrawal.id, await provider.getTransfer(transferId));
}

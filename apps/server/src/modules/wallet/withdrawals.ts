import { text } from "@placard/shared/messages";
import { formatDollars } from "@placard/shared/money";
import { mobileMoneyCountryOf, networkName, type Withdrawal, type WithdrawInput } from "@placard/shared/wallet";
import type { Db } from "../../db/client.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { enqueueJob, type JobOutcome } from "../../lib/jobs/queue.js";
import { isSuspended } from "../admin/index.js";
import { lockOwnerBalance, postLedgerTransaction } from "../ledger/index.js";
import { raisePayoutFinished } from "../notifications/index.js";
import { postEarningsReleased, type PaymentProvider, type TransferState, lockPayment } from "../payments/index.js";
import {
  findWithdrawal,
  insertWithdrawal,
  listOwnerEarningPayments,
  lockWithdrawal,
  updateWithdrawal,
} from "./queries.js";
import type { WithdrawalRow } from "./queries.js";
import { judgeEligibility, toEarningPayment } from "./service.js";

export const PAYOUT_JOB = "send-payout";
/** How often a payout the provider has not settled is asked about again. */
export const PAYOUT_POLL_MS = 5_000;
/** How often a suspended owner's waiting payout looks again whether they were reinstated. */
export const SUSPENDED_PAYOUT_RECHECK_MS = 5 * 60_000;

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    paymentId: row.paymentId,
    amountCents: row.amountCents,
    phoneNumber: row.phoneNumber,
    network: row.network,
    destinationCurrency: row.destinationCurrency,
    status: row.status,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Withdraws part of one payment's earnings to a mobile money number. In one transaction,
 * in the money lock order (docs/decisions/0016-money-lock-order.md): the payment's row
 * (so a refund, release or reversal of it waits), then the owner's balance row (so
 * withdrawals from other payments wait); then the balance and the payment's remaining
 * amount are checked and the debit written. The payout provider is called afterwards, by a job.
 */
export async function withdraw(db: Db, wake: () => void, ownerId: string, input: WithdrawInput): Promise<Withdrawal> {
  const country = mobileMoneyCountryOf(input.phoneNumber);
  if (!country) throw new AppError("validation_failed", text("errors.wallet.no_mobile_money"));
  const networks: readonly string[] = country.networks;
  const network = input.network ?? (networks.length === 1 ? networks[0] : undefined);
  if (!network) {
    throw new AppError("validation_failed", text("errors.wallet.choose_network", { country: country.country }), {
      fields: { network: [text("errors.wallet.network_required")] },
    });
  }

  const row = await db.transaction(async (tx) => {
    // Only the owner's own payments: checked before taking any lock on the payment.
    if ((await listOwnerEarningPayments(tx, ownerId, input.paymentId)).length === 0)
      throw notFound("errors.not_found.payment");
    const payment = await lockPayment(tx, input.paymentId);
    if (!payment) throw notFound("errors.not_found.payment");
    // The hold is over but the release job has not run yet: release it now, under the same lock.
    if (payment.availableAt && payment.availableAt <= new Date()) await postEarningsReleased(tx, payment);
    const { availableCents } = await lockOwnerBalance(tx, ownerId);
    // Read under both locks: what has been withdrawn from or refunded on this payment.
    const [earning] = await listOwnerEarningPayments(tx, ownerId, input.paymentId);
    if (!earning) throw notFound("errors.not_found.payment");
    const eligibility = judgeEligibility(toEarningPayment(earning), availableCents);
    if (!eligibility.eligible) throw new AppError("conflict", eligibility.message);
    const max = Math.min(eligibility.payment?.remainingCents ?? 0, availableCents);
    if (input.amountCents > max) {
      throw new AppError("validation_failed", text("errors.wallet.withdraw_at_most", { amount: formatDollars(max) }), {
        fields: { amountCents: [`At most ${formatDollars(max)}`] },
      });
    }
    const withdrawal = await insertWithdrawal(tx, {
      ownerId,
      paymentId: input.paymentId,
      amountCents: input.amountCents,
      phoneNumber: input.phoneNumber,
      network,
      destinationCurrency: country.currency,
    });
    await postLedgerTransaction(tx, {
      key: `withdrawal:${withdrawal.id}`,
      description: `To ${input.phoneNumber} (${networkName(network)}, paid out in ${country.currency})`,
      paymentId: input.paymentId,
      withdrawalId: withdrawal.id,
      lines: [
        { account: "owner_available", userId: ownerId, kind: "withdrawal", amountCents: -input.amountCents },
        { account: "owner_withdrawn", userId: ownerId, kind: "internal", amountCents: input.amountCents },
      ],
    });
    await enqueueJob(tx, PAYOUT_JOB, { withdrawalId: withdrawal.id }, { dedupeKey: `payout:${withdrawal.id}` });
    return withdrawal;
  });
  wake();
  return toWithdrawal(row);
}

/**
 * Applies the provider's answer about a payout; a failure gives the money back (once).
 * Lock order: the payment's row, then the withdrawal's, then (through the ledger) the
 * owner's balance row.
 */
export async function applyTransferState(db: Db, withdrawalId: string, state: TransferState) {
  await db.transaction(async (tx) => {
    const unlocked = await findWithdrawal(tx, withdrawalId);
    if (!unlocked) return;
    await lockPayment(tx, unlocked.paymentId);
    const row = await lockWithdrawal(tx, withdrawalId);
    if (!row || row.status === "completed" || row.status === "failed" || row.status === "cancelled") return;
    if (state.status === "pending") {
      await updateWithdrawal(tx, row.id, {
        status: "processing",
        providerTransferId: state.transferId,
        raw: state.raw,
      });
      return;
    }
    if (state.status === "successful") {
      await updateWithdrawal(tx, row.id, { status: "completed", providerTransferId: state.transferId, raw: state.raw });
      await raisePayoutFinished(tx, row, { status: "completed" });
      return;
    }
    await updateWithdrawal(tx, row.id, {
      status: "failed",
      providerTransferId: state.transferId,
      failureReason: state.failureReason ?? "The payout failed.",
      raw: state.raw,
    });
    await raisePayoutFinished(tx, row, { status: "failed", reason: state.failureReason ?? "The payout failed." });
    await postLedgerTransaction(tx, {
      key: `withdrawal-reversed:${row.id}`,
      description: `Payout to ${row.phoneNumber} failed: the money is back in your balance`,
      paymentId: row.paymentId,
      withdrawalId: row.id,
      lines: [
        { account: "owner_withdrawn", userId: row.ownerId, kind: "internal", amountCents: -row.amountCents },
        { account: "owner_available", userId: row.ownerId, kind: "withdrawal-reversed", amountCents: row.amountCents },
      ],
    });
  });
}

/**
 * The payout job: send the transfer once (our withdrawal id is its unique reference, so
 * a retry after a lost answer cannot pay twice), then follow it until it settles.
 */
export async function runPayout(db: Db, provider: PaymentProvider, withdrawalId: string): Promise<JobOutcome> {
  const [row] = await db.transaction(async (tx) => [await lockWithdrawal(tx, withdrawalId)]);
  if (!row || row.status === "completed" || row.status === "failed" || row.status === "cancelled") return;
  // A suspended owner's payout is not sent; it waits until they are reinstated (issue #16).
  if (!row.providerTransferId && (await isSuspended(db, row.ownerId))) {
    return { retryAt: new Date(Date.now() + SUSPENDED_PAYOUT_RECHECK_MS) };
  }
  const state = row.providerTransferId
    ? await provider.getTransfer(row.providerTransferId)
    : await provider.createTransfer({
        reference: row.id,
        amountCents: row.amountCents,
        phoneNumber: row.phoneNumber,
        network: row.network,
        destinationCurrency: row.destinationCurrency,
        beneficiaryName: row.phoneNumber,
        narration: "Placard earnings",
      });
  await applyTransferState(db, row.id, state);
  if (state.status === "pending") return { retryAt: new Date(Date.now() + PAYOUT_POLL_MS) };
}

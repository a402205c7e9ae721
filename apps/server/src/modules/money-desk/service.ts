import { text } from "@placard/shared/messages";
import { randomUUID } from "node:crypto";
import { formatDollars } from "@placard/shared/money";
import type {
  AdminPayment,
  AdminPaymentsQuery,
  AdminWithdrawal,
  AdminWithdrawalsQuery,
  RetryWithdrawalInput,
} from "@placard/shared/money-desk";
import type { Page } from "@placard/shared/pagination";
import { mobileMoneyCountryOf, networkName } from "@placard/shared/wallet";
import type { Db } from "../../db/client.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { enqueueJob } from "../../lib/jobs/queue.js";
import { toPage } from "../../lib/pagination.js";
import { type AuditActor, recordAudit } from "../audit/index.js";
import { lockOwnerBalance, postLedgerTransaction } from "../ledger/index.js";
import { refundPartInTx, lockPayment } from "../payments/index.js";
import { findWithdrawal, insertWithdrawal, lockWithdrawal, updateWithdrawal, PAYOUT_JOB } from "../wallet/index.js";
import { listAdminPayments, listAdminWithdrawals } from "./queries.js";

const rawOf = (raw: unknown) => (raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {});

export async function listWithdrawalsForOperator(db: Db, query: AdminWithdrawalsQuery): Promise<Page<AdminWithdrawal>> {
  const rows = await listAdminWithdrawals(db, query);
  return toPage(
    rows,
    query.limit,
    (row) => ({ at: row.cursorAt, id: row.withdrawal.id }),
    ({ withdrawal: w, owner }): AdminWithdrawal => {
      const raw = rawOf(w.raw);
      return {
        id: w.id,
        owner,
        paymentId: w.paymentId,
        amountCents: w.amountCents,
        phoneNumber: w.phoneNumber,
        network: w.network,
        destinationCurrency: w.destinationCurrency,
        status: w.status,
        providerTransferId: w.providerTransferId,
        providerStatus: typeof raw.status === "string" ? raw.status : null,
        failureReason: w.failureReason,
        retriedAs: typeof raw.retriedAs === "string" ? raw.retriedAs : null,
        createdAt: w.createdAt.toISOString(),
        updatedAt: w.updatedAt.toISOString(),
      };
    },
  );
}

export async function listPaymentsForOperator(db: Db, query: AdminPaymentsQuery): Promise<Page<AdminPayment>> {
  const rows = await listAdminPayments(db, query);
  return toPage(
    rows,
    query.limit,
    (row) => ({ at: row.cursorAt, id: row.payment.id }),
    (row): AdminPayment => ({
      id: row.payment.id,
      txRef: row.payment.txRef,
      provider: row.payment.provider,
      advertiser: row.advertiser,
      businessName: row.businessName,
      websiteName: row.websiteName,
      amountCents: row.payment.amountCents,
      refundedCents: row.payment.refundedCents,
      status: row.payment.status,
      createdAt: row.payment.createdAt.toISOString(),
    }),
  );
}

/** A failed payout, locked in the money order (payment, then withdrawal: decision 0016), that has not been sent again. */
async function lockFailedPayout(tx: Parameters<Parameters<Db["transaction"]>[0]>[0], withdrawalId: string) {
  const unlocked = await findWithdrawal(tx, withdrawalId);
  if (!unlocked) throw notFound("errors.not_found.payout");
  await lockPayment(tx, unlocked.paymentId);
  const row = await lockWithdrawal(tx, withdrawalId);
  if (!row) throw notFound("errors.not_found.payout");
  if (row.status !== "failed" || typeof rawOf(row.raw).retriedAs === "string") {
    throw new AppError("conflict", text("errors.money_desk.payout_not_changeable"));
  }
  return row;
}

/**
 * Sends a failed payout again, as a new payout of the same amount (a new reference at the
 * provider, so the failed transfer can never be paid twice), to the same or a corrected
 * number. The failure gave the money back to the owner's balance; this takes it again, in
 * one balanced movement, under the payment, withdrawal and balance locks (decision 0016).
 */
export async function retryPayout(db: Db, operator: AuditActor, withdrawalId: string, input: RetryWithdrawalInput) {
  return db.transaction(async (tx) => {
    const row = await lockFailedPayout(tx, withdrawalId);
    const phoneNumber = input.phoneNumber ?? row.phoneNumber;
    const country = mobileMoneyCountryOf(phoneNumber);
    if (!country) throw new AppError("validation_failed", text("errors.wallet.no_mobile_money"));
    const networks: readonly string[] = country.networks;
    const network = input.network ?? (phoneNumber === row.phoneNumber ? row.network : networks[0]);
    if (!network || !networks.includes(network)) {
      throw new AppError(
        "validation_failed",
        text("errors.money_desk.network_in_country", { country: country.country }),
        {
          fields: { network: [text("errors.money_desk.network_in_country_field", { country: country.country })] },
        },
      );
    }
    const { availableCents } = await lockOwnerBalance(tx, row.ownerId);
    if (availableCents < row.amountCents) {
      throw new AppError(
        "conflict",
        text("errors.money_desk.balance_no_longer_covers", { amount: formatDollars(availableCents) }),
      );
    }
    const retry = await insertWithdrawal(tx, {
      ownerId: row.ownerId,
      paymentId: row.paymentId,
      amountCents: row.amountCents,
      phoneNumber,
      network,
      destinationCurrency: country.currency,
    });
    await postLedgerTransaction(tx, {
      key: `withdrawal:${retry.id}`,
      description: `To ${phoneNumber} (${networkName(network)}, paid out in ${country.currency}), sent again by Placard`,
      paymentId: row.paymentId,
      withdrawalId: retry.id,
      lines: [
        { account: "owner_available", userId: row.ownerId, kind: "withdrawal", amountCents: -row.amountCents },
        { account: "owner_withdrawn", userId: row.ownerId, kind: "internal", amountCents: row.amountCents },
      ],
    });
    await updateWithdrawal(tx, row.id, { raw: { ...rawOf(row.raw), retriedAs: retry.id } });
    await enqueueJob(tx, PAYOUT_JOB, { withdrawalId: retry.id }, { dedupeKey: `payout:${retry.id}` });
    await recordAudit(tx, {
      actor: operator,
      action: "withdrawal.retry",
      targetType: "withdrawal",
      targetId: row.id,
      details: { retryId: retry.id, amountCents: row.amountCents, numberChanged: phoneNumber !== row.phoneNumber },
    });
    return { id: retry.id };
  });
}

/**
 * Closes a failed payout for good. Its money went back to the owner's available balance
 * when it failed (the `withdrawal-reversed` movement), so nothing moves now: the payout
 * leaves the desk's queue of failures and the audit log says who closed it and why.
 */
export async function cancelPayout(db: Db, operator: AuditActor, withdrawalId: string, reason: string) {
  await db.transaction(async (tx) => {
    const row = await lockFailedPayout(tx, withdrawalId);
    await updateWithdrawal(tx, row.id, { status: "cancelled" });
    await recordAudit(tx, {
      actor: operator,
      action: "withdrawal.cancel",
      targetType: "withdrawal",
      targetId: row.id,
      reason,
      details: { amountCents: row.amountCents, ownerId: row.ownerId },
    });
  });
}

/**
 * Returns all or part of what is left of a settled payment to the advertiser (decision
 * 0029's split: the fee's share, then the owner's held earnings, then released ones), one
 * balanced movement under the payment's lock; the provider is asked by a job after commit.
 * A refund does not end a booking: taking the ad down does.
 */
export async function refundPayment(
  db: Db,
  operator: AuditActor,
  paymentId: string,
  input: { amountCents: number; reason: string },
) {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) throw notFound("errors.not_found.payment");
    // A refunded payment may still have money on it (a part refund); refundPartInTx says how much.
    if (payment.status !== "succeeded" && payment.status !== "refunded") {
      throw new AppError("conflict", text("errors.money_desk.refund_not_settled"));
    }
    const refund = await refundPartInTx(tx, payment, input.amountCents, {
      key: `operator-refund:${randomUUID()}`,
      description: `Refund by Placard: ${input.reason}`,
    });
    await recordAudit(tx, {
      actor: operator,
      action: "payment.refund",
      targetType: "payment",
      targetId: payment.id,
      reason: input.reason,
      details: { ...refund },
    });
    const refundedCents = payment.refundedCents + refund.refundCents;
    return {
      paymentId: payment.id,
      refundCents: refund.refundCents,
      refundedCents,
      status: refundedCents >= payment.amountCents ? "refunded" : payment.status,
    };
  });
}

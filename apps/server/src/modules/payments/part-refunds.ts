import { text } from "@placard/shared/messages";
import { formatDollars } from "@placard/shared/money";
import { BOOKING_DAYS } from "@placard/shared/payments";
import type { Executor } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { enqueueJob } from "../../lib/jobs/queue.js";
import { postLedgerTransaction, paymentPosition } from "../ledger/index.js";
import { DAY_MS, type PaymentDeps } from "./deps.js";
import { paymentShares } from "./earnings.js";
import { findPayment, type PaymentRow, updatePayment } from "./queries.js";

/** The job that returns part of a payment at the provider (after the ledger movement commits). */
export const PART_REFUND_JOB = "send-part-refund";

/**
 * The unused part of a paid booking period (decision 0029): whole days not yet begun over
 * the period's days, of the amount paid, rounded down to the cent. Before the period starts
 * it is the whole amount; once it is over, nothing. The day in progress counts as used.
 */
export function unusedCents(amountCents: number, period: { from: Date; until: Date }, now: Date): number {
  if (now.getTime() <= period.from.getTime()) return amountCents;
  if (now.getTime() >= period.until.getTime()) return 0;
  const days = Math.max(1, Math.round((period.until.getTime() - period.from.getTime()) / DAY_MS));
  const unusedDays = Math.floor((period.until.getTime() - now.getTime()) / DAY_MS);
  return Math.floor((amountCents * Math.min(unusedDays, days)) / days);
}

/**
 * The period each succeeded payment of a booking bought: its own `booked_from`/`booked_until`
 * when it has them (payments settled since decision 0025). For older payments: renewals
 * run on from the running booking's end and a new purchase after a lapse restarts
 * `startsAt`, so the request's [startsAt, endsAt) is a chain of whole periods paid by its
 * newest payments, the newest buying the last; older payments' periods are over.
 */
export function paymentPeriods(
  request: { startsAt: Date | null; endsAt: Date | null },
  paid: Pick<PaymentRow, "id" | "confirmedAt" | "createdAt" | "bookedFrom" | "bookedUntil">[],
): Map<string, { from: Date; until: Date }> {
  const periods = new Map<string, { from: Date; until: Date }>();
  for (const payment of paid) {
    if (payment.bookedFrom && payment.bookedUntil) {
      periods.set(payment.id, { from: payment.bookedFrom, until: payment.bookedUntil });
    }
  }
  const { startsAt, endsAt } = request;
  if (!startsAt || !endsAt || periods.size === paid.length) return periods;
  const periodMs = BOOKING_DAYS * DAY_MS;
  const chained = Math.round((endsAt.getTime() - startsAt.getTime()) / periodMs);
  const newestFirst = [...paid].sort(
    (a, b) => (b.confirmedAt ?? b.createdAt).getTime() - (a.confirmedAt ?? a.createdAt).getTime(),
  );
  newestFirst.slice(0, Math.max(0, chained)).forEach((payment, index) => {
    if (periods.has(payment.id)) return;
    const until = new Date(endsAt.getTime() - index * periodMs);
    periods.set(payment.id, { from: new Date(until.getTime() - periodMs), until });
  });
  return periods;
}

export interface PartRefund {
  refundCents: number;
  /** Taken back from the owner: held earnings first, then released ones. */
  fromHeldCents: number;
  fromAvailableCents: number;
  /** Placard's fee share of the refund, plus what the owner had already withdrawn (Placard covers it). */
  fromFeesCents: number;
  coveredByPlatformCents: number;
}

/**
 * Returns `refundCents` of a payment to its advertiser, inside the caller's transaction,
 * which holds the payment's row lock (`lockPayment` / `lockSucceededPayments`, decision
 * 0016) and passes the row read under it. One balanced movement (key `key`): the fee's
 * proportional share comes from Placard's fees, the rest from the owner's earnings of this
 * payment, held first, then available; earnings already paid out are not clawed back and
 * Placard covers them from its fees (decision 0029). The provider is called by a job after
 * commit.
 */
export async function refundPartInTx(
  executor: Executor,
  payment: PaymentRow,
  refundCents: number,
  movement: { key: string; description: string },
): Promise<PartRefund> {
  const position = await paymentPosition(executor, payment.id);
  if (!Number.isSafeInteger(refundCents) || refundCents <= 0) {
    throw new AppError("validation_failed", text("errors.payments.amount_at_least"), {
      fields: { amountCents: [text("errors.payments.amount_at_least_field")] },
    });
  }
  if (refundCents > position.paidCents) {
    const most = formatDollars(Math.max(0, position.paidCents));
    throw new AppError("validation_failed", text("errors.payments.refund_at_most", { amount: most }), {
      fields: { amountCents: [`At most ${most}`] },
    });
  }
  const shares = await paymentShares(executor, payment.id);
  const feeShare = payment.amountCents > 0 ? Math.floor((refundCents * shares.feeCents) / payment.amountCents) : 0;
  const ownerCents = refundCents - feeShare;
  const fromHeldCents = Math.min(ownerCents, Math.max(0, position.heldCents));
  const fromAvailableCents = Math.min(ownerCents - fromHeldCents, Math.max(0, position.availableCents));
  const coveredByPlatformCents = ownerCents - fromHeldCents - fromAvailableCents;
  const fromFeesCents = feeShare + coveredByPlatformCents;
  await postLedgerTransaction(executor, {
    key: movement.key,
    description: movement.description,
    paymentId: payment.id,
    lines: [
      { account: "advertiser", userId: payment.advertiserId, kind: "refund", amountCents: refundCents },
      { account: "owner_held", userId: shares.ownerId, kind: "earning-reversed", amountCents: -fromHeldCents },
      {
        account: "owner_available",
        userId: shares.ownerId,
        kind: "earning-reversed",
        amountCents: -fromAvailableCents,
      },
      { account: "platform_fees", userId: null, kind: "fee", amountCents: -fromFeesCents },
    ],
  });
  const refundedCents = payment.refundedCents + refundCents;
  await updatePayment(executor, payment.id, {
    refundedCents,
    ...(refundedCents >= payment.amountCents ? { status: "refunded" as const } : {}),
  });
  await enqueueJob(
    executor,
    PART_REFUND_JOB,
    { paymentId: payment.id, amountCents: refundCents },
    { dedupeKey: `part-refund:${movement.key}` },
  );
  return { refundCents, fromHeldCents, fromAvailableCents, fromFeesCents, coveredByPlatformCents };
}

/** The job: asks the provider to return the amount (retried by the queue until it answers). */
export async function sendPartRefund(deps: Pick<PaymentDeps, "db" | "provider">, payload: Record<string, unknown>) {
  const payment = await findPayment(deps.db, String(payload.paymentId ?? ""));
  const amountCents = Number(payload.amountCents);
  if (!payment?.providerTransactionId || !Number.isSafeInteger(amountCents) || amountCents <= 0) return;
  const refund = await deps.provider.refund(payment.providerTransactionId, amountCents);
  const raw = (payment.raw as Record<string, unknown> | null) ?? {};
  const earlier = Array.isArray(raw.partRefunds) ? raw.partRefunds : [];
  await updatePayment(deps.db, payment.id, { raw: { ...raw, partRefunds: [...earlier, { amountCents, ...refund }] } });
}

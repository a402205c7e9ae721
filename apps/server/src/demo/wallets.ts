import { PAGE_LIMIT_MAX } from "@placard/shared/pagination";
import { withdrawSchema } from "@placard/shared/wallet";
import { listEarningPayments, releaseDueEarnings, PAYOUT_JOB, withdraw } from "../modules/wallet/index.js";
import type { PersonKey } from "./catalogue-inventory.js";
import { type DemoContext, userOf } from "./context.js";

/** Where the main publisher's payout goes (M-Pesa; sandbox payouts fail only for numbers ending 0000). */
const PAYOUT_NUMBER = "+254711223344";

/**
 * Earnings whose hold period is over in the story become available, as reading the
 * wallet does; then the main publisher withdraws part of one payment's earnings to
 * mobile money and the payout job runs until the sandbox reports it completed.
 * Returns the withdrawn amount (0 when nothing could be withdrawn, e.g. a long hold).
 */
export async function settleWallets(context: DemoContext, owners: PersonKey[], withdrawer: PersonKey) {
  for (const key of owners) await releaseDueEarnings(context.db, userOf(context, key).id);

  const owner = userOf(context, withdrawer);
  const earnings = await listEarningPayments(context.db, owner.id, { limit: PAGE_LIMIT_MAX });
  const now = Date.now();
  const payment = earnings.items
    .filter((item) => !item.isRefunded && new Date(item.availableAt).getTime() <= now && item.remainingCents >= 200)
    .sort((a, b) => b.remainingCents - a.remainingCents)[0];
  if (!payment) return 0;

  // About two thirds of it, in whole dollars: the rest stays available in the wallet.
  const amountCents = Math.floor((payment.remainingCents * 2) / 3 / 100) * 100;
  const input = withdrawSchema.parse({ paymentId: payment.id, amountCents, phoneNumber: PAYOUT_NUMBER });
  const { jobs } = context.app;
  await withdraw(context.db, () => jobs.wake(), owner.id, input);
  // The payout job: the transfer is created (pending), then settles when asked again.
  await jobs.runDue({ kinds: [PAYOUT_JOB] });
  await jobs.runDue({ kinds: [PAYOUT_JOB], now: new Date(Date.now() + 60_000) });
  return amountCents;
}

import type { EventEmitter } from "node:events";
import type { Config } from "../../config/config.js";
import type { Db } from "../../db/client.js";
import type { JobQueue } from "../../lib/jobs/queue.js";
import type { PaymentProvider } from "./providers/provider.js";

/** What the money services need from the app; built once per app in plugin.ts. */
export interface PaymentDeps {
  db: Db;
  provider: PaymentProvider;
  config: Pick<Config, "publicUrl" | "PLATFORM_FEE_PERCENT" | "EARNINGS_HOLD_DAYS">;
  jobs: Pick<JobQueue, "wake">;
  /** Emits `changed` with a request id whenever a booking starts, ends or is refunded. */
  bookingEvents: EventEmitter;
  log: {
    warn(obj: unknown, msg: string): void;
    error(obj: unknown, msg: string): void;
    info(obj: unknown, msg: string): void;
  };
}

/** Job kinds owned by the payments module. */
export const PAYMENT_JOBS = {
  checkPayment: "check-payment",
  sendRefund: "send-refund",
  releaseEarnings: "release-earnings",
  expireBooking: "expire-booking",
} as const;

/** Splits a payment into Placard's fee and the owner's earnings, in whole cents. */
export function splitPayment(amountCents: number, feePercent: number) {
  const feeCents = Math.floor((amountCents * Math.round(feePercent * 100)) / 10_000);
  return { feeCents, earningsCents: amountCents - feeCents };
}

export const DAY_MS = 24 * 60 * 60 * 1000;

import { z } from "zod";
import { text } from "./messages.js";

/** Prices are per 30 days (ARCHITECTURE.md §7): a paid booking runs this long. */
export const BOOKING_DAYS = 30;
/** Every amount is charged, held and withdrawn in USD cents (SPEC §9). */
export const PAYMENT_CURRENCY = "USD";

/** The web page the provider's return lands on: `?status=…&txref=…` (SPEC §2 payment result). */
export const PAYMENT_RESULT_PATH = "/payment-result";

/** SPEC §4 payment result statuses. */
export const PAYMENT_RESULT_STATUSES = [
  "invalid-params",
  "invalid-txref",
  "payment-not-found",
  "amount-mismatch",
  "success",
  "failed",
  "error",
] as const;
export type PaymentResultStatus = (typeof PAYMENT_RESULT_STATUSES)[number];

export function isPaymentResultStatus(value: unknown): value is PaymentResultStatus {
  return PAYMENT_RESULT_STATUSES.includes(value as PaymentResultStatus);
}

/** SPEC §8 payment result titles, with what the card says under them. */
export const PAYMENT_RESULT_COPY: Record<PaymentResultStatus, { title: string; message: string }> = {
  "invalid-params": {
    title: "Invalid Parameters",
    message: "The payment provider sent us back without the details we need to find your payment.",
  },
  "invalid-txref": {
    title: "Invalid Transaction Reference",
    message: "We do not know this transaction reference.",
  },
  "payment-not-found": {
    title: "Payment Not Found",
    message:
      "The payment provider has no completed payment for this reference yet. If you were charged, it will be confirmed automatically.",
  },
  "amount-mismatch": {
    title: "Amount Mismatch",
    message: "The amount paid does not match the price of the placement. Nothing was booked.",
  },
  success: {
    title: "Payment Successful",
    message: "Your placement is confirmed for the next 30 days.",
  },
  failed: {
    title: "Payment Failed",
    message: "Your payment could not be completed. Please try again.",
  },
  error: {
    title: "System Error",
    message: "Something went wrong on our side. Please contact support if this persists.",
  },
};

/**
 * What "Payment Successful" says under its title, from the days the payment booked (the
 * return's `from` and `until`): a booking scheduled to start later names its start (#34.8);
 * without them, SPEC §8's text.
 */
export function paymentSuccessMessage(
  from: string | null,
  until: string | null,
  formatDay: (iso: string) => string,
  now: Date = new Date(),
): string {
  if (!from || !until || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(until))) {
    return PAYMENT_RESULT_COPY.success.message;
  }
  return Date.parse(from) > now.getTime()
    ? `Your placement is booked: it starts on ${formatDay(from)} and runs until ${formatDay(until)}.`
    : `Your placement is confirmed until ${formatDay(until)}.`;
}

/** SPEC §8 payment modal errors. */
export const PAYMENT_LINK_FAILED = text("errors.payments.link_failed");
export const PAYMENT_GENERIC_ERROR = "An error occurred. Please try again.";

/**
 * POST /api/payments — pay for one approved website of one's own ad. The amount is the
 * server's sum of that website's spaces; an amount in the body is dropped unread.
 */
/** How far ahead an advertiser may schedule a booking's start (decision 0025). */
export const SCHEDULE_MAX_DAYS = 90;

export const startPaymentSchema = z.object({
  requestId: z.string().min(1),
  email: z.email({ message: text("errors.email_invalid") }),
  /** The day (UTC) the booking's 30 days start; omitted or today: as soon as it is paid. */
  startDate: z.iso.date({ message: text("errors.date_format") }).optional(),
});
export type StartPayment = z.infer<typeof startPaymentSchema>;

export const paymentLinkSchema = z.object({
  paymentLink: z.string(),
  txRef: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

export const START_DATE_RANGE_MESSAGE = text("errors.start_date_range", { days: SCHEDULE_MAX_DAYS });
export const NO_ROOM_FROM_MESSAGE = (space: string, nextFreeDate: string | null) =>
  nextFreeDate
    ? text("errors.payments.no_room_from", { space, date: nextFreeDate })
    : text("errors.payments.no_room_next_days", { space, days: SCHEDULE_MAX_DAYS });

/** GET /api/payments/availability?requestId=: the first day a booking of the request could start. */
export const availabilityQuerySchema = z.object({ requestId: z.string().min(1).max(100) });
export const availabilitySchema = z.object({
  /** Today when there is room now; null when nothing is free within SCHEDULE_MAX_DAYS. */
  nextFreeDate: z.string().nullable(),
  lastStartDate: z.string(),
  /** A running booking renews from its end: no start date to choose. */
  renewsFrom: z.string().nullable(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** What a payer chooses on a hosted checkout page. */
export const PAYMENT_METHODS = ["card", "mobilemoney"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

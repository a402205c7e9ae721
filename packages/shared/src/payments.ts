import { z } from "zod";

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

/** SPEC §8 payment modal errors. */
export const PAYMENT_LINK_FAILED = "Payment link generation failed. Please try again.";
export const PAYMENT_GENERIC_ERROR = "An error occurred. Please try again.";

/**
 * POST /api/payments — pay for one approved website of one's own ad. The amount is the
 * server's sum of that website's spaces; an amount in the body is dropped unread.
 */
export const startPaymentSchema = z.object({
  requestId: z.string().min(1),
  email: z.email({ message: "Please enter a valid email address" }),
});
export type StartPayment = z.infer<typeof startPaymentSchema>;

export const paymentLinkSchema = z.object({
  paymentLink: z.string(),
  txRef: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

/** What a payer chooses on a hosted checkout page. */
export const PAYMENT_METHODS = ["card", "mobilemoney"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

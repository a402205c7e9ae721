import { z } from "zod";
import { text } from "./messages.js";
import { pageQuerySchema, pageSchema } from "./pagination.js";
import { E164_PATTERN, PHONE_FORMAT_MESSAGE, WITHDRAWAL_STATUSES } from "./wallet.js";

/** The operator's money desk (issue #16 item 5): payouts with their provider state, and refunds. */

const person = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const adminWithdrawalsQuerySchema = pageQuerySchema.extend({ status: z.enum(WITHDRAWAL_STATUSES).optional() });
export type AdminWithdrawalsQuery = z.infer<typeof adminWithdrawalsQuerySchema>;

export const adminWithdrawalSchema = z.object({
  id: z.string(),
  owner: person,
  paymentId: z.string(),
  amountCents: z.number().int(),
  phoneNumber: z.string(),
  network: z.string(),
  destinationCurrency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** The provider's id and last word about the transfer. */
  providerTransferId: z.string().nullable(),
  providerStatus: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** A failed payout the operator sent again: the new payout's id. */
  retriedAs: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
export const adminWithdrawalPageSchema = pageSchema(adminWithdrawalSchema);

/** POST /api/admin/withdrawals/:id/retry: the same amount again, to the same number or a corrected one. */
export const retryWithdrawalSchema = z.object({
  phoneNumber: z.string().trim().regex(E164_PATTERN, { message: PHONE_FORMAT_MESSAGE }).optional(),
  network: z.string().trim().min(1).max(40).optional(),
});
export type RetryWithdrawalInput = z.input<typeof retryWithdrawalSchema>;

const reasonField = z
  .string()
  .trim()
  .min(3, text("errors.form.say_why"))
  .max(500, text("errors.keep_under", { max: 500 }));

/** POST /api/admin/withdrawals/:id/cancel: close a failed payout (its money is already back in the balance). */
export const cancelWithdrawalSchema = z.object({ reason: reasonField });

export const PAYMENT_DESK_STATUSES = ["succeeded", "refunded"] as const;
export const adminPaymentsQuerySchema = pageQuerySchema.extend({
  status: z.enum(PAYMENT_DESK_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;

export const adminPaymentSchema = z.object({
  id: z.string(),
  txRef: z.string(),
  provider: z.string(),
  advertiser: person,
  businessName: z.string(),
  websiteName: z.string(),
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentPageSchema = pageSchema(adminPaymentSchema);

/** POST /api/admin/payments/:id/refund: all or part of what is left, through the provider. */
export const refundPaymentSchema = z.object({
  amountCents: z.number().int().positive("Enter an amount above zero"),
  reason: reasonField,
});
export type RefundPaymentInput = z.input<typeof refundPaymentSchema>;

export const refundResultSchema = z.object({
  paymentId: z.string(),
  refundCents: z.number().int(),
  refundedCents: z.number().int(),
  status: z.string(),
});

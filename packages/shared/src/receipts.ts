import { z } from "zod";
import { pageQuerySchema, pageSchema } from "./pagination.js";
import { text } from "./messages.js";

/**
 * Receipts (issue #17.3, decision 0024): every settled payment has a number, sequential per
 * install and never reused, given in the transaction that settles it. Shown as "R-000042".
 */
export const formatReceiptNumber = (receiptNumber: number) => `R-${String(receiptNumber).padStart(6, "0")}`;

export const receiptSchema = z.object({
  paymentId: z.string(),
  number: z.string(),
  paidAt: z.string(),
  status: z.enum(["succeeded", "refunded"]),
  reference: z.string(),
  seller: z.object({ name: z.string(), address: z.string(), taxId: z.string() }),
  buyer: z.object({ name: z.string(), location: z.string(), email: z.string() }),
  adId: z.string(),
  websiteName: z.string(),
  spaces: z.array(z.string()),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  amountCents: z.number().int(),
  feeCents: z.number().int(),
  currency: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** One line of a receipts list (GET /api/receipts). */
export const receiptSummarySchema = z.object({
  paymentId: z.string(),
  number: z.string(),
  paidAt: z.string(),
  websiteName: z.string(),
  amountCents: z.number().int(),
});
export type ReceiptSummary = z.infer<typeof receiptSummarySchema>;

/** GET /api/receipts?adId=: the advertiser's receipts (of one ad, if named), newest first. */
export const receiptPageQuerySchema = z
  .object({ adId: z.string().min(1).max(100).optional() })
  .extend(pageQuerySchema.shape);
export type ReceiptPageQuery = z.infer<typeof receiptPageQuerySchema>;
export const receiptPageSchema = pageSchema(receiptSummarySchema);

/** An owner's monthly earnings statement: GET /api/wallet/statements/{YYYY-MM}.pdf. */
export const statementMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: text("errors.month_format") });

export const receiptPdfPath = (paymentId: string) => `/api/receipts/${encodeURIComponent(paymentId)}/pdf`;
export const statementPdfPath = (month: string) => `/api/wallet/statements/${month}/pdf`;

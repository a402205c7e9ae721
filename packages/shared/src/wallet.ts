import { z } from "zod";
import { dateRangeSchema, pageQuerySchema, pageSchema } from "./pagination.js";
import { text } from "./messages.js";

/** SPEC §9: Recent Activity shows the three latest movements. */
export const RECENT_ACTIVITY_COUNT = 3;

/** SPEC §8 wallet texts. */
export const WALLET_TEXT = {
  userMissing: "User ID not found",
  balanceFailed: "Unable to fetch wallet balance. Please try again later.",
  invalidPayment: "Invalid payment data",
  eligibilityFailed: "Error checking eligibility",
  invalidPaymentButton: "Invalid Payment Data",
  checking: "Checking eligibility...",
  notEligibleButton: "Not eligible for withdrawal",
  fillAllFields: "Please fill in all fields",
  withdrawalFailed: "Failed to process withdrawal",
} as const;

/** E.164: a plus, a country code, and up to 15 digits in all. */
export const E164_PATTERN = /^\+[1-9]\d{7,14}$/;
export const PHONE_FORMAT_MESSAGE = text("errors.phone_format");

/**
 * Where mobile-money payouts can go, with the currency the wallet receives and the
 * operators (Flutterwave's `account_bank` codes). Amounts are debited in USD and
 * converted at the provider's rate: a USD number is never sent as another currency.
 */
export const MOBILE_MONEY_COUNTRIES = [
  { callingCode: "254", country: "Kenya", currency: "KES", networks: ["MPS"] },
  { callingCode: "256", country: "Uganda", currency: "UGX", networks: ["MTN", "AIRTEL"] },
  { callingCode: "250", country: "Rwanda", currency: "RWF", networks: ["MTN", "MPS"] },
  { callingCode: "255", country: "Tanzania", currency: "TZS", networks: ["VODACOM", "AIRTEL", "TIGO", "HALOPESA"] },
  { callingCode: "233", country: "Ghana", currency: "GHS", networks: ["MTN", "VODAFONE", "AIRTELTIGO"] },
  { callingCode: "260", country: "Zambia", currency: "ZMW", networks: ["MPS"] },
] as const;
export type MobileMoneyCountry = (typeof MOBILE_MONEY_COUNTRIES)[number];

export const NETWORK_NAMES: Record<string, string> = {
  MPS: "M-Pesa",
  MTN: "MTN Mobile Money",
  AIRTEL: "Airtel Money",
  VODACOM: "Vodacom M-Pesa",
  TIGO: "Tigo Pesa",
  HALOPESA: "HaloPesa",
  VODAFONE: "Vodafone Cash",
  AIRTELTIGO: "AirtelTigo Money",
};

/** A network as owners and the operator read it ("M-Pesa"), never its provider code ("MPS"). */
export const networkName = (code: string) => NETWORK_NAMES[code] ?? code;

export function mobileMoneyCountryOf(phoneNumber: string): MobileMoneyCountry | undefined {
  return MOBILE_MONEY_COUNTRIES.find((country) => phoneNumber.startsWith(`+${country.callingCode}`));
}

export const UNSUPPORTED_COUNTRY_MESSAGE = text("errors.unsupported_country", {
  countries: MOBILE_MONEY_COUNTRIES.map((country) => country.country).join(", "),
});

/** POST /api/wallet/withdrawals — one payment's earnings to a mobile money number. */
export const withdrawSchema = z
  .object({
    paymentId: z.string().min(1),
    amountCents: z
      .number()
      .int()
      .positive({ message: text("errors.amount_above_zero") }),
    phoneNumber: z.string().trim().regex(E164_PATTERN, { message: PHONE_FORMAT_MESSAGE }),
    network: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    const country = mobileMoneyCountryOf(value.phoneNumber);
    if (!country) {
      if (E164_PATTERN.test(value.phoneNumber))
        ctx.addIssue({ code: "custom", path: ["phoneNumber"], message: UNSUPPORTED_COUNTRY_MESSAGE });
      return;
    }
    const networks: readonly string[] = country.networks;
    if (value.network !== undefined && !networks.includes(value.network)) {
      ctx.addIssue({
        code: "custom",
        path: ["network"],
        message: text("errors.network_in_country", { country: country.country }),
      });
    }
  });
export type WithdrawInput = z.infer<typeof withdrawSchema>;

/** "cancelled": the operator gave a failed payout back to the owner's balance (issue #16). */
export const WITHDRAWAL_STATUSES = ["pending", "processing", "completed", "failed", "cancelled"] as const;

export const withdrawalSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  amountCents: z.number().int(),
  phoneNumber: z.string(),
  network: z.string(),
  destinationCurrency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** The kinds of movement /transactions lists and filters by. */
export const TRANSACTION_TYPES = [
  "payment",
  "refund",
  "earning",
  "release",
  "withdrawal",
  "withdrawal-reversed",
  "earning-reversed",
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * What each movement is called, on /transactions, in /wallet's Recent Activity, in the CSV and
 * in the monthly statement: one name per kind, wherever it is shown (#34.1).
 */
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  payment: "Payment",
  refund: "Refund",
  earning: "Earnings held",
  release: "Earnings released",
  withdrawal: "Withdrawal",
  "withdrawal-reversed": "Withdrawal reversed",
  "earning-reversed": "Earnings reversed",
};

/** The movements of an owner's wallet (its Recent Activity and monthly statement): earnings and withdrawals. */
export const WALLET_MOVEMENT_TYPES = [
  "earning",
  "release",
  "earning-reversed",
  "withdrawal",
  "withdrawal-reversed",
] as const satisfies readonly TransactionType[];

export const walletSchema = z.object({
  /** Released earnings not yet withdrawn. */
  availableCents: z.number().int(),
  /** Earnings still inside the hold period. */
  heldCents: z.number().int(),
  /** Lifetime earnings (net of refunds). */
  totalEarningsCents: z.number().int(),
  /**
   * SPEC §2's three latest movements of the wallet, each named by what it is with
   * /transactions' label (`TRANSACTION_TYPE_LABELS`), its amount signed the same way.
   */
  recentActivity: z.array(
    z.object({
      id: z.string(),
      type: z.enum(TRANSACTION_TYPES),
      description: z.string(),
      /** Signed from the wallet's point of view: money in is positive, money out negative. */
      amountCents: z.number().int(),
      date: z.string(),
    }),
  ),
});
export type Wallet = z.infer<typeof walletSchema>;

export const earningPaymentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  businessName: z.string(),
  businessLocation: z.string(),
  businessLink: z.string(),
  advertiserEmail: z.string(),
  websiteName: z.string(),
  /** The owner's earnings from this payment (after any platform fee). */
  amountCents: z.number().int(),
  withdrawnCents: z.number().int(),
  remainingCents: z.number().int(),
  paidAt: z.string(),
  availableAt: z.string(),
  isRefunded: z.boolean(),
});
export type EarningPayment = z.infer<typeof earningPaymentSchema>;

/** One advertiser's business and what it brought in all, summed by the server. */
export const earningBusinessSchema = z.object({
  businessName: z.string(),
  totalCents: z.number().int(),
  paymentCount: z.number().int(),
});
export type EarningBusiness = z.infer<typeof earningBusinessSchema>;

/**
 * GET /api/wallet/earnings?cursor=&limit=: the owner's businesses a page at a time (default 50,
 * at most 200), the business that first earned most recently first; each business's payments
 * come a page at a time from /api/wallet/earnings/payments. Totals from /api/wallet/earnings/totals.
 */
export const earningBusinessPageSchema = pageSchema(earningBusinessSchema);
export type EarningBusinessPage = z.infer<typeof earningBusinessPageSchema>;

/** GET /api/wallet/earnings/totals: summed by the database over the per-business rows, not over loaded pages. */
export const earningsTotalsSchema = z.object({
  /** Released earnings not yet withdrawn. */
  totalBalanceCents: z.number().int(),
  /** Net earnings over every business (equals the wallet's lifetime earnings). */
  totalCents: z.number().int(),
  businessCount: z.number().int(),
  paymentCount: z.number().int(),
});
export type EarningsTotals = z.infer<typeof earningsTotalsSchema>;

/** GET /api/wallet/earnings/payments: one business's payments (or all), newest first, by date. */
export const earningPaymentFilterSchema = z
  .object({ business: z.string().trim().min(1).max(200).optional() })
  .extend(dateRangeSchema.shape);
export type EarningPaymentFilter = z.infer<typeof earningPaymentFilterSchema>;
export const earningPaymentPageQuerySchema = earningPaymentFilterSchema.extend(pageQuerySchema.shape);
export type EarningPaymentPageQuery = z.infer<typeof earningPaymentPageQuerySchema>;
export const earningPaymentPageSchema = pageSchema(earningPaymentSchema);

/** SPEC §3 eligibility response. */
export const eligibilitySchema = z.object({
  eligible: z.boolean(),
  payment: earningPaymentSchema.nullable(),
  message: z.string(),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;

export const transactionSchema = z.object({
  id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  description: z.string(),
  reference: z.string(),
  /** Signed from the user's point of view: money in is positive, money out negative. */
  amountCents: z.number().int(),
  date: z.string(),
  /** A settled payment's receipt (decision 0024): on the payer's payment line only. */
  receipt: z.object({ paymentId: z.string(), number: z.string() }).nullish(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionFilterSchema = z
  .object({ type: z.enum(TRANSACTION_TYPES).optional() })
  .extend(dateRangeSchema.shape);
export type TransactionFilter = z.infer<typeof transactionFilterSchema>;

/** GET /api/wallet/transactions: the filters and a page position (packages/shared/src/pagination.ts). */
export const transactionPageQuerySchema = transactionFilterSchema.extend(pageQuerySchema.shape);
export type TransactionPageQuery = z.infer<typeof transactionPageQuerySchema>;
export const transactionPageSchema = pageSchema(transactionSchema);

/**
 * GET /api/wallet/transactions/totals: the filtered movements summed by the database, not by the
 * page, so that they add up to the wallet (decision 0044, #34.2):
 * - "Money in" (`inCents`): new money that reached the account: earnings and refunds paid back to it;
 * - "Money out" (`outCents`): money that left it: payments, earnings reversed by a refund, and
 *   withdrawals less the failed payouts that came back (a returned payout did not leave);
 * - releases (On hold → Available) move money inside the wallet: counted in neither.
 * So over an owner's whole history Money in − Money out = Available + On hold, and Money in −
 * earnings reversed = Total Earnings. A period whose returned payouts outweigh its money out
 * (the payout left in an earlier one) counts the excess as money in: neither figure is negative,
 * and in − out is always the period's change.
 */
export const transactionTotalsSchema = z.object({
  /** Movements that match, releases included (the rows of the list). */
  count: z.number().int(),
  inCents: z.number().int(),
  outCents: z.number().int(),
});

/** Per kind of movement, what came in and went out (the ledger's day totals summed over a filter). */
export type MovementSums = Partial<Record<TransactionType, { inCents: number; outCents: number }>>;

/** The totals' rule above, from the sums per kind. */
export function moneyInAndOut(sums: MovementSums): { inCents: number; outCents: number } {
  const of = (type: TransactionType) => sums[type] ?? { inCents: 0, outCents: 0 };
  const inCents = of("earning").inCents + of("refund").inCents;
  const outCents =
    of("payment").outCents +
    of("earning-reversed").outCents +
    of("withdrawal").outCents -
    of("withdrawal-reversed").inCents;
  return outCents >= 0 ? { inCents, outCents } : { inCents: inCents - outCents, outCents: 0 };
}
export type TransactionTotals = z.infer<typeof transactionTotalsSchema>;

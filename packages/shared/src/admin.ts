import { z } from "zod";
import { dateRangeSchema, pageQuerySchema, pageSchema } from "./pagination.js";
import { reachRowSchema } from "./reach.js";
import { text } from "./messages.js";

/**
 * The operator's console (issue #16): overview and people. Content, reports, money,
 * support and audit have their own contracts (trust.ts, audit.ts).
 */

/** Better Auth admin plugin's role for operators (server: modules/admin/operators.ts). */
export const OPERATOR_ROLE = "admin";

/** The operator console's screens, in the order of its navigation. */
export const ADMIN_SECTIONS = [
  { path: "/admin", label: "Overview" },
  { path: "/admin/people", label: "People" },
  { path: "/admin/content", label: "Content" },
  { path: "/admin/reports", label: "Reports" },
  { path: "/admin/money", label: "Money" },
  { path: "/admin/support", label: "Support" },
  { path: "/admin/audit", label: "Audit" },
] as const;

/** At most this many days on the overview's chart (one row per day). */
export const OVERVIEW_MAX_DAYS = 366;

/** GET /api/admin/overview?from=&to= (UTC days, inclusive; default: the last 30 days). */
export const overviewQuerySchema = dateRangeSchema;
export type OverviewQuery = z.infer<typeof overviewQuerySchema>;

export const overviewDaySchema = z.object({
  date: z.string(),
  grossCents: z.number().int(),
  feesCents: z.number().int(),
  refundsCents: z.number().int(),
  reports: z.number().int(),
  supportMessages: z.number().int(),
});
export type OverviewDay = z.infer<typeof overviewDaySchema>;

export const overviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Sums over the period. */
  totals: z.object({
    grossCents: z.number().int(),
    feesCents: z.number().int(),
    refundsCents: z.number().int(),
    reports: z.number().int(),
    supportMessages: z.number().int(),
    /** Requests that expired unanswered in the period (decision 0058). */
    requestsExpired: z.number().int(),
  }),
  /** Now, whatever the period. */
  current: z.object({
    heldCents: z.number().int(),
    availableCents: z.number().int(),
    payoutsPending: z.number().int(),
    payoutsPendingCents: z.number().int(),
    payoutsFailed: z.number().int(),
    payoutsFailedCents: z.number().int(),
    adsAwaitingReview: z.number().int(),
    /** Since when the longest-waiting request waits for its owner's answer (`pending_since`); null when none waits. */
    oldestReviewSince: z.string().nullable(),
    openReports: z.number().int(),
    openSupportMessages: z.number().int(),
    /** Emails given up on after the send job's attempts (kept 90 days: decision 0054). */
    emailsNotSent: z.number().int(),
    /** The mail server's answer to the latest of them; null when there is none. */
    emailsNotSentError: z.string().nullable(),
  }),
  days: z.array(overviewDaySchema),
  /** The period's ten countries with the most counted views (decision 0059). */
  topCountries: z.array(reachRowSchema),
  ledger: z.object({
    sumCents: z.number().int(),
    entries: z.number().int(),
    unbalanced: z.array(z.object({ key: z.string(), totalCents: z.number().int() })),
  }),
});
export type Overview = z.infer<typeof overviewSchema>;

/** GET /api/admin/people?q=&cursor=&limit= */
export const peopleQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
});
export type PeopleQuery = z.input<typeof peopleQuerySchema>;

export const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  isSuspended: z.boolean(),
  suspendedReason: z.string().nullable(),
  suspendedUntil: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type Person = z.infer<typeof personSchema>;
export const peoplePageSchema = pageSchema(personSchema);

/** GET /api/admin/people/:id — the account and the latest of what it owns (each list up to 20). */
export const personDetailSchema = z.object({
  person: personSchema,
  balance: z.object({ heldCents: z.number().int(), availableCents: z.number().int() }),
  websites: z.array(z.object({ id: z.string(), url: z.string(), status: z.string(), createdAt: z.string() })),
  ads: z.array(z.object({ id: z.string(), businessName: z.string(), status: z.string(), createdAt: z.string() })),
  payments: z.array(
    z.object({ id: z.string(), amountCents: z.number().int(), status: z.string(), createdAt: z.string() }),
  ),
  withdrawals: z.array(
    z.object({ id: z.string(), amountCents: z.number().int(), status: z.string(), createdAt: z.string() }),
  ),
  referrals: z.array(z.object({ id: z.string(), email: z.string(), createdAt: z.string() })),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;

export const SUSPEND_REASON_MAX = 500;

/**
 * Where a suspension's reason goes, said the same way by the field and its error (#34.16): the
 * audit log and the operator's view of the person. The person is not told it; signing in, they
 * read the one SUSPENDED_MESSAGE.
 */
export const SUSPEND_REASON_LABEL = "Reason (kept in the audit log)";
export const SUSPEND_REASON_MESSAGE = text("errors.suspend_reason");

/** POST /api/admin/people/:id/suspend */
export const suspendSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, { message: SUSPEND_REASON_MESSAGE })
    .max(SUSPEND_REASON_MAX, { message: text("errors.at_most_characters", { max: SUSPEND_REASON_MAX }) }),
});
export type SuspendInput = z.infer<typeof suspendSchema>;

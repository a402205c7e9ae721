import { z } from "zod";
import { pageQuerySchema } from "./pagination.js";

/**
 * The operator's audit log (issue #16 item 7): every operator action, append-only.
 * Actions are "<target type>.<verb>"; add new ones here so /admin/audit can filter by them.
 */
export const AUDIT_ACTIONS = [
  "ad.take_down",
  "report.dismiss",
  "payment.refund",
  "withdrawal.retry",
  "withdrawal.cancel",
  "support.reply",
  "user.suspend",
  "user.reinstate",
  "operator.grant",
  "operator.revoke",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = ["ad", "report", "payment", "withdrawal", "support_message", "user"] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "ad.take_down": "Took an ad down",
  "report.dismiss": "Dismissed a report",
  "payment.refund": "Refunded a payment",
  "withdrawal.retry": "Retried a payout",
  "withdrawal.cancel": "Cancelled a payout",
  "support.reply": "Answered a support message",
  "user.suspend": "Suspended an account",
  "user.reinstate": "Reinstated an account",
  "operator.grant": "Made an account an operator",
  "operator.revoke": "Removed an operator",
};

/**
 * The record an entry is about, by name (#34.11): "Acme Coffee on Kigali Books" for a
 * payment, a person's name for an account; `detail` says more (a reference, an email);
 * `href` is the console's page for it, if it has one.
 */
export const auditSubjectSchema = z.object({
  name: z.string(),
  detail: z.string().nullable(),
  href: z.string().nullable(),
});
export type AuditSubject = z.infer<typeof auditSubjectSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  /** The operator's name today (null: the command line, or an account deleted since). */
  actorName: z.string().nullable(),
  at: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  /** What the entry is about, by name; null when that record is gone. */
  subject: auditSubjectSchema.nullable(),
  /** The money the action moved, in cents: a refund, a take-down's refunds, a payout. */
  amountCents: z.number().int().nullable(),
  /** A reason from the terms' catalog by its label ("Misleading content"), never its code. */
  reasonLabel: z.string().nullable(),
  /** What the operator wrote: a take-down's note, a dismissal's note, a refund's reason. */
  note: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullable() });

/** GET /api/admin/audit: a page (newest first), optionally only one actor, action or target. */
export const auditQuerySchema = pageQuerySchema.extend({
  actorId: z.string().trim().min(1).max(100).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES).optional(),
  targetId: z.string().trim().min(1).max(100).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

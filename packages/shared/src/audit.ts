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

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  at: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
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

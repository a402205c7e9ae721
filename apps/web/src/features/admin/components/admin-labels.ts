import type { AuditAction } from "@placard/shared/audit";
import type { ContentReason } from "@placard/shared/trust";
import { activeLocale } from "@/lib/i18n";

/** The catalog key of each of the terms' categories (English: `CONTENT_REASON_LABELS`, word for word). */
export const REASON_KEYS: Record<ContentReason, string> = {
  hate_speech: "admin.reason.hate_speech",
  offensive: "admin.reason.offensive",
  misleading: "admin.reason.misleading",
  inaccurate: "admin.reason.inaccurate",
  other: "admin.reason.other",
};

/** The catalog key of each operator action (English: `AUDIT_ACTION_LABELS`, word for word). */
export const AUDIT_ACTION_KEYS: Record<AuditAction, string> = {
  "ad.take_down": "admin.audit.action.take_down",
  "report.dismiss": "admin.audit.action.dismiss",
  "payment.refund": "admin.audit.action.refund",
  "withdrawal.retry": "admin.audit.action.retry",
  "withdrawal.cancel": "admin.audit.action.cancel",
  "support.reply": "admin.audit.action.reply",
  "user.suspend": "admin.audit.action.suspend",
  "user.reinstate": "admin.audit.action.reinstate",
  "operator.grant": "admin.audit.action.grant",
  "operator.revoke": "admin.audit.action.revoke",
};

/** A date and time as the console shows them: en-US in English (as before), the locale's way otherwise. */
export function dateTimeOf(iso: string): string {
  const locale = activeLocale();
  return new Date(iso).toLocaleString(locale === "en" ? "en-US" : locale);
}

import type { AuditAction } from "@placard/shared/audit";
import type { ContentReason } from "@placard/shared/trust";
import type { SupportTopic } from "@placard/shared/support";
import { activeLocale, i18n } from "@/lib/i18n";

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

/**
 * A day in the console: ISO (2026-11-28) in English, as before; the locale's medium date in
 * the others. CSV exports and API answers keep ISO: they are data, not reading.
 */
export function dayOf(iso: string): string {
  const locale = activeLocale();
  if (locale === "en") return iso.slice(0, 10);
  return new Date(iso).toLocaleDateString(locale, { dateStyle: "medium", timeZone: "UTC" });
}

/** The catalog key of each status word of an account's lists (English: the stored word, as before). */
const STATUS_WORD_KEYS: Record<string, string> = {
  pending: "admin.person.status.pending",
  verified: "admin.person.status.verified",
  draft: "admin.person.status.draft",
  submitted: "admin.person.status.submitted",
  succeeded: "admin.person.status.succeeded",
  failed: "admin.person.status.failed",
  cancelled: "admin.person.status.cancelled",
  refunded: "admin.person.status.refunded",
  processing: "admin.person.status.processing",
  completed: "admin.person.status.completed",
};

export const statusWord = (status: string) => {
  const key = STATUS_WORD_KEYS[status];
  return key ? i18n.t(key) : status;
};

/** The catalog key of each support topic (the support feature's own keys, its contact form's words). */
export const SUPPORT_TOPIC_KEYS: Record<SupportTopic, string> = {
  general: "support.topic.general",
  advertising: "support.topic.advertising",
  publishing: "support.topic.publishing",
  payments: "support.topic.payments",
  consultation: "support.topic.consultation",
};

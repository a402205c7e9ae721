import { NOTIFICATION_PREFERENCES_PATH, type NotificationType } from "@placard/shared/notifications";
import { localeOrDefault, translatorFor } from "../../i18n/index.js";
import { escapeHtml } from "../../lib/html.js";
import type { Mail } from "../../lib/mailer.js";
import { type EmailData, EMAIL_TEMPLATES } from "./templates.js";
import { unsubscribeUrl } from "./unsubscribe-token.js";

export interface Recipient {
  id: string;
  email: string;
  name: string;
  /** users.locale: the email's language (decision 0057); English when none. */
  locale?: string | null;
}

/** Each event's name as the preferences list shows it (NOTIFICATION_EVENTS' labels), by catalog key. */
const EVENT_LABEL_KEYS: Record<NotificationType, string> = {
  newPendingAd: "email.event.new_pending_ad",
  adApproved: "email.event.ad_approved",
  adRejected: "email.event.ad_rejected",
  approvalLapsed: "email.event.approval_lapsed",
  referralQualified: "email.event.referral_qualified",
  paymentReceived: "email.event.payment_received",
  bookingPaid: "email.event.booking_paid",
  bookingEnding: "email.event.booking_ending",
  earningsReleased: "email.event.earnings_released",
  payoutCompleted: "email.event.payout_completed",
  payoutFailed: "email.event.payout_failed",
  supportReply: "email.event.support_reply",
  adTakenDown: "email.event.ad_taken_down",
  answerReminder: "email.event.answer_reminder",
  requestExpired: "email.event.request_expired",
};

export interface RenderContext {
  publicUrl: string;
  authSecret: string;
}

/**
 * One email, both parts from the same template: plain text and HTML, the action link, a
 * footer with the link to notification preferences and the signed one-click unsubscribe,
 * and the RFC 8058 headers that let mail clients unsubscribe without opening it.
 */
export function renderEmail(
  context: RenderContext,
  event: NotificationType,
  data: EmailData,
  recipient: Recipient,
): Mail & { html: string; headers: Record<string, string> } {
  const locale = localeOrDefault(recipient.locale);
  const t = translatorFor(locale);
  const content = EMAIL_TEMPLATES[event](data, { t, locale });
  const link = `${context.publicUrl}${content.action.path}`;
  const preferences = `${context.publicUrl}${NOTIFICATION_PREFERENCES_PATH}`;
  const unsubscribe = unsubscribeUrl(context.publicUrl, context.authSecret, recipient.id, event);
  const why = t("email.footer.why", { event: t(EVENT_LABEL_KEYS[event]) });
  const greeting = t("email.greeting", { name: recipient.name });

  const text = [
    greeting,
    ...content.paragraphs,
    `${content.action.label}: ${link}`,
    "--",
    why,
    `${t("email.footer.preferences")}: ${preferences}`,
    `${t("email.footer.unsubscribe_line")}: ${unsubscribe}`,
  ].join("\n\n");

  const p = (body: string) => `<p style="margin:0 0 16px">${body}</p>`;
  const a = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,sans-serif;color:#0f172a;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;font-size:20px">Placard</p>
${p(escapeHtml(greeting))}
${content.paragraphs.map((paragraph) => p(escapeHtml(paragraph))).join("\n")}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">
<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(why)} ${a(preferences, t("email.footer.preferences"))} · ${a(unsubscribe, t("email.footer.unsubscribe"))}</p>
</div></body></html>`;

  return {
    to: recipient.email,
    subject: content.subject,
    text,
    html,
    link,
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

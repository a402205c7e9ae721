import type { WebhookEvent } from "@placard/shared/webhooks";
import { i18n } from "@/lib/i18n";

/** The catalog key of each webhook event's name (English: `WEBHOOK_EVENT_LABELS`, word for word). */
export const WEBHOOK_EVENT_KEYS: Record<WebhookEvent, string> = {
  "ad.submitted": "account.webhooks.event.ad_submitted",
  "ad.approved": "account.webhooks.event.ad_approved",
  "ad.rejected": "account.webhooks.event.ad_rejected",
  "payment.succeeded": "account.webhooks.event.payment_succeeded",
  "booking.started": "account.webhooks.event.booking_started",
  "booking.ended": "account.webhooks.event.booking_ended",
  "payout.completed": "account.webhooks.event.payout_completed",
  "payout.failed": "account.webhooks.event.payout_failed",
  "ad.approval_lapsed": "account.webhooks.event.approval_lapsed",
  "ad.taken_down": "account.webhooks.event.taken_down",
  "request.expired": "account.webhooks.event.request_expired",
};

/** A moment as the browser writes it in English (as before), in the reader's locale otherwise. */
export const moment = (iso: string) => new Date(iso).toLocaleString(i18n.language === "en" ? undefined : i18n.language);

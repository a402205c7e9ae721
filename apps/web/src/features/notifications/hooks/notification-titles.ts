import type { NotificationType } from "@placard/shared/notifications";

/** NOTIFICATION_TITLES by catalog key (issue #33): English keeps the shared texts. */
export const NOTIFICATION_TITLE_KEYS: Record<NotificationType, string> = {
  newPendingAd: "notifications.title.new_pending_ad",
  adApproved: "notifications.title.ad_approved",
  adRejected: "notifications.title.ad_rejected",
  referralQualified: "notifications.title.referral_qualified",
  approvalLapsed: "notifications.title.approval_lapsed",
  paymentReceived: "notifications.title.payment_received",
  bookingPaid: "notifications.title.booking_paid",
  bookingEnding: "notifications.title.booking_ending",
  earningsReleased: "notifications.title.earnings_released",
  payoutCompleted: "notifications.title.payout_completed",
  payoutFailed: "notifications.title.payout_failed",
  supportReply: "notifications.title.support_reply",
  adTakenDown: "notifications.title.ad_taken_down",
  answerReminder: "notifications.title.answer_reminder",
  requestExpired: "notifications.title.request_expired",
};

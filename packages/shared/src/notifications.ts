import { z } from "zod";

/** The types the web app acts on (SPEC §4); anything else is ignored by the client. */
export const NOTIFICATION_TYPES = [
  "newPendingAd",
  "adApproved",
  "adRejected",
  "referralQualified",
  "approvalLapsed",
  // Issue #17: events that leave a record, told in app and by email (preferences below).
  "paymentReceived",
  "bookingPaid",
  "bookingEnding",
  "earningsReleased",
  "payoutCompleted",
  "payoutFailed",
  "supportReply",
  // Issue #16: the operator took an ad down (the advertiser, and owners of its websites).
  "adTakenDown",
  // Issue #32.3, decision 0058: the owner's answer window.
  "answerReminder",
  "requestExpired",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  businessName: z.string(),
  /** The ad it is about; null for referral news. */
  adId: z.string().nullable(),
  /** The owner's reason, for adRejected. */
  reason: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  /** One page, newest first; `nextCursor` names the next (packages/shared/src/pagination.ts). */
  notifications: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});

/** Socket.io: the server emits this event to the user's own room. */
export const NOTIFICATION_EVENT = "notification";
/** The client's `subscribe`; whatever id it sends, the server uses the session's. */
export const SUBSCRIBE_EVENT = "subscribe";

export const NOTIFICATION_TITLES: Record<NotificationType, string> = {
  newPendingAd: "New Pending Ad",
  adApproved: "Ad Approved",
  adRejected: "Ad Rejected",
  referralQualified: "Referral Qualified",
  approvalLapsed: "Approval Lapsed",
  paymentReceived: "Payment Received",
  bookingPaid: "Booking Paid",
  bookingEnding: "Booking Ends Soon",
  earningsReleased: "Earnings Released",
  payoutCompleted: "Payout Completed",
  payoutFailed: "Payout Failed",
  supportReply: "Support Replied",
  adTakenDown: "Ad Taken Down",
  answerReminder: "Ad Still Waiting",
  requestExpired: "Request Expired",
};

/** Where one kind of event reaches a person: in the app, by email, both, or not at all. */
export const NOTIFICATION_CHANNELS = ["in_app", "email", "both", "off"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  in_app: "In app",
  email: "Email",
  both: "Both",
  off: "Off",
};

export const isEmailChannel = (channel: NotificationChannel) => channel === "email" || channel === "both";
export const isInAppChannel = (channel: NotificationChannel) => channel === "in_app" || channel === "both";

/** Each event as /account lists it, with its default until the person chooses. */
export const NOTIFICATION_EVENTS: Record<NotificationType, { label: string; defaultChannel: NotificationChannel }> = {
  newPendingAd: { label: "An ad is waiting for your review", defaultChannel: "both" },
  adApproved: { label: "Your ad was approved", defaultChannel: "both" },
  adRejected: { label: "Your ad was rejected", defaultChannel: "both" },
  approvalLapsed: { label: "An approval lapsed unpaid", defaultChannel: "in_app" },
  referralQualified: { label: "A referral qualified", defaultChannel: "in_app" },
  paymentReceived: { label: "We received your payment", defaultChannel: "both" },
  bookingPaid: { label: "A booking on your website was paid", defaultChannel: "both" },
  bookingEnding: { label: "Your booking ends in 3 days", defaultChannel: "both" },
  earningsReleased: { label: "Your earnings were released", defaultChannel: "both" },
  payoutCompleted: { label: "A payout was completed", defaultChannel: "both" },
  payoutFailed: { label: "A payout failed", defaultChannel: "both" },
  supportReply: { label: "Support replied to your message", defaultChannel: "both" },
  adTakenDown: { label: "An ad was taken down for breaking the terms", defaultChannel: "both" },
  answerReminder: { label: "An ad has waited 48 hours for your answer", defaultChannel: "both" },
  requestExpired: { label: "A website did not answer your ad in time", defaultChannel: "both" },
};

export const notificationPreferenceSchema = z.object({
  event: z.enum(NOTIFICATION_TYPES),
  channel: z.enum(NOTIFICATION_CHANNELS),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** GET and PUT /api/notification-preferences: every event, the chosen or default channel. */
export const notificationPreferencesSchema = z.object({ preferences: z.array(notificationPreferenceSchema) });

/** Where the footer of every email sends people to choose (the /account section's anchor). */
export const NOTIFICATION_PREFERENCES_PATH = "/account#notifications";

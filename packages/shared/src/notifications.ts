import { z } from "zod";

/** The types the web app acts on (SPEC §4); anything else is ignored by the client. */
export const NOTIFICATION_TYPES = [
  "newPendingAd",
  "adApproved",
  "adRejected",
  "referralQualified",
  "approvalLapsed",
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
};

import type { Notification, NotificationType } from "@placard/shared/notifications";
import type { QueryKey } from "@tanstack/react-query";
import { campaignKeys } from "@/features/campaigns";
import { reviewKeys } from "@/features/reviews";
import { walletKeys } from "@/features/wallet";

/**
 * What each live event makes stale (#15): the one map from a notification's kind to the
 * query keys of the screens it concerns. The realtime hook invalidates them on receipt, so
 * an open /pending-ads, /dashboard, /approved-detail or /wallet shows the news without a
 * reload. Keys are prefixes: ["ads", "detail"] covers every ad's detail.
 */
const CAMPAIGN_SCREENS: QueryKey[] = [campaignKeys.ads, ["ads", "detail"], ["ads", "stats"]];

export const REFRESHED_BY: Record<NotificationType, (notification: Notification) => QueryKey[]> = {
  // An owner: a new request to review, and (for a resubmission) the ad's review page.
  newPendingAd: (n) => [reviewKeys.pending, ...(n.adId ? [reviewKeys.ad(n.adId)] : [])],
  // An advertiser: the ad's state changed on one of its websites (and Pay Now with it).
  adApproved: () => CAMPAIGN_SCREENS,
  adRejected: () => CAMPAIGN_SCREENS,
  // The hold ran out: the ad is back to asking, and its held slot is free again.
  approvalLapsed: () => [...CAMPAIGN_SCREENS, reviewKeys.pending],
  // A referral reward lands in the referrer's wallet.
  referralQualified: () => [["referrals"], walletKeys.all],
  // Issue #17's record-keeping events: the booking and the money they concern.
  paymentReceived: () => CAMPAIGN_SCREENS,
  bookingEnding: () => CAMPAIGN_SCREENS,
  bookingPaid: () => [walletKeys.all],
  earningsReleased: () => [walletKeys.all],
  payoutCompleted: () => [walletKeys.all],
  payoutFailed: () => [walletKeys.all],
  supportReply: () => [["support"]],
  // The operator took an ad down: its bookings ended (an owner's wallet may have changed too).
  adTakenDown: () => [...CAMPAIGN_SCREENS, walletKeys.all],
  // The answer window (decision 0058): the owner's waiting request; the advertiser's expired one.
  answerReminder: (n) => [reviewKeys.pending, ...(n.adId ? [reviewKeys.ad(n.adId)] : [])],
  requestExpired: () => [...CAMPAIGN_SCREENS, reviewKeys.pending],
};

export function keysRefreshedBy(notification: Notification): QueryKey[] {
  return REFRESHED_BY[notification.type](notification);
}

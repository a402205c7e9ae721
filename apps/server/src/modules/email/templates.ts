import { formatDollars } from "@placard/shared/money";
import type { NotificationType } from "@placard/shared/notifications";
import { renewPath } from "@placard/shared/renewals";

/**
 * What an email tells, by event: the one template set every email is rendered from
 * (render.ts adds the layout, the footer and the HTML/text parts).
 *
 * Language: Placard has no per-person language (sign-up asks none; a space's language is
 * the language of the ad label its visitors see, not its owner's), so every email is in
 * English. A language added to the account becomes a second `EmailTemplates` object here.
 */
export interface EmailData {
  businessName?: string;
  adId?: string | null;
  /** The website's request of the ad, for the Renew link (`?renew=`, the ad page opens its checkout). */
  requestId?: string;
  /** The advertiser turned auto-renew on for this booking (the reminder is then the payment link). */
  autoRenew?: boolean;
  reason?: string | null;
  websiteName?: string;
  websiteId?: string;
  /** ISO date-time, for when a request expired unanswered. */
  expiredAt?: string;
  amountCents?: number;
  /** ISO date-time, for when a booking ends. */
  endsAt?: string;
  phoneNumber?: string;
  subject?: string;
}

export interface EmailContent {
  subject: string;
  /** Paragraphs of plain text; the HTML part escapes each. */
  paragraphs: string[];
  /** The one thing the email asks for: a button in HTML, a line in text. */
  action: { label: string; path: string };
}

type Template = (data: EmailData, recipientName: string) => EmailContent;

const money = (cents: number | undefined) => formatDollars(cents ?? 0);
const day = (iso: string | undefined) =>
  iso
    ? new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" })
    : "soon";
const adPath = (data: EmailData) => (data.adId ? `/approved-detail/${data.adId}` : "/approved-ads");
const ad = (data: EmailData) => `"${data.businessName ?? "your ad"}"`;

export const EMAIL_TEMPLATES: Record<NotificationType, Template> = {
  newPendingAd: (data) => ({
    subject: `An ad is waiting for your review: ${data.businessName}`,
    paragraphs: [
      `${ad(data)} asks to run on your website. It goes live only after you approve it; you can also reject it with a reason.`,
    ],
    action: { label: "Review the ad", path: data.adId ? `/pending-ad/${data.adId}` : "/pending-ads" },
  }),
  adApproved: (data) => ({
    subject: `Your ad was approved: ${data.businessName}`,
    paragraphs: [`The website owner approved ${ad(data)}. Pay now to start the 30-day booking.`],
    action: { label: "Pay now", path: adPath(data) },
  }),
  adRejected: (data) => ({
    subject: `Your ad was rejected: ${data.businessName}`,
    paragraphs: [`The website owner rejected ${ad(data)}.`, `Reason: ${data.reason ?? "none given"}`],
    action: { label: "See your ad", path: adPath(data) },
  }),
  approvalLapsed: (data) => ({
    subject: `An approval lapsed unpaid: ${data.businessName}`,
    paragraphs: [`The approval of ${ad(data)} ran out before it was paid. You can ask the owner again.`],
    action: { label: "See your ad", path: adPath(data) },
  }),
  referralQualified: (data) => ({
    subject: "A referral qualified",
    paragraphs: [`${data.businessName ?? "Someone you referred"} qualified; your reward is in your wallet.`],
    action: { label: "See your referrals", path: "/referral" },
  }),
  paymentReceived: (data) => ({
    subject: `Payment received: ${money(data.amountCents)} for ${data.businessName}`,
    paragraphs: [
      `We received your payment of ${money(data.amountCents)} for ${ad(data)} on ${data.websiteName}.`,
      `Your booking runs until ${day(data.endsAt)}.`,
    ],
    action: { label: "See your booking", path: adPath(data) },
  }),
  bookingPaid: (data) => ({
    subject: `A booking was paid: ${data.businessName} on ${data.websiteName}`,
    paragraphs: [
      `${ad(data)} paid for its booking on ${data.websiteName}, running until ${day(data.endsAt)}.`,
      `Your earnings of ${money(data.amountCents)} are held until the hold period ends.`,
    ],
    action: { label: "See your wallet", path: "/wallet" },
  }),
  bookingEnding: (data) => ({
    subject: `Your booking ends in 3 days: ${data.businessName}`,
    paragraphs: [
      `The booking of ${ad(data)} on ${data.websiteName} ends on ${day(data.endsAt)}.`,
      data.autoRenew
        ? "You asked to renew it automatically: pay for the next 30 days with the link below, and it runs on without a gap."
        : "Renew it now to keep your ad running without a gap.",
    ],
    action: {
      label: "Renew",
      path: data.adId && data.requestId ? renewPath(data.adId, data.requestId) : adPath(data),
    },
  }),
  earningsReleased: (data) => ({
    subject: `Earnings released: ${money(data.amountCents)}`,
    paragraphs: [`${money(data.amountCents)} from ${ad(data)} on ${data.websiteName} is now available to withdraw.`],
    action: { label: "Withdraw", path: "/wallet" },
  }),
  payoutCompleted: (data) => ({
    subject: `Payout completed: ${money(data.amountCents)}`,
    paragraphs: [`Your payout of ${money(data.amountCents)} to ${data.phoneNumber} was completed.`],
    action: { label: "See your wallet", path: "/wallet" },
  }),
  payoutFailed: (data) => ({
    subject: `Payout failed: ${money(data.amountCents)}`,
    paragraphs: [
      `Your payout of ${money(data.amountCents)} to ${data.phoneNumber} failed: ${data.reason ?? "no reason given"}`,
      "The money is back in your available balance; you can withdraw it again.",
    ],
    action: { label: "See your wallet", path: "/wallet" },
  }),
  supportReply: (data) => {
    const subject = data.subject ?? data.businessName ?? "your message";
    return {
      subject: `Support replied: ${subject}`,
      paragraphs: [`Placard support answered your message "${subject}".`, ...(data.reason ? [data.reason] : [])],
      action: { label: "Read the reply", path: "/support" },
    };
  },
  answerReminder: (data) => ({
    subject: `An ad is still waiting for your answer: ${data.businessName}`,
    paragraphs: [
      `${ad(data)} has waited 48 hours for your answer on ${data.websiteName ?? "your website"}.`,
      "Approve or reject it before its answer date on your pending ads; unanswered, the request expires and the advertiser can pick other spaces.",
    ],
    action: { label: "Answer now", path: data.adId ? `/pending-ad/${data.adId}` : "/pending-ads" },
  }),
  requestExpired: (data) => ({
    subject: `A website did not answer in time: ${data.businessName}`,
    paragraphs: [
      `${data.websiteName ?? "A website"} did not answer ${ad(data)} in time, so the request expired on ${day(data.expiredAt)}. Nothing was charged.`,
      "Pick other spaces for your ad from its page in one step.",
    ],
    action: { label: "Pick other spaces", path: adPath(data) },
  }),
  adTakenDown: (data) => ({
    subject: `An ad was taken down: ${data.businessName}`,
    paragraphs: [
      `Placard took ${ad(data)} down: it no longer runs anywhere.`,
      `Reason: ${data.reason ?? "it breaks the terms"}`,
      data.adId
        ? "Paid days it had not used yet are refunded to you."
        : "Its booking on your website has ended; the earnings of the unused days went back to the advertiser.",
    ],
    action: data.adId ? { label: "See your ad", path: adPath(data) } : { label: "See your wallet", path: "/wallet" },
  }),
};

import { formatDollars } from "@placard/shared/money";
import type { NotificationType } from "@placard/shared/notifications";
import { renewPath } from "@placard/shared/renewals";
import type { Translate } from "../../i18n/index.js";

/**
 * What an email tells, by event: the one template set every email is rendered from
 * (render.ts adds the layout, the footer and the HTML/text parts).
 *
 * Language: the recipient's (users.locale, decision 0057; English without one). Every text is
 * a key of the server's catalogs (apps/server/src/i18n/locales, `email.*`); amounts and dates
 * are written the locale's way through Intl, amounts in USD.
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

/** What a template writes with: the recipient's texts and locale. */
export interface EmailLanguage {
  t: Translate;
  locale: string;
}

type Template = (data: EmailData, language: EmailLanguage) => EmailContent;

const money = (cents: number | undefined, { locale }: EmailLanguage) => formatDollars(cents ?? 0, locale);
const day = (iso: string | undefined, { t, locale }: EmailLanguage) =>
  iso
    ? new Date(iso).toLocaleDateString(locale === "en" ? "en-US" : locale, {
        year: "numeric",
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      })
    : t("email.soon");
const adPath = (data: EmailData) => (data.adId ? `/approved-detail/${data.adId}` : "/approved-ads");
const ad = (data: EmailData, { t }: EmailLanguage) =>
  t("email.quoted", { text: data.businessName ?? t("email.your_ad") });
/** The values most templates write: the quoted ad, its business, website, amount and end date. */
const values = (data: EmailData, language: EmailLanguage) => ({
  ad: ad(data, language),
  business: data.businessName ?? "",
  website: data.websiteName ?? "",
  amount: money(data.amountCents, language),
  date: day(data.endsAt, language),
  phone: data.phoneNumber ?? "",
});

export const EMAIL_TEMPLATES: Record<NotificationType, Template> = {
  newPendingAd: (data, l) => ({
    subject: l.t("email.new_pending_ad.subject", values(data, l)),
    paragraphs: [l.t("email.new_pending_ad.body", values(data, l))],
    action: {
      label: l.t("email.new_pending_ad.action"),
      path: data.adId ? `/pending-ad/${data.adId}` : "/pending-ads",
    },
  }),
  adApproved: (data, l) => ({
    subject: l.t("email.ad_approved.subject", values(data, l)),
    paragraphs: [l.t("email.ad_approved.body", values(data, l))],
    action: { label: l.t("email.action.pay_now"), path: adPath(data) },
  }),
  adRejected: (data, l) => ({
    subject: l.t("email.ad_rejected.subject", values(data, l)),
    paragraphs: [
      l.t("email.ad_rejected.body", values(data, l)),
      l.t("email.reason", { reason: data.reason ?? l.t("email.ad_rejected.no_reason") }),
    ],
    action: { label: l.t("email.action.see_ad"), path: adPath(data) },
  }),
  approvalLapsed: (data, l) => ({
    subject: l.t("email.approval_lapsed.subject", values(data, l)),
    paragraphs: [l.t("email.approval_lapsed.body", values(data, l))],
    action: { label: l.t("email.action.see_ad"), path: adPath(data) },
  }),
  referralQualified: (data, l) => ({
    subject: l.t("email.referral_qualified.subject"),
    paragraphs: [
      l.t("email.referral_qualified.body", {
        who: data.businessName ?? l.t("email.referral_qualified.someone"),
      }),
    ],
    action: { label: l.t("email.referral_qualified.action"), path: "/referral" },
  }),
  paymentReceived: (data, l) => ({
    subject: l.t("email.payment_received.subject", values(data, l)),
    paragraphs: [
      l.t("email.payment_received.body", values(data, l)),
      l.t("email.payment_received.runs_until", values(data, l)),
    ],
    action: { label: l.t("email.action.see_booking"), path: adPath(data) },
  }),
  bookingPaid: (data, l) => ({
    subject: l.t("email.booking_paid.subject", values(data, l)),
    paragraphs: [l.t("email.booking_paid.body", values(data, l)), l.t("email.booking_paid.held", values(data, l))],
    action: { label: l.t("email.action.see_wallet"), path: "/wallet" },
  }),
  bookingEnding: (data, l) => ({
    subject: l.t("email.booking_ending.subject", values(data, l)),
    paragraphs: [
      l.t("email.booking_ending.body", values(data, l)),
      data.autoRenew ? l.t("email.booking_ending.auto_renew") : l.t("email.booking_ending.renew_now"),
    ],
    action: {
      label: l.t("email.booking_ending.action"),
      path: data.adId && data.requestId ? renewPath(data.adId, data.requestId) : adPath(data),
    },
  }),
  earningsReleased: (data, l) => ({
    subject: l.t("email.earnings_released.subject", values(data, l)),
    paragraphs: [l.t("email.earnings_released.body", values(data, l))],
    action: { label: l.t("email.earnings_released.action"), path: "/wallet" },
  }),
  payoutCompleted: (data, l) => ({
    subject: l.t("email.payout_completed.subject", values(data, l)),
    paragraphs: [l.t("email.payout_completed.body", values(data, l))],
    action: { label: l.t("email.action.see_wallet"), path: "/wallet" },
  }),
  payoutFailed: (data, l) => ({
    subject: l.t("email.payout_failed.subject", values(data, l)),
    paragraphs: [
      l.t("email.payout_failed.body", {
        ...values(data, l),
        reason: data.reason ?? l.t("email.payout_failed.no_reason"),
      }),
      l.t("email.payout_failed.back"),
    ],
    action: { label: l.t("email.action.see_wallet"), path: "/wallet" },
  }),
  supportReply: (data, l) => {
    const subject = data.subject ?? data.businessName ?? l.t("email.support_reply.your_message");
    return {
      subject: l.t("email.support_reply.subject", { subject }),
      paragraphs: [l.t("email.support_reply.body", { subject }), ...(data.reason ? [data.reason] : [])],
      action: { label: l.t("email.support_reply.action"), path: "/support" },
    };
  },
  answerReminder: (data, l) => ({
    subject: l.t("email.answer_reminder.subject", values(data, l)),
    paragraphs: [
      l.t("email.answer_reminder.body", {
        ...values(data, l),
        website: data.websiteName ?? l.t("email.answer_reminder.your_website"),
      }),
      l.t("email.answer_reminder.how"),
    ],
    action: {
      label: l.t("email.answer_reminder.action"),
      path: data.adId ? `/pending-ad/${data.adId}` : "/pending-ads",
    },
  }),
  requestExpired: (data, l) => ({
    subject: l.t("email.request_expired.subject", values(data, l)),
    paragraphs: [
      l.t("email.request_expired.body", {
        ...values(data, l),
        website: data.websiteName ?? l.t("email.request_expired.a_website"),
        date: day(data.expiredAt, l),
      }),
      l.t("email.request_expired.next"),
    ],
    action: { label: l.t("email.request_expired.action"), path: adPath(data) },
  }),
  adTakenDown: (data, l) => ({
    subject: l.t("email.ad_taken_down.subject", values(data, l)),
    paragraphs: [
      l.t("email.ad_taken_down.body", values(data, l)),
      l.t("email.reason", { reason: data.reason ?? l.t("email.ad_taken_down.no_reason") }),
      data.adId ? l.t("email.ad_taken_down.refunded") : l.t("email.ad_taken_down.owner_ended"),
    ],
    action: data.adId
      ? { label: l.t("email.action.see_ad"), path: adPath(data) }
      : { label: l.t("email.action.see_wallet"), path: "/wallet" },
  }),
};

import { NOTIFICATION_CHANNELS, type NotificationChannel, type NotificationType } from "@placard/shared/notifications";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { SelectField } from "@/components/ui/select-field";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useNotificationPreferences, useSaveNotificationPreference } from "../api/notification-preferences";
import { useTranslation } from "@/lib/i18n";

/** The catalog key of each channel (English: `CHANNEL_LABELS`, word for word). */
export const CHANNEL_KEYS: Record<NotificationChannel, string> = {
  in_app: "account.notifications.channel.in_app",
  email: "account.notifications.channel.email",
  both: "account.notifications.channel.both",
  off: "account.notifications.channel.off",
};

/** The catalog key of each kind of news (English: `NOTIFICATION_EVENTS`' labels, word for word). */
export const EVENT_KEYS: Record<NotificationType, string> = {
  newPendingAd: "account.notifications.event.new_pending_ad",
  adApproved: "account.notifications.event.ad_approved",
  adRejected: "account.notifications.event.ad_rejected",
  approvalLapsed: "account.notifications.event.approval_lapsed",
  referralQualified: "account.notifications.event.referral_qualified",
  paymentReceived: "account.notifications.event.payment_received",
  bookingPaid: "account.notifications.event.booking_paid",
  bookingEnding: "account.notifications.event.booking_ending",
  earningsReleased: "account.notifications.event.earnings_released",
  payoutCompleted: "account.notifications.event.payout_completed",
  payoutFailed: "account.notifications.event.payout_failed",
  supportReply: "account.notifications.event.support_reply",
  adTakenDown: "account.notifications.event.ad_taken_down",
  answerReminder: "account.notifications.event.answer_reminder",
  requestExpired: "account.notifications.event.request_expired",
};

/**
 * /account's "Notifications" section (the footer of every email links to `#notifications`):
 * for each kind of event, in the app, by email, both, or off. A choice is saved at once.
 */
export function NotificationPreferences() {
  const { data, isPending, isError } = useNotificationPreferences();
  const save = useSaveNotificationPreference();
  // What happened to the last choice, shown under that choice (#34.16).
  const [status, setStatus] = useState<{ event: NotificationType; text: string } | null>(null);
  const { hash } = useLocation();
  const sectionRef = useRef<HTMLElement>(null);
  const isLoaded = data !== undefined;
  const { t } = useTranslation();
  const channelOptions = NOTIFICATION_CHANNELS.map((channel) => ({ value: channel, label: t(CHANNEL_KEYS[channel]) }));
  // An email's footer links to /account#notifications: once the list is there, show it.
  useEffect(() => {
    if (isLoaded && hash === "#notifications") sectionRef.current?.scrollIntoView?.({ block: "start" });
  }, [isLoaded, hash]);

  return (
    <section ref={sectionRef} id="notifications" aria-labelledby="notifications-heading" className="space-y-4">
      <div>
        <h2 id="notifications-heading" className="text-lg font-semibold text-slate-900">
          {t("account.notifications.title")}
        </h2>
        <p className="text-sm text-slate-600">{t("account.notifications.text")}</p>
      </div>
      {isPending ? (
        <LoadingState label={t("account.notifications.loading")} />
      ) : isError ? (
        <ErrorState title={t("account.notifications.load_failed")} />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {data.preferences.map((preference) => (
            <SelectField
              key={preference.event}
              label={t(EVENT_KEYS[preference.event])}
              value={preference.channel}
              options={channelOptions}
              disabled={save.isPending}
              note={status?.event === preference.event ? status.text : undefined}
              onChange={(event) => {
                const channel = event.target.value as NotificationChannel;
                const changed = preference.event;
                setStatus(null);
                save.mutate(
                  { event: changed, channel },
                  {
                    onSuccess: () => setStatus({ event: changed, text: t("account.notifications.saved") }),
                    onError: () => setStatus({ event: changed, text: t("account.notifications.save_failed") }),
                  },
                );
              }}
            />
          ))}
        </div>
      )}
    </section>
  );
}

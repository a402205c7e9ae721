import {
  CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationType,
} from "@placard/shared/notifications";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { SelectField } from "@/components/ui/select-field";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useNotificationPreferences, useSaveNotificationPreference } from "../api/notification-preferences";

const CHANNEL_OPTIONS = NOTIFICATION_CHANNELS.map((channel) => ({ value: channel, label: CHANNEL_LABELS[channel] }));

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
  // An email's footer links to /account#notifications: once the list is there, show it.
  useEffect(() => {
    if (isLoaded && hash === "#notifications") sectionRef.current?.scrollIntoView?.({ block: "start" });
  }, [isLoaded, hash]);

  return (
    <section ref={sectionRef} id="notifications" aria-labelledby="notifications-heading" className="space-y-4">
      <div>
        <h2 id="notifications-heading" className="text-lg font-semibold text-slate-900">
          Notifications
        </h2>
        <p className="text-sm text-slate-600">
          Choose how each kind of news reaches you: in the app, by email, both, or not at all.
        </p>
      </div>
      {isPending ? (
        <LoadingState label="Loading your notification preferences" />
      ) : isError ? (
        <ErrorState title="Your notification preferences could not be loaded" />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {data.preferences.map((preference) => (
            <SelectField
              key={preference.event}
              label={NOTIFICATION_EVENTS[preference.event].label}
              value={preference.channel}
              options={CHANNEL_OPTIONS}
              disabled={save.isPending}
              note={status?.event === preference.event ? status.text : undefined}
              onChange={(event) => {
                const channel = event.target.value as NotificationChannel;
                const changed = preference.event;
                setStatus(null);
                save.mutate(
                  { event: changed, channel },
                  {
                    onSuccess: () => setStatus({ event: changed, text: "Saved." }),
                    onError: () =>
                      setStatus({ event: changed, text: "Your choice could not be saved. Please try again." }),
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

import {
  CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_TYPES,
} from "@placard/shared/notifications";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from "@placard/shared/webhooks";
import { expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { CHANNEL_KEYS, EVENT_KEYS } from "./components/notification-preferences";
import { WEBHOOK_EVENT_KEYS } from "./components/webhook-texts";

/** The notification preferences' shared texts read word for word in English from the catalog (issue #33). */
it("keeps the notification preferences' shared texts word for word in English", () => {
  expect(i18n.language).toBe("en");
  for (const channel of NOTIFICATION_CHANNELS) expect(i18n.t(CHANNEL_KEYS[channel])).toBe(CHANNEL_LABELS[channel]);
  for (const type of NOTIFICATION_TYPES) expect(i18n.t(EVENT_KEYS[type])).toBe(NOTIFICATION_EVENTS[type].label);
});

it("keeps the webhook events' names word for word in English, and counts attempts as before", () => {
  for (const event of WEBHOOK_EVENTS) expect(i18n.t(WEBHOOK_EVENT_KEYS[event])).toBe(WEBHOOK_EVENT_LABELS[event]);
  expect(i18n.t("account.webhooks.delivery.attempts", { count: 1 })).toBe("1 attempt");
  expect(i18n.t("account.webhooks.delivery.attempts", { count: 3 })).toBe("3 attempts");
});

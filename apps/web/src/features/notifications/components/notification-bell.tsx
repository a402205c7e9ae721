import type { Notification } from "@placard/shared/notifications";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { clsx } from "clsx";
import { Bell } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { formatDate, formatWhole, i18n, useTranslation } from "@/lib/i18n";
import { fetchOlderNotifications, useMarkAllRead, useMarkRead, useNotifications } from "../api/notifications";
import { NOTIFICATION_TITLE_KEYS } from "../hooks/notification-titles";

/** Where a notification leads (SPEC §4). */
export function notificationTarget(notification: Notification): string {
  switch (notification.type) {
    case "referralQualified":
      return "/referral";
    case "bookingPaid":
    case "earningsReleased":
    case "payoutCompleted":
    case "payoutFailed":
      return "/wallet";
    case "supportReply":
      return "/support";
    case "adTakenDown":
      // The advertiser's is about their ad; an owner's names no ad of theirs to open.
      return notification.adId ? `/approved-detail/${notification.adId}` : "/projects";
    default:
      if (!notification.adId) return "/referral";
      // The owner's news (a new request, one still unanswered) opens its review page.
      return notification.type === "newPendingAd" || notification.type === "answerReminder"
        ? `/pending-ad/${notification.adId}`
        : `/approved-detail/${notification.adId}`;
  }
}

const timeAgo = (iso: string) => {
  const minutes = Math.round((Date.now() - new Date(iso).getTime()) / 60000);
  if (minutes < 1) return i18n.t("notifications.just_now");
  if (minutes < 60) return i18n.t("notifications.minutes_ago", { minutes });
  const hours = Math.round(minutes / 60);
  return hours < 24 ? i18n.t("notifications.hours_ago", { hours }) : formatDate(iso, { month: "long", day: "numeric" });
};

/** The bell: unread count, and a dropdown of notifications; a click marks read and opens it. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { data } = useNotifications(true);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const navigate = useNavigate();
  const unread = data?.unreadCount ?? 0;
  // Older pages, loaded on demand; they start again whenever the first page changes.
  const [older, setOlder] = useState<{ after: string; items: Notification[]; cursor: string | null } | null>(null);
  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const firstCursor = data?.nextCursor ?? null;
  const olderPages = older && older.after === firstCursor ? older : null;
  const list = [...(data?.notifications ?? []), ...(olderPages?.items ?? [])];
  const nextCursor = olderPages ? olderPages.cursor : firstCursor;
  const loadOlder = async () => {
    if (!nextCursor || !firstCursor) return;
    setIsLoadingOlder(true);
    try {
      const page = await fetchOlderNotifications(nextCursor);
      setOlder({
        after: firstCursor,
        items: [...(olderPages?.items ?? []), ...page.notifications],
        cursor: page.nextCursor ?? null,
      });
    } finally {
      setIsLoadingOlder(false);
    }
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t("notifications.bell_label", { unread: formatWhole(unread) })}
        className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100"
      >
        <Bell className="size-5" />
        {unread > 0 && (
          <span
            data-testid="unread-count"
            className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-red-500 px-1 text-[11px] font-bold text-white"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-80 rounded-xl border border-slate-200 bg-white p-1 shadow-xl"
        >
          <div className="flex items-center justify-between px-3 py-2">
            <p className="text-sm font-semibold">{t("notifications.title")}</p>
            {unread > 0 && (
              <button
                type="button"
                onClick={() => {
                  markAllRead.mutate();
                  if (olderPages)
                    setOlder({ ...olderPages, items: olderPages.items.map((n) => ({ ...n, isRead: true })) });
                }}
                className="text-xs font-semibold text-brand-700 hover:underline"
              >
                {t("notifications.mark_all_read")}
              </button>
            )}
          </div>
          <DropdownMenu.Separator className="h-px bg-slate-100" />
          {list.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-slate-500">{t("notifications.empty")}</p>
          ) : (
            <div className="max-h-96 overflow-y-auto">
              {list.map((notification) => (
                <DropdownMenu.Item
                  key={notification.id}
                  onSelect={() => {
                    if (!notification.isRead) markRead.mutate(notification.id);
                    if (olderPages?.items.includes(notification)) {
                      const items = olderPages.items.map((n) => (n === notification ? { ...n, isRead: true } : n));
                      setOlder({ ...olderPages, items });
                    }
                    navigate(notificationTarget(notification));
                  }}
                  className={clsx(
                    "flex cursor-pointer flex-col gap-0.5 rounded-lg px-3 py-2 outline-none data-[highlighted]:bg-slate-100",
                    !notification.isRead && "bg-brand-50",
                  )}
                >
                  <span className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                    {!notification.isRead && (
                      <span className="size-2 rounded-full bg-brand-600" aria-label={t("notifications.unread")} />
                    )}
                    {t(NOTIFICATION_TITLE_KEYS[notification.type])}
                  </span>
                  <span className="text-sm text-slate-700">{notification.businessName}</span>
                  {notification.reason && (
                    <span className="text-xs text-slate-500">
                      {t("campaigns.ad_website.reason", { reason: notification.reason })}
                    </span>
                  )}
                  <span className="text-xs text-slate-400">{timeAgo(notification.createdAt)}</span>
                </DropdownMenu.Item>
              ))}
              {nextCursor && (
                <DropdownMenu.Item
                  onSelect={(event) => {
                    // Stays open: the older notifications appear below.
                    event.preventDefault();
                    if (!isLoadingOlder) void loadOlder();
                  }}
                  className="cursor-pointer rounded-lg px-3 py-2 text-center text-sm font-semibold text-brand-700 outline-none data-[highlighted]:bg-slate-100"
                >
                  {isLoadingOlder ? t("notifications.loading") : t("notifications.load_more")}
                </DropdownMenu.Item>
              )}
            </div>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

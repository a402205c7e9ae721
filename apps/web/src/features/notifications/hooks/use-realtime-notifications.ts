import {
  NOTIFICATION_EVENT,
  NOTIFICATION_TYPES,
  type Notification,
  SUBSCRIBE_EVENT,
} from "@placard/shared/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { io, type Socket } from "socket.io-client";
import { toast } from "sonner";
import { i18n } from "@/lib/i18n";
import { type NotificationList, notificationKeys } from "../api/notifications";
import { NOTIFICATION_TITLE_KEYS } from "./notification-titles";
import { playNotificationSound } from "./notification-sound";
import { keysRefreshedBy } from "./refresh-on-event";

/** SPEC §9: when creating the connection throws, try again after 5 seconds. */
export const RETRY_MS = 5000;

export function isKnownNotification(value: unknown): value is Notification {
  return (
    Boolean(value) &&
    typeof value === "object" &&
    (NOTIFICATION_TYPES as readonly string[]).includes((value as { type?: string }).type ?? "")
  );
}

/**
 * The live connection (SPEC §4): opened while someone is signed in, subscribed on
 * connect; each accepted notification joins the list, raises a toast, and chimes.
 */
export function useRealtimeNotifications(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let socket: Socket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let isClosed = false;

    const receive = (payload: unknown) => {
      if (!isKnownNotification(payload)) return;
      queryClient.setQueryData<NotificationList>(notificationKeys.list, (list) => ({
        notifications: [payload, ...(list?.notifications ?? []).filter((n) => n.id !== payload.id)],
        unreadCount: (list?.unreadCount ?? 0) + (payload.isRead ? 0 : 1),
      }));
      // The screens this event concerns read fresh (an open list updates in place).
      for (const queryKey of keysRefreshedBy(payload)) void queryClient.invalidateQueries({ queryKey });
      toast(i18n.t(NOTIFICATION_TITLE_KEYS[payload.type]), { description: payload.businessName });
      if (!payload.isRead) playNotificationSound();
    };

    const open = () => {
      if (isClosed) return;
      try {
        socket = io({ path: "/socket.io", withCredentials: true });
        socket.on("connect", () => socket?.emit(SUBSCRIBE_EVENT, userId));
        socket.on("connect_error", (error) => console.warn("Realtime connection error:", error.message));
        socket.on(NOTIFICATION_EVENT, receive);
        // Back from offline: what arrived meanwhile is in the stored list.
        socket.io.on("reconnect", () => void queryClient.invalidateQueries({ queryKey: notificationKeys.list }));
      } catch (error) {
        console.warn("Realtime connection could not be created:", error);
        retry = setTimeout(open, RETRY_MS);
      }
    };
    open();
    return () => {
      isClosed = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [userId, queryClient]);
}

import type { Notification } from "@placard/shared/notifications";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface NotificationList {
  notifications: Notification[];
  unreadCount: number;
  nextCursor?: string | null;
}

/** An older page of notifications (the bell's "Load more"), after `cursor`. */
export function fetchOlderNotifications(cursor: string) {
  return api.get<NotificationList>(`/api/notifications?cursor=${encodeURIComponent(cursor)}`);
}

export const notificationKeys = { list: ["notifications"] as const };

/** Stored notifications: what arrived while offline shows on the next load. */
export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.list,
  queryFn: ({ signal }) => api.get<NotificationList>("/api/notifications", signal),
  refetchOnMount: "always",
});

export function useNotifications(isEnabled: boolean) {
  return useQuery({ ...notificationsQuery, enabled: isEnabled });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<NotificationList>(`/api/notifications/${encodeURIComponent(id)}/read`),
    onMutate: (id) =>
      queryClient.setQueryData<NotificationList>(notificationKeys.list, (list) =>
        list
          ? {
              ...list,
              notifications: list.notifications.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
              unreadCount: Math.max(
                0,
                list.unreadCount - (list.notifications.some((n) => n.id === id && !n.isRead) ? 1 : 0),
              ),
            }
          : list,
      ),
    onSuccess: (list) => queryClient.setQueryData(notificationKeys.list, list),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<NotificationList>("/api/notifications/read-all"),
    onSuccess: (list) => queryClient.setQueryData(notificationKeys.list, list),
  });
}

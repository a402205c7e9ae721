import type { NotificationPreference } from "@placard/shared/notifications";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

interface PreferenceList {
  preferences: NotificationPreference[];
}

export const notificationPreferenceKeys = { all: ["notification-preferences"] as const };

/** How each kind of event reaches the signed-in person (GET /api/notification-preferences). */
export const notificationPreferencesQuery = queryOptions({
  queryKey: notificationPreferenceKeys.all,
  queryFn: ({ signal }) => api.get<PreferenceList>("/api/notification-preferences", signal),
});

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQuery);
}

/** Saves one event's channel; the answer is the whole list as stored. */
export function useSaveNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preference: NotificationPreference) =>
      api.put<PreferenceList>("/api/notification-preferences", { preferences: [preference] }),
    onSuccess: (list) => queryClient.setQueryData(notificationPreferenceKeys.all, list),
  });
}

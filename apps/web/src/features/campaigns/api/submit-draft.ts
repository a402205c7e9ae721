import type { Ad } from "@placard/shared/ads";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { campaignKeys } from "./keys";

/** POST /api/ads/drafts/:id/submit — publish. */
export function useSubmitDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Ad>(`/api/ads/drafts/${id}/submit`),
    // The draft is cleared by the success screen: clearing it here would send the step
    // still on screen back to /select before the navigation lands.
    onSuccess: (ad) => {
      queryClient.setQueryData(campaignKeys.ad(ad.id), ad);
      return queryClient.invalidateQueries({ queryKey: campaignKeys.ads });
    },
  });
}

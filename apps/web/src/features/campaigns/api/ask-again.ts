import type { Ad } from "@placard/shared/ads";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { campaignKeys } from "./keys";

/**
 * POST /api/ads/{adId}/requests/{requestId}/ask-again — an approval that lapsed unpaid goes
 * back to the owner's review. The answer is the ad, stored as the detail page's data.
 */
export function useAskAgain(adId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      api.post<Ad>(`/api/ads/${encodeURIComponent(adId)}/requests/${encodeURIComponent(requestId)}/ask-again`, {}),
    onSuccess: (ad) => {
      queryClient.setQueryData(campaignKeys.ad(ad.id), ad);
      // The ad's websites changed state: their pages load again.
      void queryClient.invalidateQueries({ queryKey: [...campaignKeys.ad(ad.id), "websites"] });
      void queryClient.invalidateQueries({ queryKey: campaignKeys.ads });
    },
  });
}

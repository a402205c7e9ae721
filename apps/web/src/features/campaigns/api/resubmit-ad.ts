import type { Ad, BusinessDetails } from "@placard/shared/ads";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { campaignKeys } from "./keys";

/**
 * POST /api/ads/{adId}/resubmit — an ad rejected on a website, with its (edited) business
 * details, goes back to those owners' review. The answer is the ad, stored as the detail page's data.
 */
export function useResubmitAd(adId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: BusinessDetails) => api.post<Ad>(`/api/ads/${encodeURIComponent(adId)}/resubmit`, details),
    onSuccess: (ad) => {
      queryClient.setQueryData(campaignKeys.ad(ad.id), ad);
      // The ad's websites changed state: their pages load again.
      void queryClient.invalidateQueries({ queryKey: [...campaignKeys.ad(ad.id), "websites"] });
      void queryClient.invalidateQueries({ queryKey: campaignKeys.ads });
    },
  });
}

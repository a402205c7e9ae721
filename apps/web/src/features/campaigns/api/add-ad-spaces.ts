import type { AddAdSpacesInput, Ad } from "@placard/shared/ads";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { campaignKeys } from "./keys";

/**
 * POST /api/ads/{adId}/websites — more websites and spaces for a published ad in one step
 * (after a request expired unanswered, decision 0058). The answer is the ad, stored as the
 * detail page's data.
 */
export function useAddAdSpaces(adId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddAdSpacesInput) => api.post<Ad>(`/api/ads/${encodeURIComponent(adId)}/websites`, input),
    onSuccess: (ad) => {
      queryClient.setQueryData(campaignKeys.ad(ad.id), ad);
      void queryClient.invalidateQueries({ queryKey: [...campaignKeys.ad(ad.id), "websites"] });
      void queryClient.invalidateQueries({ queryKey: campaignKeys.ads });
    },
  });
}

import type { ReviewAd } from "@placard/shared/reviews";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const reviewKeys = {
  pending: ["reviews", "pending"] as const,
  ad: (id: string) => ["reviews", "ad", id] as const,
};

export const pendingAdsQuery = queryOptions({
  queryKey: reviewKeys.pending,
  queryFn: ({ signal }) => api.get<{ ads: ReviewAd[] }>("/api/reviews/pending", signal).then((body) => body.ads),
  // New ads arrive live: the list is always read fresh when opened.
  staleTime: 0,
  refetchOnMount: "always",
});

export function usePendingAds() {
  return useQuery(pendingAdsQuery);
}

export function useReviewAd(adId: string) {
  return useQuery(
    queryOptions({
      queryKey: reviewKeys.ad(adId),
      queryFn: ({ signal }) => api.get<ReviewAd>(`/api/reviews/ads/${encodeURIComponent(adId)}`, signal),
      staleTime: 0,
      refetchOnMount: "always",
    }),
  );
}

/** Each review action answers the updated ad; the entry updates in place in both caches. */
function useReviewMutation<T>(request: (input: T) => Promise<ReviewAd>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (ad) => {
      queryClient.setQueryData(reviewKeys.ad(ad.id), ad);
      queryClient.setQueryData<ReviewAd[]>(reviewKeys.pending, (list) =>
        list?.map((item) => (item.id === ad.id ? ad : item)),
      );
    },
  });
}

export const useApproveRequest = () =>
  useReviewMutation((requestId: string) =>
    api.post<ReviewAd>(`/api/reviews/requests/${encodeURIComponent(requestId)}/approve`),
  );

export const useApproveAd = () =>
  useReviewMutation((adId: string) => api.post<ReviewAd>(`/api/reviews/ads/${encodeURIComponent(adId)}/approve`));

export const useRejectRequest = () =>
  useReviewMutation(({ requestId, reason }: { requestId: string; reason: string }) =>
    api.post<ReviewAd>(`/api/reviews/requests/${encodeURIComponent(requestId)}/reject`, { reason }),
  );

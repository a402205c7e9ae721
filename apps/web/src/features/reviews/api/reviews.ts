import { type PendingAdsPage, pendingAdsPageSchema, type ReviewAd } from "@placard/shared/reviews";
import {
  type InfiniteData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const reviewKeys = {
  pending: ["reviews", "pending"] as const,
  ad: (id: string) => ["reviews", "ad", id] as const,
};

/**
 * GET /api/reviews/pending — the ads waiting for this owner, newest first, a page at a time;
 * each page says how many wait in all (the nav's badge reads the first page's `total`).
 */
/** How many ads wait for this person's review (the publisher side's badge in the app's navigation). */
export function usePendingCount(): number {
  const { data } = usePendingAds();
  return data?.pages[0]?.total ?? 0;
}

export function usePendingAds() {
  return useInfiniteQuery({
    queryKey: reviewKeys.pending,
    queryFn: async ({ pageParam, signal }) =>
      pendingAdsPageSchema.parse(
        await api.get(`/api/reviews/pending${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`, signal),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // New ads arrive live: the list is always read fresh when opened.
    staleTime: 0,
    refetchOnMount: "always",
  });
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
      queryClient.setQueryData<InfiniteData<PendingAdsPage>>(reviewKeys.pending, (list) =>
        list
          ? {
              ...list,
              pages: list.pages.map((page) => ({
                ...page,
                ads: page.ads.map((item) => (item.id === ad.id ? ad : item)),
              })),
            }
          : list,
      );
    },
  });
}

/** `creatives`: the numbers the review screen showed (decision 0061). */
export const useApproveRequest = () =>
  useReviewMutation(({ requestId, creatives }: { requestId: string; creatives: number[] }) =>
    api.post<ReviewAd>(`/api/reviews/requests/${encodeURIComponent(requestId)}/approve`, { creatives }),
  );

export const useApproveAd = () =>
  useReviewMutation(({ adId, creatives }: { adId: string; creatives: number[] }) =>
    api.post<ReviewAd>(`/api/reviews/ads/${encodeURIComponent(adId)}/approve`, { creatives }),
  );

export const useRejectRequest = () =>
  useReviewMutation(({ requestId, reason }: { requestId: string; reason: string }) =>
    api.post<ReviewAd>(`/api/reviews/requests/${encodeURIComponent(requestId)}/reject`, { reason }),
  );

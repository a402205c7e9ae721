import type {
  AdCreatives,
  CreativeRotation,
  CreativeStatus,
  PendingCreative,
  ReviewedCreative,
} from "@placard/shared/creatives";
import type { Page } from "@placard/shared/pagination";
import type { ReportRange } from "@placard/shared/reports";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { rangeSearch } from "@/components/reports/report-range";
import { api } from "@/lib/api-client";
import { type CreativeUpload, uploadCreative } from "@/lib/upload-form";

/** Creative A/B (decision 0061): an ad's creatives and the owners' reviews of new ones. */
const adPath = (adId: string) => `/api/ads/${encodeURIComponent(adId)}`;
export const creativeKeys = {
  ad: (adId: string) => ["creatives", "ad", adId] as const,
  review: (adId: string) => ["creatives", "review", adId] as const,
  pending: ["creatives", "pending"] as const,
};

/** GET /api/ads/:adId/creatives — each creative with its views, clicks and CTR in the range. */
export function useAdCreatives(adId: string, range: ReportRange = {}) {
  return useQuery({
    queryKey: [...creativeKeys.ad(adId), range.from ?? "", range.to ?? ""],
    queryFn: ({ signal }) => api.get<AdCreatives>(`${adPath(adId)}/creatives${rangeSearch(range)}`, signal),
    staleTime: 30_000,
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });
}

export const adCreativesCsvUrl = (adId: string, range: ReportRange) =>
  `${adPath(adId)}/creatives.csv${rangeSearch(range)}`;

function useSaved(adId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: creativeKeys.ad(adId) });
}

/** POST /api/ads/:adId/creatives — upload one more creative (multipart `creative`). */
export function useAddCreative(adId: string) {
  const saved = useSaved(adId);
  return useMutation({
    mutationFn: (upload: CreativeUpload) => uploadCreative<AdCreatives>(`${adPath(adId)}/creatives`, upload),
    onSuccess: saved,
  });
}

/** PATCH /api/ads/:adId/creatives/:number — pause or resume. */
export function useSetCreativeStatus(adId: string) {
  const saved = useSaved(adId);
  return useMutation({
    mutationFn: ({ number, status }: { number: number; status: CreativeStatus }) =>
      api.patch<AdCreatives>(`${adPath(adId)}/creatives/${number}`, { status }),
    onSuccess: saved,
  });
}

/** PUT /api/ads/:adId/creative-rotation. */
export function useSetRotation(adId: string) {
  const saved = useSaved(adId);
  return useMutation({
    mutationFn: (rotation: CreativeRotation) => api.put<AdCreatives>(`${adPath(adId)}/creative-rotation`, { rotation }),
    onSuccess: saved,
  });
}

/** GET /api/reviews/ads/:adId/creatives — what the reviewing owner sees. */
export function useReviewCreatives(adId: string) {
  return useQuery({
    queryKey: creativeKeys.review(adId),
    queryFn: ({ signal }) =>
      api.get<ReviewedCreative[]>(`/api/reviews/ads/${encodeURIComponent(adId)}/creatives`, signal),
  });
}

/**
 * The creative numbers the owner's review screen shows (decision 0061): those of
 * `useReviewCreatives` (the same query the screen renders), or creative 1 alone until it
 * loads. An approval sends them; any other creative waits for the owner's review.
 */
export function useSeenCreatives(adId: string): number[] {
  const creatives = useReviewCreatives(adId);
  return creatives.data && creatives.data.length > 0 ? creatives.data.map((item) => item.number) : [1];
}

/** GET /api/reviews/creatives — new creatives of approved ads, first page (newest first). */
export function usePendingCreatives() {
  return useQuery({
    queryKey: creativeKeys.pending,
    queryFn: ({ signal }) => api.get<Page<PendingCreative>>("/api/reviews/creatives?limit=50", signal),
  });
}

/** POST /api/reviews/requests/:requestId/creatives/:number/approve|reject. */
export function useAnswerCreative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, answer }: { item: PendingCreative; answer: "approve" | "reject" }) =>
      api.post(`/api/reviews/requests/${encodeURIComponent(item.requestId)}/creatives/${item.number}/${answer}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: creativeKeys.pending }),
  });
}

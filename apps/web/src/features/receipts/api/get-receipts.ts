import { receiptPageSchema, receiptSchema } from "@placard/shared/receipts";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const receiptKeys = {
  all: ["receipts"] as const,
  list: (adId: string) => ["receipts", "list", adId] as const,
  one: (paymentId: string) => ["receipts", "one", paymentId] as const,
};

/** GET /api/receipts?adId= — the advertiser's receipts for one ad, newest first, a page at a time. */
export const adReceiptsQuery = (adId: string) =>
  infiniteQueryOptions({
    queryKey: receiptKeys.list(adId),
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams({ adId });
      if (pageParam) params.set("cursor", pageParam);
      return receiptPageSchema.parse(await api.get(`/api/receipts?${params}`, signal));
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useAdReceipts(adId: string) {
  return useInfiniteQuery(adReceiptsQuery(adId));
}

/** GET /api/receipts/{paymentId} — one receipt, for the on-screen view. */
export const receiptQuery = (paymentId: string) =>
  queryOptions({
    queryKey: receiptKeys.one(paymentId),
    queryFn: async ({ signal }) =>
      receiptSchema.parse(await api.get(`/api/receipts/${encodeURIComponent(paymentId)}`, signal)),
  });

export function useReceipt(paymentId: string | null) {
  return useQuery({ ...receiptQuery(paymentId ?? ""), enabled: paymentId !== null });
}

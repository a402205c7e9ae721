import { earningBusinessPageSchema, earningsTotalsSchema } from "@placard/shared/wallet";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { walletKeys } from "./keys";

/** GET /api/wallet/earnings?cursor= — the owner's earnings per business, newest business first, a page at a time. */
export const earningsQuery = infiniteQueryOptions({
  queryKey: walletKeys.earnings,
  queryFn: async ({ pageParam, signal }) => {
    const params = new URLSearchParams();
    if (pageParam) params.set("cursor", pageParam);
    const query = params.size > 0 ? `?${params}` : "";
    return earningBusinessPageSchema.parse(await api.get(`/api/wallet/earnings${query}`, signal));
  },
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  staleTime: 0,
  refetchOnMount: "always",
});

export function useEarnings() {
  return useInfiniteQuery(earningsQuery);
}

/** GET /api/wallet/earnings/totals — summed over every business by the server, not over the loaded pages. */
export const earningsTotalsQuery = queryOptions({
  queryKey: walletKeys.earningsTotals,
  queryFn: async ({ signal }) => earningsTotalsSchema.parse(await api.get("/api/wallet/earnings/totals", signal)),
  staleTime: 0,
  refetchOnMount: "always",
});

export function useEarningsTotals() {
  return useQuery(earningsTotalsQuery);
}

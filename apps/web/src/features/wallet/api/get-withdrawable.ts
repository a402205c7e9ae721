import { earningPaymentPageSchema } from "@placard/shared/wallet";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { walletKeys } from "./keys";

/** GET /api/wallet/withdrawable — the payments whose earnings can be withdrawn now, newest first. */
export const withdrawableQuery = infiniteQueryOptions({
  queryKey: walletKeys.withdrawable,
  queryFn: async ({ pageParam, signal }) => {
    const query = pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : "";
    return earningPaymentPageSchema.parse(await api.get(`/api/wallet/withdrawable${query}`, signal));
  },
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  staleTime: 0,
  refetchOnMount: "always",
});

export function useWithdrawable(isEnabled: boolean) {
  return useInfiniteQuery({ ...withdrawableQuery, enabled: isEnabled });
}

import { earningPaymentPageSchema } from "@placard/shared/wallet";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { walletKeys } from "./keys";

/** GET /api/wallet/earnings/payments?business= — one business's payments, newest first, a page at a time. */
export const earningPaymentsQuery = (businessName: string) =>
  infiniteQueryOptions({
    queryKey: walletKeys.earningPayments(businessName),
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams({ business: businessName });
      if (pageParam) params.set("cursor", pageParam);
      return earningPaymentPageSchema.parse(await api.get(`/api/wallet/earnings/payments?${params}`, signal));
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: 0,
    refetchOnMount: "always",
  });

export function useEarningPayments(businessName: string) {
  return useInfiniteQuery(earningPaymentsQuery(businessName));
}

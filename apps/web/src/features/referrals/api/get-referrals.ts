import { referralInfoSchema } from "@placard/shared/referrals";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/referrals — the code and totals, and the people referred a page at a time, newest first. */
export const referralsQuery = infiniteQueryOptions({
  queryKey: ["referrals"],
  queryFn: async ({ pageParam, signal }) =>
    referralInfoSchema.parse(
      await api.get(`/api/referrals${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`, signal),
    ),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  refetchOnMount: "always",
});

export function useReferrals() {
  return useInfiniteQuery(referralsQuery);
}

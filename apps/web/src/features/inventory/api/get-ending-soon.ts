import { endingSoonPageSchema } from "@placard/shared/renewals";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/renewals/ending-soon — paid bookings on the owner's websites ending within 7 days. */
export const endingSoonQuery = () =>
  infiniteQueryOptions({
    queryKey: ["renewals", "ending-soon"] as const,
    queryFn: async ({ pageParam, signal }) =>
      endingSoonPageSchema.parse(
        await api.get(
          `/api/renewals/ending-soon${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`,
          signal,
        ),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useEndingSoon() {
  return useInfiniteQuery(endingSoonQuery());
}

import { supportMessagePageSchema } from "@placard/shared/support";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./keys";

/** GET /api/support/messages — what the signed-in user sent, newest first, a page at a time. */
export const supportMessagesQuery = infiniteQueryOptions({
  queryKey: supportKeys.messages,
  queryFn: async ({ pageParam, signal }) =>
    supportMessagePageSchema.parse(
      await api.get(`/api/support/messages${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`, signal),
    ),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
});

export function useSupportMessages() {
  return useInfiniteQuery(supportMessagesQuery);
}

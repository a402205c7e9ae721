import { supportReplyPageSchema } from "@placard/shared/support";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./keys";

/** Whose thread it is: the sender's own (/support) or any, for the operator (/admin/support). */
export type ThreadReader = "sender" | "operator";

const THREAD_PAGE = 20;

/**
 * GET …/{id}/replies — a thread's replies, newest first, a page at a time (#29.5): what a
 * message's latest three leave out, read only when the reader asks for earlier replies.
 */
export function useEarlierReplies(messageId: string, reader: ThreadReader, enabled: boolean) {
  const base = reader === "operator" ? `/api/admin/support/${messageId}` : `/api/support/messages/${messageId}`;
  return useInfiniteQuery({
    queryKey: supportKeys.replies(reader, messageId),
    queryFn: async ({ pageParam, signal }) =>
      supportReplyPageSchema.parse(
        await api.get(
          `${base}/replies?limit=${THREAD_PAGE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`,
          signal,
        ),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    enabled,
  });
}

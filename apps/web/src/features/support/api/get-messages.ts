import { supportMessageListSchema } from "@placard/shared/support";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./keys";

/** GET /api/support/messages — what the signed-in user sent, newest first. */
export const supportMessagesQuery = queryOptions({
  queryKey: supportKeys.messages,
  queryFn: async ({ signal }) => supportMessageListSchema.parse(await api.get("/api/support/messages", signal)),
});

export function useSupportMessages() {
  return useQuery(supportMessagesQuery);
}

import type { CreateSupportMessageInput, SupportMessage } from "@placard/shared/support";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./keys";

/** POST /api/support/messages — the contact form; the sender is the session's user. */
export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSupportMessageInput) => api.post<SupportMessage>("/api/support/messages", input),
    // The list refreshes in the background: the confirmation does not wait for it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: supportKeys.messages }),
  });
}

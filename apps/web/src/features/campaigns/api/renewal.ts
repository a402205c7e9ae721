import { type Renewal, renewalSchema } from "@placard/shared/renewals";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const renewalKey = (requestId: string) => ["renewals", requestId] as const;

/** GET /api/renewals/{requestId} — whether the booking renews automatically. */
export const renewalQuery = (requestId: string) =>
  queryOptions({
    queryKey: renewalKey(requestId),
    queryFn: async ({ signal }) =>
      renewalSchema.parse(await api.get(`/api/renewals/${encodeURIComponent(requestId)}`, signal)),
  });

export function useRenewal(requestId: string) {
  return useQuery(renewalQuery(requestId));
}

/** PUT /api/renewals/{requestId} — turn auto-renew on or off. */
export function useSetAutoRenew(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (autoRenew: boolean) =>
      renewalSchema.parse(await api.put<Renewal>(`/api/renewals/${encodeURIComponent(requestId)}`, { autoRenew })),
    onSuccess: (renewal) => queryClient.setQueryData(renewalKey(requestId), renewal),
  });
}

import { availabilitySchema } from "@placard/shared/payments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/payments/availability — the first day a booking of the request could start (decision 0025). */
export const availabilityQuery = (requestId: string) =>
  queryOptions({
    queryKey: ["payments", "availability", requestId] as const,
    queryFn: async ({ signal }) =>
      availabilitySchema.parse(
        await api.get(`/api/payments/availability?requestId=${encodeURIComponent(requestId)}`, signal),
      ),
    staleTime: 0,
  });

export function useAvailability(requestId: string) {
  return useQuery(availabilityQuery(requestId));
}

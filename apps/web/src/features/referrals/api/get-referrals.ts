import type { ReferralInfo } from "@placard/shared/referrals";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const referralsQuery = queryOptions({
  queryKey: ["referrals"],
  queryFn: ({ signal }) => api.get<ReferralInfo>("/api/referrals", signal),
  refetchOnMount: "always",
});

export function useReferrals() {
  return useQuery(referralsQuery);
}

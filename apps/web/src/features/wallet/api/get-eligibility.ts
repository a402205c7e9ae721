import { eligibilitySchema } from "@placard/shared/wallet";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { walletKeys } from "./keys";

/** GET /api/wallet/payments/:paymentId/eligibility — can this payment's earnings be withdrawn now? */
export const eligibilityQuery = (paymentId: string) =>
  queryOptions({
    queryKey: walletKeys.eligibility(paymentId),
    queryFn: async ({ signal }) =>
      eligibilitySchema.parse(
        await api.get(`/api/wallet/payments/${encodeURIComponent(paymentId)}/eligibility`, signal),
      ),
    // The hold period ends on its own: ask again each time the payment is shown.
    staleTime: 0,
    refetchOnMount: "always",
  });

export function useEligibility(paymentId: string, isEnabled: boolean) {
  return useQuery({ ...eligibilityQuery(paymentId), enabled: isEnabled && paymentId !== "" });
}

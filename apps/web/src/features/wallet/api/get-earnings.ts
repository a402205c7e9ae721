import { earningsSchema } from "@placard/shared/wallet";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { walletKeys } from "./keys";

/** GET /api/wallet/earnings — earnings grouped by the advertiser's business, with each payment. */
export const earningsQuery = queryOptions({
  queryKey: walletKeys.earnings,
  queryFn: async ({ signal }) => earningsSchema.parse(await api.get("/api/wallet/earnings", signal)),
  staleTime: 0,
  refetchOnMount: "always",
});

export function useEarnings() {
  return useQuery(earningsQuery);
}

import { walletSchema } from "@placard/shared/wallet";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { walletKeys } from "./keys";

/** GET /api/wallet — available, held and lifetime earnings, and the latest movements. */
export const walletQuery = queryOptions({
  queryKey: walletKeys.summary,
  // Checked against the contract: a malformed answer is an error state, never a crash.
  queryFn: async ({ signal }) => walletSchema.parse(await api.get("/api/wallet", signal)),
  // Money moves: read it fresh whenever the wallet opens.
  staleTime: 0,
  refetchOnMount: "always",
});

export function useWallet() {
  return useQuery(walletQuery);
}

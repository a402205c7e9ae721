import { overviewSchema } from "@placard/shared/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminKeys } from "./keys";

/** GET /api/admin/overview?from=&to= — the period's figures by day, what stands now, the ledger check. */
export const overviewQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: adminKeys.overview(from, to),
    queryFn: async ({ signal }) =>
      overviewSchema.parse(
        await api.get(`/api/admin/overview?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, signal),
      ),
  });

export function useOverview(from: string, to: string) {
  return useQuery(overviewQuery(from, to));
}

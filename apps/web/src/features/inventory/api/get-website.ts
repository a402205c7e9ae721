import type { Website } from "@placard/shared/websites";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { inventoryKeys } from "./keys";

export const websiteQuery = (id: string) =>
  queryOptions({
    queryKey: inventoryKeys.website(id),
    queryFn: ({ signal }) => api.get<Website>(`/api/websites/${encodeURIComponent(id)}`, signal),
  });

export function useWebsite(id: string | undefined) {
  return useQuery({ ...websiteQuery(id ?? ""), enabled: Boolean(id) });
}

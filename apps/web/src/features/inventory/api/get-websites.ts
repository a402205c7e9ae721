import type { Website } from "@placard/shared/websites";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { inventoryKeys } from "./keys";

export const websitesQuery = () =>
  queryOptions({
    queryKey: inventoryKeys.websites,
    queryFn: ({ signal }) => api.get<{ websites: Website[] }>("/api/websites", signal).then((body) => body.websites),
  });

/** The signed-in owner's websites, newest first. */
export function useWebsites() {
  return useQuery(websitesQuery());
}

import type { Space } from "@placard/shared/spaces";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { inventoryKeys } from "./keys";

export const spacesQuery = (websiteId: string) =>
  queryOptions({
    queryKey: inventoryKeys.spaces(websiteId),
    queryFn: ({ signal }) =>
      api
        .get<{ spaces: Space[] }>(`/api/websites/${encodeURIComponent(websiteId)}/spaces`, signal)
        .then((body) => body.spaces),
  });

export function useSpaces(websiteId: string | undefined) {
  return useQuery({ ...spacesQuery(websiteId ?? ""), enabled: Boolean(websiteId) });
}

import type { IntegrationLanguage } from "@placard/shared/spaces";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { inventoryKeys } from "./keys";

export interface Integration {
  snippets: Record<IntegrationLanguage, string>;
  warnings: string[];
}

export const integrationQuery = (spaceId: string) =>
  queryOptions({
    queryKey: inventoryKeys.integration(spaceId),
    queryFn: ({ signal }) => api.get<Integration>(`/api/spaces/${encodeURIComponent(spaceId)}/integration`, signal),
  });

/** Loaded when a space card is expanded. */
export function useIntegration(spaceId: string, isEnabled: boolean) {
  return useQuery({ ...integrationQuery(spaceId), enabled: isEnabled });
}

import type { CreateSpaceInput, Space } from "@placard/shared/spaces";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { inventoryKeys } from "./keys";

export function useCreateSpaces(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (spaces: CreateSpaceInput[]) =>
      api
        .post<{ spaces: Space[] }>(`/api/websites/${encodeURIComponent(websiteId)}/spaces`, { spaces })
        .then((body) => body.spaces),
    onSuccess: (spaces) => {
      queryClient.setQueryData(inventoryKeys.spaces(websiteId), spaces);
      return queryClient.invalidateQueries({ queryKey: inventoryKeys.websites });
    },
  });
}

import type { Space } from "@placard/shared/spaces";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { inventoryKeys } from "./keys";

export function useDeleteSpace(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (spaceId: string) => api.delete<null>(`/api/spaces/${encodeURIComponent(spaceId)}`),
    onSuccess: (_result, spaceId) => {
      queryClient.setQueryData<Space[]>(inventoryKeys.spaces(websiteId), (list) =>
        list?.filter((item) => item.id !== spaceId),
      );
      return queryClient.invalidateQueries({ queryKey: inventoryKeys.websites });
    },
  });
}

import type { LanguageKey } from "@placard/shared/languages";
import type { Space } from "@placard/shared/spaces";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { inventoryKeys } from "./keys";

function useReplaceSpace() {
  const queryClient = useQueryClient();
  return (space: Space) =>
    queryClient.setQueryData<Space[]>(inventoryKeys.spaces(space.websiteId), (list) =>
      list?.map((item) => (item.id === space.id ? space : item)),
    );
}

/** PUT /api/spaces/:id/capacity — the user count. */
export function useUpdateCapacity() {
  const replace = useReplaceSpace();
  return useMutation({
    mutationFn: ({ spaceId, capacity }: { spaceId: string; capacity: number }) =>
      api.put<Space>(`/api/spaces/${encodeURIComponent(spaceId)}/capacity`, { capacity }),
    onSuccess: replace,
  });
}

/** PATCH /api/spaces/:id/language — the embed's label language. */
export function useUpdateLanguage() {
  const replace = useReplaceSpace();
  return useMutation({
    mutationFn: ({ spaceId, defaultLanguage }: { spaceId: string; defaultLanguage: LanguageKey }) =>
      api.patch<Space>(`/api/spaces/${encodeURIComponent(spaceId)}/language`, { defaultLanguage }),
    onSuccess: replace,
  });
}

import type { Page } from "@placard/shared/pagination";
import type { Website } from "@placard/shared/websites";
import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { inventoryKeys } from "./keys";

export function useRenameWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api.patch<Website>(`/api/websites/${encodeURIComponent(id)}`, { name }),
    onSuccess: (website) => {
      queryClient.setQueryData(inventoryKeys.website(website.id), website);
      // The renamed card changes in place on every loaded page; a search by name asks again.
      queryClient.setQueriesData<InfiniteData<Page<Website>>>(
        { queryKey: [...inventoryKeys.websiteLists, "pages"] },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) => (item.id === website.id ? website : item)),
            })),
          },
      );
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.websiteLists, refetchType: "none" });
    },
  });
}

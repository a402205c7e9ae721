import type { Website } from "@placard/shared/websites";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { inventoryKeys } from "./keys";

export function useRenameWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api.patch<Website>(`/api/websites/${encodeURIComponent(id)}`, { name }),
    onSuccess: (website) => {
      queryClient.setQueryData(inventoryKeys.website(website.id), website);
      queryClient.setQueryData<Website[]>(inventoryKeys.websites, (list) =>
        list?.map((item) => (item.id === website.id ? website : item)),
      );
    },
  });
}

import type { Website } from "@placard/shared/websites";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { inventoryKeys } from "./keys";

/** POST /api/websites/:id/verify — the server looks for the meta tag on the home page. */
export function useVerifyWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Website>(`/api/websites/${encodeURIComponent(id)}/verify`, {}),
    onSuccess: (website) => {
      queryClient.setQueryData(inventoryKeys.website(website.id), website);
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.websiteLists });
    },
  });
}

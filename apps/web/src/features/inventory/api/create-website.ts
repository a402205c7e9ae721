import type { Website } from "@placard/shared/websites";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { uploadForm } from "@/lib/upload-form";
import { inventoryKeys } from "./keys";

export interface CreateWebsiteInput {
  name: string;
  url: string;
  logo: File;
  onProgress?: (fraction: number) => void;
}

export function useCreateWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, url, logo, onProgress }: CreateWebsiteInput) => {
      const form = new FormData();
      form.set("name", name);
      form.set("url", url);
      form.set("logo", logo);
      return uploadForm<Website>("/api/websites", form, { onProgress });
    },
    onSuccess: (website) => {
      queryClient.setQueryData(inventoryKeys.website(website.id), website);
      return queryClient.invalidateQueries({ queryKey: inventoryKeys.websiteLists });
    },
  });
}

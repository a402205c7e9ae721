import type { Ad } from "@placard/shared/ads";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { uploadForm } from "@/lib/upload-form";
import { campaignKeys } from "./keys";

export interface DirectAdInput {
  file: File;
  fields: Record<string, string>;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

/** POST /api/ads/direct — one form, one space, submitted at once. */
export function useCreateDirectAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, fields, onProgress, signal }: DirectAdInput) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      form.set("creative", file);
      return uploadForm<Ad>("/api/ads/direct", form, { onProgress, signal });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.ads }),
  });
}

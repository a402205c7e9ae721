import type { ApiKeyItem, CreateApiKeyInput, CreatedApiKey } from "@placard/shared/api-keys";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const API_KEYS_KEY = ["account", "api-keys"] as const;

/** The signed-in person's API keys (never the keys themselves). */
export function useApiKeys() {
  return useQuery({
    queryKey: API_KEYS_KEY,
    queryFn: ({ signal }) => api.get<{ items: ApiKeyItem[] }>("/api/account/api-keys", signal),
  });
}

/** Makes a key; the answer carries the key itself, to show once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) => api.post<CreatedApiKey>("/api/account/api-keys", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}

/** Revokes a key: it stops working at once. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/api/account/api-keys/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}

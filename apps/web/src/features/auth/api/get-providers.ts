import type { AuthProviders } from "@placard/shared/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const authProvidersQuery = queryOptions({
  queryKey: ["auth", "providers"],
  queryFn: ({ signal }) => api.get<AuthProviders>("/api/accounts/providers", signal),
});

/** Which social sign-in buttons the server has keys for. */
export function useAuthProviders() {
  return useQuery(authProvidersQuery);
}

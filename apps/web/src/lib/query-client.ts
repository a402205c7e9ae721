import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-error";

const MINUTE = 60_000;

/** SPEC §7: stale 5 min, cached 30 min, no refetch on focus or mount, 3 retries. */
export const QUERY_DEFAULTS = {
  staleTime: 5 * MINUTE,
  gcTime: 30 * MINUTE,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
  retry: 3,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...QUERY_DEFAULTS,
        // A 4xx will not change on retry; only network and server failures are retried.
        retry: (failureCount, error) =>
          failureCount < QUERY_DEFAULTS.retry &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

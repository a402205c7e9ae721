import { type Query, QueryClient } from "@tanstack/react-query";
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

/**
 * No refetch on mount (SPEC §7) — except for data a mutation invalidated while no screen
 * showed it: invalidation refetches only what is on screen, so without this a screen
 * opened after the change (the list after "Create Website") would show the old data.
 */
export const refetchOnMountIfInvalidated = (query: Query) => query.state.isInvalidated;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...QUERY_DEFAULTS,
        refetchOnMount: refetchOnMountIfInvalidated,
        // A 4xx will not change on retry; only network and server failures are retried.
        retry: (failureCount, error) =>
          failureCount < QUERY_DEFAULTS.retry &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

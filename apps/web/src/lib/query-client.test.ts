import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { createQueryClient } from "./query-client";

describe("createQueryClient", () => {
  it("uses the cache behaviour of SPEC §7", () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      staleTime: 5 * 60_000,
      gcTime: 30 * 60_000,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
    });
    const retry = queries?.retry as (count: number, error: unknown) => boolean;
    expect(retry(2, new ApiError(0, "network", "down"))).toBe(true);
    expect(retry(3, new ApiError(0, "network", "down"))).toBe(false);
    // A 4xx will not change on retry.
    expect(retry(0, new ApiError(404, "not_found", "Website not found"))).toBe(false);
  });
});

import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { createQueryClient, refetchOnMountIfInvalidated } from "./query-client";

describe("createQueryClient", () => {
  it("uses the cache behaviour of SPEC §7", () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      staleTime: 5 * 60_000,
      gcTime: 30 * 60_000,
      refetchOnWindowFocus: false,
      refetchOnMount: refetchOnMountIfInvalidated,
    });
    const retry = queries?.retry as (count: number, error: unknown) => boolean;
    expect(retry(2, new ApiError(0, "network", "down"))).toBe(true);
    expect(retry(3, new ApiError(0, "network", "down"))).toBe(false);
    // A 4xx will not change on retry.
    expect(retry(0, new ApiError(404, "not_found", "Website not found"))).toBe(false);
  });
});

/** A screen that shows the list, mounted and unmounted as a route would. */
function List({ fetchList }: { fetchList: () => Promise<string[]> }) {
  const { data } = useQuery({ queryKey: ["websites"], queryFn: fetchList });
  return <p>{data ? data.join(", ") : "loading"}</p>;
}

describe("a screen mounted again", () => {
  it("keeps its cached data without a refetch, unless a mutation invalidated it while it was away", async () => {
    const queryClient = createQueryClient();
    let websites = ["Nairobi Food Diaries"];
    let fetches = 0;
    const fetchList = () => {
      fetches += 1;
      return Promise.resolve([...websites]);
    };
    const mount = () =>
      render(
        <QueryClientProvider client={queryClient}>
          <List fetchList={fetchList} />
        </QueryClientProvider>,
      );

    const first = mount();
    await screen.findByText("Nairobi Food Diaries");
    first.unmount();
    const second = mount();
    await screen.findByText("Nairobi Food Diaries");
    expect(fetches).toBe(1);
    second.unmount();

    // "Create Website" on another screen invalidates the list; nothing shows it meanwhile.
    websites = ["Mombasa Surf Report", "Nairobi Food Diaries"];
    await queryClient.invalidateQueries({ queryKey: ["websites"] });
    expect(fetches).toBe(1);
    mount();
    await screen.findByText("Mombasa Surf Report, Nairobi Food Diaries");
    expect(fetches).toBe(2);
  });
});

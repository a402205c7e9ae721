import type { Draft } from "@placard/shared/ads";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { campaignKeys } from "../api/keys";
import { useDraftChoice } from "./use-draft-choice";

afterEach(() => vi.unstubAllGlobals());

const draft: Draft = {
  id: "d1",
  creative: null,
  businessName: "Acme Coffee",
  businessLink: "https://acme.example.com",
  businessLocation: "Kigali",
  description: "",
  selectedWebsiteIds: ["w1"],
  selectedSpaceIds: [],
  updatedAt: "2026-11-22T10:00:00.000Z",
};

/** A server whose answers to PUT …/selection wait until the test lets them go. */
function slowServer() {
  const bodies: string[][] = [];
  const release: (() => void)[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const { spaceIds } = JSON.parse(String(init.body)) as { spaceIds: string[] };
      bodies.push(spaceIds);
      await new Promise<void>((resolve) => release.push(resolve));
      return new Response(JSON.stringify({ ...draft, selectedSpaceIds: spaceIds }), { status: 200 });
    }),
  );
  return { bodies, release };
}

describe("choosing spaces in the draft", () => {
  it("shows each quick click in the same render, saves one after another, and ends with the last choice", async () => {
    const server = slowServer();
    const queryClient = createQueryClient();
    queryClient.setQueryData(campaignKeys.draft, draft);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => useDraftChoice(queryClient.getQueryData<Draft>(campaignKeys.draft), "spaceIds"),
      { wrapper },
    );
    const cached = () => queryClient.getQueryData<Draft>(campaignKeys.draft)?.selectedSpaceIds;

    // No timer has run between the click and the check: the choice is already shown.
    act(() => result.current.toggle("s1"));
    expect(result.current.chosen).toEqual(["s1"]);
    act(() => result.current.toggle("s2"));
    expect(result.current.chosen).toEqual(["s1", "s2"]);
    act(() => result.current.toggle("s1"));
    expect(result.current.chosen).toEqual(["s2"]);

    // One request on the wire at a time.
    await waitFor(() => expect(server.bodies).toEqual([["s1"]]));
    server.release[0]?.();
    await waitFor(() => expect(server.bodies).toHaveLength(2));
    // An earlier answer does not undo a later choice.
    expect(result.current.chosen).toEqual(["s2"]);
    server.release[1]?.();
    await waitFor(() => expect(server.bodies).toHaveLength(3));
    server.release[2]?.();
    await waitFor(() => expect(result.current.isSaving).toBe(false));
    expect(server.bodies).toEqual([["s1"], ["s1", "s2"], ["s2"]]);
    expect(cached()).toEqual(["s2"]);
    expect(result.current.chosen).toEqual(["s2"]);
  });
});

import type { Draft } from "@placard/shared/ads";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type CreativeUpload, uploadCreative } from "@/lib/upload-form";
import { campaignKeys } from "./keys";

/** GET /api/ads/drafts/current — the ad in progress; null when there is none. */
export const currentDraftQuery = queryOptions({
  queryKey: campaignKeys.draft,
  queryFn: async ({ signal }) => {
    try {
      return await api.get<Draft | null>("/api/ads/drafts/current", signal);
    } catch (error) {
      // A server from before #15.13 answered 404 for "no draft".
      if ((error as { status?: number }).status === 404) return null;
      throw error;
    }
  },
  // The flow's source of truth is the server: always read it fresh on a step.
  staleTime: 0,
  refetchOnMount: "always",
});

export function useCurrentDraft() {
  return useQuery(currentDraftQuery);
}

/** POST /api/ads/drafts — upload the creative with progress; cancellable. */
export function useCreateDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: CreativeUpload) => uploadCreative<Draft>("/api/ads/drafts", upload),
    onSuccess: (draft) => queryClient.setQueryData(campaignKeys.draft, draft),
  });
}

const SELECTION_KEY = ["ads", "draft", "selection"];

type Details = Partial<Pick<Draft, "businessName" | "businessLink" | "businessLocation" | "description">>;

/** PATCH /api/ads/drafts/:id — save business details. */
export function useSaveDraftDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, details }: { id: string; details: Details }) =>
      api.patch<Draft>(`/api/ads/drafts/${id}`, details),
    onSuccess: (draft) => queryClient.setQueryData(campaignKeys.draft, draft),
  });
}

/**
 * PUT /api/ads/drafts/:id/selection — save the chosen websites and spaces. Optimistic:
 * the choice shows at once and is rolled back if the save fails.
 */
export function useSaveDraftSelection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SELECTION_KEY,
    // Saves run one after another, so the server ends with the last choice.
    scope: { id: "draft-selection" },
    mutationFn: ({ id, websiteIds, spaceIds }: { id: string; websiteIds?: string[]; spaceIds?: string[] }) =>
      api.put<Draft>(`/api/ads/drafts/${id}/selection`, { websiteIds, spaceIds }),
    onMutate: async ({ websiteIds, spaceIds }) => {
      await queryClient.cancelQueries({ queryKey: campaignKeys.draft });
      const previous = queryClient.getQueryData<Draft | null>(campaignKeys.draft);
      if (previous) {
        queryClient.setQueryData<Draft>(campaignKeys.draft, {
          ...previous,
          selectedWebsiteIds: websiteIds ?? previous.selectedWebsiteIds,
          selectedSpaceIds: spaceIds ?? previous.selectedSpaceIds,
        });
      }
      return { previous };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(campaignKeys.draft, context?.previous ?? null),
    // An earlier save's answer must not undo a later choice still on its way.
    onSuccess: (draft) => {
      if (queryClient.isMutating({ mutationKey: SELECTION_KEY }) <= 1)
        queryClient.setQueryData(campaignKeys.draft, draft);
    },
  });
}

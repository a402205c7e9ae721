import type { Draft } from "@placard/shared/ads";
import { useState } from "react";
import { i18n } from "@/lib/i18n";
import { useSaveDraftSelection } from "../api/draft";

type Field = "websiteIds" | "spaceIds";

/**
 * The websites or spaces chosen in the draft. A click shows in the same render as the
 * click (a checkbox never flickers back while the cache catches up) and is saved in the
 * background; once the last save has answered, the server's copy is shown again.
 */
export function useDraftChoice(draft: Draft | null | undefined, field: Field) {
  const saveSelection = useSaveDraftSelection();
  const [shown, setShown] = useState<string[] | null>(null);
  const saved = (field === "websiteIds" ? draft?.selectedWebsiteIds : draft?.selectedSpaceIds) ?? [];
  const chosen = shown ?? saved;

  const toggle = (itemId: string) => {
    if (!draft) return;
    const next = chosen.includes(itemId) ? chosen.filter((item) => item !== itemId) : [...chosen, itemId];
    setShown(next);
    // Per-call callbacks run for the latest call only: the last save ends the local copy.
    saveSelection.mutate({ id: draft.id, [field]: next }, { onSettled: () => setShown(null) });
  };

  /** Save exactly these ids now (used before publishing). */
  const save = (ids: string[]) => {
    if (!draft) return Promise.reject(new Error(i18n.t("campaigns.flow.no_draft")));
    return saveSelection.mutateAsync({ id: draft.id, [field]: ids });
  };

  return { chosen, toggle, save, isSaving: saveSelection.isPending, error: saveSelection.error };
}

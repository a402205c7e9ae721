import type { PlacementKey } from "@placard/shared/placements";
import { DEFAULT_VISITOR_RANGE, type TierKey } from "@placard/shared/tiers";
import { parseDollars } from "@placard/shared/money";
import type { CreateSpaceInput } from "@placard/shared/spaces";
import { useEffect, useState } from "react";

/** What the configuration dialog holds for one placement, as typed. */
export interface SpaceDraft {
  tier: TierKey | null;
  visitors: string;
  price: string;
  capacity: string;
  instructions: string;
}

export const EMPTY_DRAFT: SpaceDraft = { tier: null, visitors: "", price: "", capacity: "", instructions: "" };

/**
 * SPEC §4–5: a space is ready (selected) once it has a price, a user count, a visitor
 * count or instructions; clearing all of them unselects it.
 */
export function isDraftReady(draft: SpaceDraft): boolean {
  return [draft.price, draft.capacity, draft.visitors, draft.instructions].some((value) => value.trim() !== "");
}

/** The create payload, with SPEC §5's defaults left to the server for what is empty. */
export function draftToInput(key: PlacementKey, draft: SpaceDraft): CreateSpaceInput {
  const visitors = draft.visitors.trim() === "" ? null : Number(draft.visitors);
  return {
    placementKey: key,
    ...(draft.price.trim() ? { priceCents: parseDollars(draft.price) ?? 0 } : {}),
    ...(draft.capacity.trim() ? { capacity: Number(draft.capacity) } : {}),
    ...(draft.instructions.trim() ? { instructions: draft.instructions.trim() } : {}),
    ...(draft.tier ? { tier: draft.tier } : {}),
    visitorRange: visitors === null ? { ...DEFAULT_VISITOR_RANGE } : { min: visitors, max: visitors },
  };
}

type Selection = Partial<Record<PlacementKey, SpaceDraft>>;

const storageKey = (scope: string) => `placard:space-selection:${scope}`;

function load(scope: string): Selection {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey(scope)) ?? "{}") as Selection;
  } catch {
    return {};
  }
}

/** The placements chosen so far for one website; survives a reload of the tab. */
export function useSpaceSelection(scope: string) {
  const [selection, setSelection] = useState<Selection>(() => load(scope));
  useEffect(() => {
    sessionStorage.setItem(storageKey(scope), JSON.stringify(selection));
  }, [scope, selection]);

  const save = (key: PlacementKey, draft: SpaceDraft) =>
    setSelection((current) => {
      const next = { ...current };
      if (isDraftReady(draft)) next[key] = draft;
      else delete next[key];
      return next;
    });
  const clear = () => {
    sessionStorage.removeItem(storageKey(scope));
    setSelection({});
  };
  const ready = (Object.entries(selection) as [PlacementKey, SpaceDraft][]).filter(([, draft]) => isDraftReady(draft));
  return { selection, save, clear, ready };
}

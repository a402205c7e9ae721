import type { PlacementKey } from "@placard/shared/placements";
import { DEFAULT_TIER, DEFAULT_VISITOR_RANGE, TIERS, type TierKey } from "@placard/shared/tiers";
import { parseDollars } from "@placard/shared/money";
import { type CreateSpaceInput, MIN_NEW_SPACE_CAPACITY } from "@placard/shared/spaces";
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

/** The price of a tier as the dialog's price field holds it ("10" for $10.00). */
export const tierPriceText = (tier: TierKey) =>
  String((TIERS.find((candidate) => candidate.key === tier)?.priceCents ?? 0) / 100);

/**
 * What the configuration dialog opens with for a placement not configured yet (#15): the
 * default tier, its price, and room for one advertiser, so saving at once makes a space
 * that can be bought.
 */
export const NEW_SPACE_DRAFT: SpaceDraft = {
  tier: DEFAULT_TIER,
  visitors: "",
  price: tierPriceText(DEFAULT_TIER),
  capacity: String(MIN_NEW_SPACE_CAPACITY),
  instructions: "",
};

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

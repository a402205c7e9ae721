import {
  PLACEMENTS,
  type Placement,
  type PlacementKey,
  SPACE_TYPE_CHIPS,
  type SpaceType,
} from "@placard/shared/placements";
import { clsx } from "clsx";
import { CheckCircle2, Info } from "lucide-react";
import { useState } from "react";
import { formatDollars, parseDollars } from "@placard/shared/money";
import type { SpaceDraft } from "../hooks/use-space-selection";
import { PlacementIllustration } from "./placement-illustration";
import { SearchInput } from "@/components/ui/search-input";
import { ChipGroup } from "@/components/ui/chip-group";
import { activeLocale, useTranslation } from "@/lib/i18n";
import { spaceTypeLabel } from "./inventory-labels";
import { placementDescription, placementName } from "@/lib/placement-texts";

const POSITION_LABELS: Record<Placement["position"], string> = {
  top: "inventory.position.top",
  bottom: "inventory.position.bottom",
  middle: "inventory.position.middle",
  left: "inventory.position.left",
  right: "inventory.position.right",
  side: "inventory.position.side",
  overlay: "inventory.position.overlay",
};

export function matchesPlacement(placement: Placement, search: string, type: SpaceType | null) {
  const term = search.trim().toLowerCase();
  return (
    (type === null || placement.spaceType === type) &&
    (!term ||
      [placement.name, placement.description, placementName(placement.key), placementDescription(placement.key)].some(
        (text) => text.toLowerCase().includes(term),
      ))
  );
}

export interface PlacementPickerProps {
  selection: Partial<Record<PlacementKey, SpaceDraft>>;
  onConfigure: (placement: Placement) => void;
  onInfo: (placement: Placement) => void;
  /** Placements the website already has: shown, but not offered again (#15.10). */
  taken?: ReadonlySet<PlacementKey>;
}

/** Search, type chips and the 3-column grid of the 15 placements. */
export function PlacementPicker({ selection, onConfigure, onInfo, taken = new Set() }: PlacementPickerProps) {
  const [search, setSearch] = useState("");
  const [type, setType] = useState<SpaceType | null>(null);
  const shown = PLACEMENTS.filter((placement) => matchesPlacement(placement, search, type));
  const { t } = useTranslation();

  return (
    <div>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <SearchInput
          className="lg:max-w-sm"
          aria-label={t("inventory.picker.search")}
          placeholder={t("inventory.picker.search_placeholder")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <ChipGroup
          label={t("inventory.picker.space_type")}
          options={SPACE_TYPE_CHIPS.map((chip) => ({ value: chip.type, label: spaceTypeLabel(chip.type) }))}
          value={type}
          onChange={setType}
        />
      </div>

      {shown.length === 0 ? (
        <p className="mt-10 text-center text-slate-500">{t("inventory.picker.none")}</p>
      ) : (
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((placement) => {
            const isTaken = taken.has(placement.key);
            const draft = isTaken ? undefined : selection[placement.key];
            const price = draft?.price ? parseDollars(draft.price) : null;
            return (
              <li key={placement.key} className="relative">
                {/*
                 * The card's button holds only the name (its accessible name is its visible text);
                 * a pseudo-element stretches it over the whole card, so the card stays one click.
                 */}
                <div
                  className={clsx(
                    "flex h-full w-full flex-col overflow-hidden rounded-2xl border text-left shadow-sm transition",
                    // Taken: greyed by its background and picture, its text kept readable (contrast).
                    isTaken ? "bg-slate-50" : "bg-white hover:shadow-md",
                    draft ? "border-brand-600 ring-2 ring-brand-200" : "border-slate-200",
                  )}
                >
                  <PlacementIllustration
                    placement={placement}
                    className={clsx("w-full bg-slate-50", isTaken && "opacity-50 grayscale")}
                  />
                  <div className="flex flex-col gap-1 p-4">
                    <span className="flex items-center gap-2 font-semibold text-slate-900">
                      <button
                        type="button"
                        onClick={() => onConfigure(placement)}
                        disabled={isTaken}
                        aria-describedby={`placement-${placement.key}-details`}
                        className={clsx(
                          "text-left after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600",
                          isTaken ? "cursor-not-allowed" : "cursor-pointer",
                        )}
                      >
                        {placementName(placement.key)}
                      </button>
                      {draft && <CheckCircle2 className="size-4 text-brand-600" aria-hidden="true" />}
                    </span>
                    <span id={`placement-${placement.key}-details`} className="flex flex-col gap-1">
                      {draft && <span className="sr-only">{t("inventory.picker.selected")}</span>}
                      <span className="text-sm text-slate-600">{placementDescription(placement.key)}</span>
                      <span className="mt-1 text-xs font-medium uppercase tracking-wide text-slate-600">
                        {t(POSITION_LABELS[placement.position])}
                      </span>
                      {isTaken && (
                        <span className="mt-1 text-sm font-semibold text-slate-700">{t("inventory.picker.taken")}</span>
                      )}
                      {draft && (
                        <span className="mt-1 text-sm font-semibold text-brand-700">
                          {price !== null
                            ? t("inventory.price_per_month", { price: formatDollars(price, activeLocale()) })
                            : t("inventory.picker.ready")}
                          {draft.capacity ? ` · ${t("inventory.picker.users", { shown: draft.capacity })}` : ""}
                        </span>
                      )}
                    </span>
                  </div>
                </div>
                <button
                  type="button"
                  aria-label={t("inventory.picker.about", { name: placementName(placement.key) })}
                  onClick={() => onInfo(placement)}
                  className="absolute right-3 top-3 z-10 rounded-full bg-white/90 p-1.5 text-slate-600 shadow hover:text-slate-900"
                >
                  <Info className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

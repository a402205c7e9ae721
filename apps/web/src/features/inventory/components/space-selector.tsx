import type { Placement, PlacementKey } from "@placard/shared/placements";
import type { Space } from "@placard/shared/spaces";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useCreateSpaces } from "../api/create-spaces";
import { useSpaces } from "../api/get-spaces";
import { draftToInput, useSpaceSelection } from "../hooks/use-space-selection";
import { PlacementInfoDialog } from "./placement-info-dialog";
import { PlacementPicker } from "./placement-picker";
import { SpaceConfigDialog } from "./space-config-dialog";
import { formatWhole, useTranslation } from "@/lib/i18n";

/**
 * Choose placements, configure each, and create them all at once. The selection is
 * kept for the tab's session, so a reload loses nothing.
 */
export function SpaceSelector({
  websiteId,
  onCreated,
}: {
  websiteId: string;
  onCreated: (spaces: Space[], count: number) => void;
}) {
  const { selection, save, clear, ready: chosen } = useSpaceSelection(websiteId);
  // A website takes each placement once (the server answers 409 otherwise): what it has is not offered.
  const existing = useSpaces(websiteId);
  const taken = new Set<PlacementKey>(existing.data?.map((space) => space.placementKey));
  const ready = chosen.filter(([key]) => !taken.has(key));
  const createSpaces = useCreateSpaces(websiteId);
  const [configuring, setConfiguring] = useState<Placement | null>(null);
  const [explaining, setExplaining] = useState<Placement | null>(null);
  const count = ready.length;
  const { t } = useTranslation();

  const create = async () => {
    try {
      const spaces = await createSpaces.mutateAsync(ready.map(([key, draft]) => draftToInput(key, draft)));
      clear();
      onCreated(spaces, count);
    } catch {
      // Shown below from the mutation's error; the selection stays.
    }
  };

  return (
    <div className="pb-28">
      <PlacementPicker selection={selection} onConfigure={setConfiguring} onInfo={setExplaining} taken={taken} />
      <PlacementInfoDialog placement={explaining} onClose={() => setExplaining(null)} />
      <SpaceConfigDialog
        placement={configuring}
        initial={configuring ? selection[configuring.key] : undefined}
        onClose={() => setConfiguring(null)}
        onSave={(draft) => {
          if (configuring) save(configuring.key, draft);
          setConfiguring(null);
        }}
      />
      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div className="text-sm text-slate-700" aria-live="polite">
            <span className="font-semibold">
              {t("inventory.selector.selected", { count, shown: formatWhole(count) })}
            </span>
            <span className="ml-3 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-700">
              {t("inventory.selector.ready", { shown: formatWhole(count) })}
            </span>
          </div>
          {createSpaces.error && <Alert>{createSpaces.error.message || t("inventory.selector.failed")}</Alert>}
          {count > 0 && (
            <Button onClick={create} isBusy={createSpaces.isPending}>
              {t("inventory.selector.create", { count, shown: formatWhole(count) })}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

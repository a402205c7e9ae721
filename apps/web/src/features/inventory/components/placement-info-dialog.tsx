import type { Placement } from "@placard/shared/placements";
import { CheckCircle2 } from "lucide-react";
import { Dialog } from "@/components/ui/dialog";
import { PlacementIllustration } from "./placement-illustration";
import { placementBullets, placementDescription, placementName } from "@/lib/placement-texts";
import { useTranslation } from "@/lib/i18n";

/** The explanation panel of one placement: picture, description, five points. */
export function PlacementInfoDialog({ placement, onClose }: { placement: Placement | null; onClose: () => void }) {
  useTranslation();
  return (
    <Dialog
      isOpen={placement !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={placement ? placementName(placement.key) : ""}
      description={placement ? placementDescription(placement.key) : undefined}
    >
      {placement && (
        <div className="flex flex-col gap-5">
          <PlacementIllustration placement={placement} className="w-full rounded-lg" />
          <ul className="flex flex-col gap-2">
            {placementBullets(placement.key).map((bullet) => (
              <li key={bullet} className="flex items-start gap-2 text-sm text-slate-700">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                {bullet}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}

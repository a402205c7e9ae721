import type { AdCreatives, CreativeRotation } from "@placard/shared/creatives";
import { CREATIVE_ROTATIONS } from "@placard/shared/creatives";
import { toast } from "sonner";
import { useTranslation } from "@/lib/i18n";
import { useSetRotation } from "../api/creatives";

/** Even turns, or favour the best click-through — with the exact rule in words (decision 0061). */
export function CreativeRotationPicker({ adId, data }: { adId: string; data: AdCreatives }) {
  const { t } = useTranslation();
  const setRotation = useSetRotation(adId);
  const label: Record<CreativeRotation, string> = {
    even: t("creatives.rotation.even"),
    best_ctr: t("creatives.rotation.best_ctr"),
  };
  const help: Record<CreativeRotation, string> = {
    even: t("creatives.rotation.even_help"),
    best_ctr: t("creatives.rotation.best_ctr_help", {
      floor: data.floorViews.toLocaleString("en-US"),
      every: data.exploreEvery,
      most: data.exploreEvery - 1,
    }),
  };
  return (
    <fieldset className="flex flex-col gap-2" disabled={setRotation.isPending}>
      <legend className="text-sm font-semibold">{t("creatives.rotation.label")}</legend>
      {CREATIVE_ROTATIONS.map((rotation) => (
        <label key={rotation} className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name="creative-rotation"
            value={rotation}
            className="mt-1"
            checked={data.rotation === rotation}
            onChange={() => setRotation.mutate(rotation, { onError: (error) => toast.error(error.message) })}
          />
          <span>
            <span className="font-medium">{label[rotation]}</span>
            <span className="block text-slate-600" data-testid={`rotation-help-${rotation}`}>
              {help[rotation]}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

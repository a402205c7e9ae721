import { formatDollars } from "@placard/shared/money";
import type { Space } from "@placard/shared/spaces";
import { ChevronDown, Languages, RotateCcw, Trash2, Users } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { InlineEdit } from "@/components/ui/inline-edit";
import { useDeleteSpace } from "../api/delete-space";
import { useUpdateCapacity, useUpdateLanguage } from "../api/update-space";
import { IntegrationCode } from "./integration-code";
import { LanguageDialog } from "./language-dialog";
import { checkCapacity, DeleteSpaceDialog, ResetCapacityDialog } from "./space-dialogs";
import { activeLocale, formatWhole, useTranslation } from "@/lib/i18n";
import { languageName, spaceTypeLabel } from "./inventory-labels";
import { spaceName } from "@/lib/placement-texts";

export interface SpaceCardProps {
  space: Space;
  isExpanded: boolean;
  onToggle: () => void;
}

/** One ad space on the website details screen (SPEC §2). */
export function SpaceCard({ space, isExpanded, onToggle }: SpaceCardProps) {
  const updateCapacity = useUpdateCapacity();
  const updateLanguage = useUpdateLanguage();
  const deleteSpace = useDeleteSpace(space.websiteId);
  const [dialog, setDialog] = useState<"language" | "capacity" | "delete" | null>(null);
  const detailsId = `space-details-${space.id}`;
  const { t } = useTranslation();

  const saveCapacity = async (capacity: number) => {
    try {
      await updateCapacity.mutateAsync({ spaceId: space.id, capacity });
      toast.success(t("inventory.space.capacity_updated"), { duration: 2000 });
      setDialog(null);
    } catch (error) {
      toast.error((error as Error).message || t("inventory.space.capacity_failed"));
      throw error;
    }
  };

  return (
    <article className="rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="space-card">
      <div className="flex flex-wrap items-center gap-4 p-4">
        {/* At least 12rem, so on a phone the name keeps its own line and the rest wraps below. */}
        <div className="min-w-48 flex-1">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
            {spaceTypeLabel(space.spaceType)}
          </span>
          <h3 className="mt-1.5 truncate text-lg font-semibold text-slate-900">{spaceName(space)}</h3>
        </div>
        <p className="text-lg font-bold text-slate-900">
          {formatDollars(space.priceCents, activeLocale())}
          <span className="text-sm font-normal text-slate-500">{t("inventory.per_month")}</span>
        </p>
        <div className="flex items-center gap-1.5 text-sm text-slate-700">
          <Users className="size-4 text-slate-400" aria-hidden="true" />
          <InlineEdit
            label={t("inventory.space.user_count")}
            value={String(space.capacity)}
            inputType="number"
            inputClassName="w-20"
            showPencil={false}
            validate={checkCapacity}
            display={
              <span className="rounded px-1 hover:bg-slate-100">
                {t("inventory.space.users", { count: space.capacity, shown: formatWhole(space.capacity) })}
              </span>
            }
            onSave={(value) => saveCapacity(Number(value))}
          />
        </div>
        <button
          type="button"
          onClick={() => setDialog("language")}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100"
          aria-label={t("inventory.space.language_change", { language: languageName(space.defaultLanguage) })}
        >
          <Languages className="size-4 text-slate-400" aria-hidden="true" />
          {languageName(space.defaultLanguage)}
        </button>
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={isExpanded}
          aria-controls={detailsId}
          aria-label={
            isExpanded
              ? t("inventory.space.hide_details", { name: spaceName(space) })
              : t("inventory.space.show_details", { name: spaceName(space) })
          }
          className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100"
        >
          <ChevronDown className={`size-5 transition ${isExpanded ? "rotate-180" : ""}`} />
        </button>
      </div>

      {isExpanded && (
        <div id={detailsId} className="flex flex-col gap-5 border-t border-slate-100 p-4">
          <section>
            <h4 className="text-sm font-semibold text-slate-900">{t("inventory.space.instructions")}</h4>
            <p className="mt-1 whitespace-pre-line text-sm text-slate-600">
              {space.instructions || t("inventory.space.no_instructions")}
            </p>
          </section>
          <IntegrationCode spaceId={space.id} />
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setDialog("capacity")}>
              <RotateCcw className="size-4" /> {t("inventory.space.reset_capacity")}
            </Button>
            <Button variant="danger" onClick={() => setDialog("delete")}>
              <Trash2 className="size-4" /> {t("inventory.space.delete")}
            </Button>
          </div>
        </div>
      )}

      <LanguageDialog
        key={`${space.defaultLanguage}-${dialog === "language"}`}
        isOpen={dialog === "language"}
        current={space.defaultLanguage}
        isSaving={updateLanguage.isPending}
        onClose={() => setDialog(null)}
        onSave={async (defaultLanguage) => {
          try {
            await updateLanguage.mutateAsync({ spaceId: space.id, defaultLanguage });
            toast.success(t("inventory.space.language_updated"), { duration: 2000 });
            setDialog(null);
          } catch {
            toast.error(t("inventory.space.language_failed"));
          }
        }}
      />
      <ResetCapacityDialog
        key={`${space.capacity}-${dialog === "capacity"}`}
        isOpen={dialog === "capacity"}
        current={space.capacity}
        runningBookings={space.runningBookings}
        isSaving={updateCapacity.isPending}
        onClose={() => setDialog(null)}
        onSave={(capacity) => saveCapacity(capacity).catch(() => {})}
      />
      <DeleteSpaceDialog
        isOpen={dialog === "delete"}
        spaceName={spaceName(space)}
        isDeleting={deleteSpace.isPending}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          try {
            await deleteSpace.mutateAsync(space.id);
            toast.success(t("inventory.space.deleted", { name: spaceName(space) }), { duration: 2000 });
          } catch (error) {
            const isRefused = (error as { code?: string }).code === "conflict";
            toast.error(isRefused ? (error as Error).message : t("inventory.space.delete_failed"));
            setDialog(null);
          }
        }}
      />
    </article>
  );
}

import { countOf } from "@placard/shared/format";
import { LANGUAGES } from "@placard/shared/languages";
import { formatDollars } from "@placard/shared/money";
import { SPACE_TYPE_CHIPS } from "@placard/shared/placements";
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

const typeLabel = (type: Space["spaceType"]) => SPACE_TYPE_CHIPS.find((chip) => chip.type === type)?.label ?? type;
const languageName = (key: Space["defaultLanguage"]) => LANGUAGES.find((language) => language.key === key)?.name ?? key;

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

  const saveCapacity = async (capacity: number) => {
    try {
      await updateCapacity.mutateAsync({ spaceId: space.id, capacity });
      toast.success("User count updated successfully", { duration: 2000 });
      setDialog(null);
    } catch (error) {
      toast.error((error as Error).message || "Failed to update user count");
      throw error;
    }
  };

  return (
    <article className="rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="space-card">
      <div className="flex flex-wrap items-center gap-4 p-4">
        {/* At least 12rem, so on a phone the name keeps its own line and the rest wraps below. */}
        <div className="min-w-48 flex-1">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
            {typeLabel(space.spaceType)}
          </span>
          <h3 className="mt-1.5 truncate text-lg font-semibold text-slate-900">{space.name}</h3>
        </div>
        <p className="text-lg font-bold text-slate-900">
          {formatDollars(space.priceCents)}
          <span className="text-sm font-normal text-slate-500">/mo</span>
        </p>
        <div className="flex items-center gap-1.5 text-sm text-slate-700">
          <Users className="size-4 text-slate-400" aria-hidden="true" />
          <InlineEdit
            label="User count"
            value={String(space.capacity)}
            inputType="number"
            inputClassName="w-20"
            showPencil={false}
            validate={checkCapacity}
            display={<span className="rounded px-1 hover:bg-slate-100">{countOf(space.capacity, "user")}</span>}
            onSave={(value) => saveCapacity(Number(value))}
          />
        </div>
        <button
          type="button"
          onClick={() => setDialog("language")}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100"
          aria-label={`Default language: ${languageName(space.defaultLanguage)}. Change`}
        >
          <Languages className="size-4 text-slate-400" aria-hidden="true" />
          {languageName(space.defaultLanguage)}
        </button>
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={isExpanded}
          aria-controls={detailsId}
          aria-label={isExpanded ? `Hide details of ${space.name}` : `Show details of ${space.name}`}
          className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100"
        >
          <ChevronDown className={`size-5 transition ${isExpanded ? "rotate-180" : ""}`} />
        </button>
      </div>

      {isExpanded && (
        <div id={detailsId} className="flex flex-col gap-5 border-t border-slate-100 p-4">
          <section>
            <h4 className="text-sm font-semibold text-slate-900">Instructions</h4>
            <p className="mt-1 whitespace-pre-line text-sm text-slate-600">
              {space.instructions || "No instructions for advertisers yet."}
            </p>
          </section>
          <IntegrationCode spaceId={space.id} />
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setDialog("capacity")}>
              <RotateCcw className="size-4" /> Reset user count
            </Button>
            <Button variant="danger" onClick={() => setDialog("delete")}>
              <Trash2 className="size-4" /> Delete Space
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
            toast.success("Default language updated successfully!", { duration: 2000 });
            setDialog(null);
          } catch {
            toast.error("Failed to update default language");
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
        spaceName={space.name}
        isDeleting={deleteSpace.isPending}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          try {
            await deleteSpace.mutateAsync(space.id);
            toast.success(`${space.name} deleted`, { duration: 2000 });
          } catch (error) {
            const isRefused = (error as { code?: string }).code === "conflict";
            toast.error(isRefused ? (error as Error).message : "Failed to delete category");
            setDialog(null);
          }
        }}
      />
    </article>
  );
}

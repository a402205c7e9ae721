import { formatDollars, parseDollars } from "@placard/shared/money";
import { PLACEMENTS, type PlacementKey } from "@placard/shared/placements";
import type { Space } from "@placard/shared/spaces";
import { Info } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useParams } from "react-router";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { BackLink } from "@/components/ui/back-link";
import { useCreateSpaces } from "../api/create-spaces";
import { useSpaces } from "../api/get-spaces";
import { activeLocale, useTranslation } from "@/lib/i18n";
import { placementName, spaceDescription, spaceName } from "@/lib/placement-texts";

/** SPEC §9: descriptions on this list are cut at 50 characters. */
export const LIST_DESCRIPTION_MAX = 50;

export function truncate(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** /categories/:id — a website's categories (ad spaces) as a simple list, with a quick add form. */
export function CategoriesPage() {
  const { id } = useParams();
  const spaces = useSpaces(id);
  const [isAdding, setIsAdding] = useState(false);
  const [reading, setReading] = useState<Space | null>(null);
  const { t } = useTranslation();

  if (!id) return <ErrorState title={t("inventory.categories.no_website")} />;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <BackLink to="/projects" label={t("inventory.categories.back")} />
      <div className="mt-4 flex items-center justify-between">
        <h1 className="text-3xl font-bold tracking-tight">{t("inventory.categories.title")}</h1>
        <Button onClick={() => setIsAdding((open) => !open)} aria-expanded={isAdding}>
          {t("inventory.categories.add")}
        </Button>
      </div>
      {isAdding && <AddCategoryForm websiteId={id} onDone={() => setIsAdding(false)} />}
      <div className="mt-6">
        {spaces.isPending ? (
          <LoadingState />
        ) : spaces.error ? (
          <ErrorState
            title={spaces.error.message}
            action={<Button onClick={() => spaces.refetch()}>{t("inventory.try_again")}</Button>}
          />
        ) : !spaces.data ? (
          <ErrorState title={t("inventory.categories.no_data")} />
        ) : spaces.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white py-12 text-center text-slate-500">
            {t("inventory.categories.none")}
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {spaces.data.map((space) => (
              <li key={space.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                <h2 className="font-semibold text-slate-900">{spaceName(space)}</h2>
                <p className="mt-1 text-sm text-slate-600">
                  {truncate(spaceDescription(space), LIST_DESCRIPTION_MAX)}
                  {spaceDescription(space).length > LIST_DESCRIPTION_MAX && (
                    <button
                      type="button"
                      onClick={() => setReading(space)}
                      aria-label={t("inventory.categories.full_of", { name: spaceName(space) })}
                      className="ml-1 align-middle text-brand-700"
                    >
                      <Info className="inline size-4" />
                    </button>
                  )}
                </p>
                <p className="mt-3 text-lg font-bold">
                  {formatDollars(space.priceCents, activeLocale())}
                  <span className="text-sm font-normal text-slate-500">{t("inventory.per_month")}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Dialog
        isOpen={reading !== null}
        onOpenChange={(open) => !open && setReading(null)}
        title={t("inventory.categories.full")}
        description={reading ? spaceName(reading) : undefined}
      >
        <p className="whitespace-pre-line text-slate-700">{reading && spaceDescription(reading)}</p>
      </Dialog>
    </div>
  );
}

function AddCategoryForm({ websiteId, onDone }: { websiteId: string; onDone: () => void }) {
  const createSpaces = useCreateSpaces(websiteId);
  const placementId = useId();
  const [placementKey, setPlacementKey] = useState<PlacementKey>("aboveTheFold");
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [price, setPrice] = useState("");
  const [priceError, setPriceError] = useState<string | null>(null);
  const { t } = useTranslation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const priceCents = price.trim() ? parseDollars(price) : 0;
    if (priceCents === null) return setPriceError(t("inventory.price_invalid"));
    try {
      await createSpaces.mutateAsync([
        {
          placementKey,
          priceCents,
          ...(name.trim() ? { name: name.trim() } : {}),
          ...(description.trim() ? { description: description.trim() } : {}),
        },
      ]);
      toast.success(t("inventory.categories.created"), { duration: 2000 });
      onDone();
    } catch {
      // Shown below.
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2"
      aria-label={t("inventory.categories.form")}
    >
      {createSpaces.error && (
        <div className="sm:col-span-2">
          <Alert>{createSpaces.error.message}</Alert>
        </div>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={placementId} className="text-sm font-medium text-slate-700">
          {t("inventory.categories.placement")}
        </label>
        <select
          id={placementId}
          value={placementKey}
          onChange={(e) => setPlacementKey(e.target.value as PlacementKey)}
          className="rounded-lg border border-slate-300 px-3 py-2.5 text-sm"
        >
          {PLACEMENTS.map((placement) => (
            <option key={placement.key} value={placement.key}>
              {placementName(placement.key)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t("inventory.categories.name")}
        value={name}
        placeholder={t("inventory.categories.name_placeholder")}
        onChange={(e) => setName(e.target.value)}
      />
      <TextAreaField
        label={t("inventory.categories.description")}
        className="sm:col-span-2"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <TextField
        label={t("inventory.price_label")}
        inputMode="decimal"
        value={price}
        onChange={(e) => {
          setPrice(e.target.value);
          setPriceError(null);
        }}
        error={priceError ?? undefined}
      />
      <div className="flex items-end justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          {t("inventory.cancel")}
        </Button>
        <Button type="submit" isBusy={createSpaces.isPending}>
          {t("inventory.categories.submit")}
        </Button>
      </div>
    </form>
  );
}

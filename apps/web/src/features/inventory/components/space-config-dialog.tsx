import { formatDollars, parseDollars } from "@placard/shared/money";
import type { Placement } from "@placard/shared/placements";
import { MIN_NEW_SPACE_CAPACITY, SPACE_CAPACITY_MAX, SPACE_INSTRUCTIONS_MAX } from "@placard/shared/spaces";
import { DEFAULT_VISITOR_RANGE, TIERS } from "@placard/shared/tiers";
import { clsx } from "clsx";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { activeLocale, formatNumber, formatWhole, i18n, useTranslation } from "@/lib/i18n";
import { NEW_SPACE_DRAFT, type SpaceDraft } from "../hooks/use-space-selection";
import { tierName } from "./inventory-labels";
import { placementName } from "@/lib/placement-texts";

const visitorsLabel = (min: number, max: number | null) =>
  max === null
    ? i18n.t("inventory.config.visitors_from", { min: formatNumber(min) })
    : i18n.t("inventory.config.visitors_range", { min: formatNumber(min), max: formatNumber(max) });

function checkDraft(draft: SpaceDraft): Partial<Record<keyof SpaceDraft, string>> {
  const errors: Partial<Record<keyof SpaceDraft, string>> = {};
  if (draft.price.trim() && parseDollars(draft.price) === null) errors.price = i18n.t("inventory.price_invalid");
  const capacity = draft.capacity.trim();
  if (capacity && (!/^\d+$/.test(capacity) || Number(capacity) > SPACE_CAPACITY_MAX))
    errors.capacity = i18n.t("inventory.capacity.invalid");
  else if (!capacity || Number(capacity) < MIN_NEW_SPACE_CAPACITY)
    errors.capacity = i18n.t("inventory.capacity.new_space");
  if (draft.visitors.trim() && !/^\d+$/.test(draft.visitors.trim()))
    errors.visitors = i18n.t("inventory.config.visitors_invalid");
  if (draft.instructions.length > SPACE_INSTRUCTIONS_MAX)
    errors.instructions = i18n.t("inventory.config.instructions_long", { max: formatWhole(SPACE_INSTRUCTIONS_MAX) });
  return errors;
}

export interface SpaceConfigDialogProps {
  placement: Placement | null;
  initial: SpaceDraft | undefined;
  onSave: (draft: SpaceDraft) => void;
  onClose: () => void;
}

/** The configuration dialog of one placement: tier, visitors, price, user count, instructions. */
export function SpaceConfigDialog({ placement, initial, onSave, onClose }: SpaceConfigDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={placement !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={placement ? t("inventory.config.title", { name: placementName(placement.key) }) : ""}
      description={t("inventory.config.text")}
      size="lg"
    >
      {placement && (
        <SpaceConfigForm
          key={placement.key}
          placementName={placementName(placement.key)}
          initial={initial ?? NEW_SPACE_DRAFT}
          onSave={onSave}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}

function SpaceConfigForm({
  placementName: name,
  initial,
  onSave,
  onCancel,
}: {
  placementName: string;
  initial: SpaceDraft;
  onSave: (draft: SpaceDraft) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<SpaceDraft>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof SpaceDraft, string>>>({});
  const { t } = useTranslation();
  const set = (key: keyof SpaceDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkDraft(draft);
    setErrors(problems);
    if (Object.keys(problems).length === 0) onSave(draft);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label={t("inventory.config.form")}>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t("inventory.config.tier")}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {TIERS.map((tier) => {
            const isChosen = draft.tier === tier.key;
            return (
              <label
                key={tier.key}
                className={clsx(
                  "relative flex cursor-pointer flex-col rounded-xl border p-3 focus-within:ring-2 focus-within:ring-brand-200",
                  isChosen ? "border-brand-600 bg-brand-50" : "border-slate-200 hover:border-slate-300",
                )}
              >
                <input
                  type="radio"
                  name="tier"
                  value={tier.key}
                  checked={isChosen}
                  onChange={() =>
                    setDraft((current) => ({
                      ...current,
                      tier: tier.key,
                      // Picking a tier sets its price unless the owner typed a price of their own.
                      price:
                        !current.price.trim() || current.price === priceOf(current.tier)
                          ? String(tier.priceCents / 100)
                          : current.price,
                    }))
                  }
                  className="sr-only"
                />
                {tier.isMostPopular && (
                  <span className="absolute -top-2 right-3 rounded-full bg-orange-500 px-2 py-0.5 text-[10px] font-bold uppercase text-white">
                    {t("inventory.config.most_popular")}
                  </span>
                )}
                <span className="font-semibold">{tierName(tier.key)}</span>
                <span className="text-sm text-slate-700">
                  {t("inventory.price_per_month", { price: formatDollars(tier.priceCents, activeLocale()) })}
                </span>
                <span className="text-xs text-slate-500">{visitorsLabel(tier.visitors.min, tier.visitors.max)}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t("inventory.config.visitors")}
          inputMode="numeric"
          value={draft.visitors}
          onChange={(e) => set("visitors")(e.target.value)}
          error={errors.visitors}
        />
        <TextField
          label={t("inventory.price_label")}
          inputMode="decimal"
          value={draft.price}
          onChange={(e) => set("price")(e.target.value)}
          error={errors.price}
        />
        <TextField
          label={t("inventory.space.user_count")}
          inputMode="numeric"
          value={draft.capacity}
          onChange={(e) => set("capacity")(e.target.value)}
          error={errors.capacity}
        />
      </div>
      <TextAreaField
        label={t("inventory.config.instructions")}
        value={draft.instructions}
        onChange={(e) => set("instructions")(e.target.value)}
        placeholder={t("inventory.config.instructions_placeholder")}
        error={errors.instructions}
      />
      <SpaceSummary placementName={name} draft={draft} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t("inventory.cancel")}
        </Button>
        <Button type="submit">{t("inventory.config.submit")}</Button>
      </div>
    </form>
  );
}

const priceOf = (tier: SpaceDraft["tier"]) => {
  const found = TIERS.find((candidate) => candidate.key === tier);
  return found ? String(found.priceCents / 100) : "";
};

/** What 'Save & Continue' will create, from what the form holds now (#15). */
function SpaceSummary({ placementName: name, draft }: { placementName: string; draft: SpaceDraft }) {
  const tier = TIERS.find((candidate) => candidate.key === draft.tier);
  const cents = draft.price.trim() ? parseDollars(draft.price) : 0;
  const users = draft.capacity.trim();
  const visitors = draft.visitors.trim();
  const range = DEFAULT_VISITOR_RANGE;
  const { t } = useTranslation();
  const parts = [
    tier ? t("inventory.summary.tier", { name, tier: tierName(tier.key) }) : name,
    cents === null
      ? t("inventory.summary.price_invalid")
      : t("inventory.price_per_month", { price: formatDollars(cents, activeLocale()) }),
    /^\d+$/.test(users) && Number(users) >= MIN_NEW_SPACE_CAPACITY
      ? t("inventory.summary.room", { count: Number(users), shown: formatWhole(Number(users)) })
      : t("inventory.summary.capacity_missing"),
    /^\d+$/.test(visitors)
      ? t("inventory.summary.visitors", { visitors: formatNumber(Number(visitors)) })
      : t("inventory.summary.visitors_range", { min: formatNumber(range.min), max: formatNumber(range.max) }),
  ];
  return (
    <section aria-label={t("inventory.summary.title")} className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
      <h3 className="font-semibold text-slate-900">{t("inventory.summary.title")}</h3>
      <p className="mt-1">{parts.join(" · ")}</p>
    </section>
  );
}

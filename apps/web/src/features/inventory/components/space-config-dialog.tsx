import { formatDollars, parseDollars } from "@placard/shared/money";
import type { Placement } from "@placard/shared/placements";
import { INVALID_CAPACITY_MESSAGE, SPACE_CAPACITY_MAX, SPACE_INSTRUCTIONS_MAX } from "@placard/shared/spaces";
import { TIERS } from "@placard/shared/tiers";
import { clsx } from "clsx";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { EMPTY_DRAFT, type SpaceDraft } from "../hooks/use-space-selection";

const visitorsLabel = (min: number, max: number | null) =>
  max === null
    ? `${min.toLocaleString("en-US")}+ visitors`
    : `${min.toLocaleString("en-US")}–${max.toLocaleString("en-US")} visitors`;

function checkDraft(draft: SpaceDraft): Partial<Record<keyof SpaceDraft, string>> {
  const errors: Partial<Record<keyof SpaceDraft, string>> = {};
  if (draft.price.trim() && parseDollars(draft.price) === null) errors.price = "Enter a price in dollars, such as 30";
  const capacity = draft.capacity.trim();
  if (capacity && (!/^\d+$/.test(capacity) || Number(capacity) > SPACE_CAPACITY_MAX))
    errors.capacity = INVALID_CAPACITY_MESSAGE;
  if (draft.visitors.trim() && !/^\d+$/.test(draft.visitors.trim()))
    errors.visitors = "Enter a whole number of visitors";
  if (draft.instructions.length > SPACE_INSTRUCTIONS_MAX)
    errors.instructions = `At most ${SPACE_INSTRUCTIONS_MAX} characters`;
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
  return (
    <Dialog
      isOpen={placement !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={placement ? `Configure ${placement.name}` : ""}
      description="Set a price, how many advertisers may share the space, and instructions for them."
      size="lg"
    >
      {placement && (
        <SpaceConfigForm key={placement.key} initial={initial ?? EMPTY_DRAFT} onSave={onSave} onCancel={onClose} />
      )}
    </Dialog>
  );
}

function SpaceConfigForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: SpaceDraft;
  onSave: (draft: SpaceDraft) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<SpaceDraft>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof SpaceDraft, string>>>({});
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
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Configure ad space">
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Plan tier</legend>
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
                      // Picking a tier suggests its price when none is set yet.
                      price: current.price.trim() ? current.price : String(tier.priceCents / 100),
                    }))
                  }
                  className="sr-only"
                />
                {tier.isMostPopular && (
                  <span className="absolute -top-2 right-3 rounded-full bg-orange-500 px-2 py-0.5 text-[10px] font-bold uppercase text-white">
                    Most Popular
                  </span>
                )}
                <span className="font-semibold">{tier.name}</span>
                <span className="text-sm text-slate-700">{formatDollars(tier.priceCents)}/mo</span>
                <span className="text-xs text-slate-500">{visitorsLabel(tier.visitors.min, tier.visitors.max)}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Estimated monthly visitors"
          inputMode="numeric"
          value={draft.visitors}
          onChange={(e) => set("visitors")(e.target.value)}
          error={errors.visitors}
          placeholder="10000"
        />
        <TextField
          label="Price ($/mo)"
          inputMode="decimal"
          value={draft.price}
          onChange={(e) => set("price")(e.target.value)}
          error={errors.price}
          placeholder="30"
        />
        <TextField
          label="User count"
          inputMode="numeric"
          value={draft.capacity}
          onChange={(e) => set("capacity")(e.target.value)}
          error={errors.capacity}
          placeholder="1"
        />
      </div>
      <TextAreaField
        label="Additional instructions"
        value={draft.instructions}
        onChange={(e) => set("instructions")(e.target.value)}
        placeholder="Sizes, formats, what fits your audience…"
        error={errors.instructions}
      />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Save &amp; Continue</Button>
      </div>
    </form>
  );
}

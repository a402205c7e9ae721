import { countOf } from "@placard/shared/format";
import { formatDollars, parseDollars } from "@placard/shared/money";
import type { Placement } from "@placard/shared/placements";
import {
  INVALID_CAPACITY_MESSAGE,
  MIN_NEW_SPACE_CAPACITY,
  NEW_SPACE_CAPACITY_MESSAGE,
  SPACE_CAPACITY_MAX,
  SPACE_INSTRUCTIONS_MAX,
} from "@placard/shared/spaces";
import { DEFAULT_VISITOR_RANGE, TIERS } from "@placard/shared/tiers";
import { clsx } from "clsx";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { NEW_SPACE_DRAFT, type SpaceDraft } from "../hooks/use-space-selection";

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
  else if (!capacity || Number(capacity) < MIN_NEW_SPACE_CAPACITY) errors.capacity = NEW_SPACE_CAPACITY_MESSAGE;
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
        <SpaceConfigForm
          key={placement.key}
          placementName={placement.name}
          initial={initial ?? NEW_SPACE_DRAFT}
          onSave={onSave}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}

function SpaceConfigForm({
  placementName,
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
        />
        <TextField
          label="Price ($/mo)"
          inputMode="decimal"
          value={draft.price}
          onChange={(e) => set("price")(e.target.value)}
          error={errors.price}
        />
        <TextField
          label="User count"
          inputMode="numeric"
          value={draft.capacity}
          onChange={(e) => set("capacity")(e.target.value)}
          error={errors.capacity}
        />
      </div>
      <TextAreaField
        label="Additional instructions"
        value={draft.instructions}
        onChange={(e) => set("instructions")(e.target.value)}
        placeholder="Sizes, formats, what fits your audience…"
        error={errors.instructions}
      />
      <SpaceSummary placementName={placementName} draft={draft} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Save &amp; Continue</Button>
      </div>
    </form>
  );
}

const priceOf = (tier: SpaceDraft["tier"]) => {
  const found = TIERS.find((candidate) => candidate.key === tier);
  return found ? String(found.priceCents / 100) : "";
};

/** What 'Save & Continue' will create, from what the form holds now (#15). */
function SpaceSummary({ placementName, draft }: { placementName: string; draft: SpaceDraft }) {
  const tier = TIERS.find((candidate) => candidate.key === draft.tier);
  const cents = draft.price.trim() ? parseDollars(draft.price) : 0;
  const users = draft.capacity.trim();
  const visitors = draft.visitors.trim();
  const range = DEFAULT_VISITOR_RANGE;
  const parts = [
    tier ? `${placementName}, ${tier.name} tier` : placementName,
    cents === null ? "price not valid yet" : `${formatDollars(cents)}/mo`,
    /^\d+$/.test(users) && Number(users) >= MIN_NEW_SPACE_CAPACITY
      ? `room for ${countOf(Number(users), "advertiser")}`
      : "user count needed",
    /^\d+$/.test(visitors)
      ? `${Number(visitors).toLocaleString("en-US")} monthly visitors`
      : `${range.min.toLocaleString("en-US")}–${range.max.toLocaleString("en-US")} monthly visitors`,
  ];
  return (
    <section aria-label="What will be created" className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
      <h3 className="font-semibold text-slate-900">What will be created</h3>
      <p className="mt-1">{parts.join(" · ")}</p>
    </section>
  );
}

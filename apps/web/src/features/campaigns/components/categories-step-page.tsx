import {
  AT_LEAST_ONE_CATEGORY,
  FREE_FROM_TEXT,
  isChoosable,
  type PublicSpace,
  type SpaceSort,
} from "@placard/shared/ads";
import { formatDollars } from "@placard/shared/money";
import { clsx } from "clsx";
import { Info } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { LoadingState } from "@/components/ui/states";
import { useMarketplaceSpaces, useMarketplaceWebsitesByIds } from "../api/marketplace";
import { useSubmitDraft } from "../api/submit-draft";
import { useDraftChoice } from "../hooks/use-draft-choice";
import { useRequireDraft } from "../hooks/use-require-draft";
import { FlowLayout } from "./flow-layout";
import { SpaceTraffic } from "./measured-traffic";
import { OrderSummary } from "./order-summary";

/** SPEC §5: category descriptions over 100 characters get an info button. */
export const CATEGORY_DESCRIPTION_MAX = 100;

/** /categories — choose spaces on each chosen website, then Publish. */
export function CategoriesStepPage() {
  const navigate = useNavigate();
  const draft = useRequireDraft();
  const websiteIds = draft.data?.selectedWebsiteIds ?? [];
  const [sort, setSort] = useState<SpaceSort>("listed");
  const spaces = useMarketplaceSpaces(websiteIds, sort);
  const websites = useMarketplaceWebsitesByIds(websiteIds);
  const choice = useDraftChoice(draft.data, "spaceIds");
  const submit = useSubmitDraft();
  const [reading, setReading] = useState<PublicSpace | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!draft.data || spaces.isPending || (websiteIds.length > 0 && websites.isPending)) return <LoadingState />;
  const { id } = draft.data;
  const toggle = (space: PublicSpace) => {
    if (!isChoosable(space)) return;
    setError(null);
    choice.toggle(space.id);
  };
  const publish = async () => {
    const chosen = choice.chosen.filter((spaceId) => spaces.data?.some((space) => space.id === spaceId));
    if (chosen.length === 0) return setError(AT_LEAST_ONE_CATEGORY);
    try {
      await choice.save(chosen);
      await submit.mutateAsync(id);
      navigate("/ad-success", { replace: true });
    } catch (failure) {
      setError((failure as Error).message || "An error occurred while uploading the ad");
      void spaces.refetch();
    }
  };

  return (
    <FlowLayout
      step={4}
      title="Choose ad spaces"
      subtitle="Pick the spaces on each website. You pay per website once its owner approves."
    >
      {spaces.error && <Alert>{spaces.error.message}</Alert>}
      <label className="mb-6 flex items-center gap-2 text-sm text-slate-700">
        Sort spaces
        <select
          value={sort}
          onChange={(event) => setSort(event.target.value as SpaceSort)}
          className="rounded-lg border border-slate-300 bg-white px-3 py-1.5"
        >
          <option value="listed">As listed</option>
          <option value="pricePerThousandViews">Price per 1,000 measured views</option>
        </select>
      </label>
      <div className="flex flex-col gap-8">
        {websiteIds.map((websiteId) => {
          const website = websites.data?.find((item) => item.id === websiteId);
          const own = (spaces.data ?? []).filter((space) => space.websiteId === websiteId);
          return (
            <section key={websiteId} aria-label={website?.name ?? "Website"}>
              <h2 className="text-lg font-semibold">{website?.name ?? "Website"}</h2>
              {own.length === 0 ? (
                <p className="mt-2 text-sm text-slate-500">No spaces available</p>
              ) : (
                <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                  {own.map((space) => {
                    const isChosen = choice.chosen.includes(space.id);
                    return (
                      <li key={space.id} className="relative">
                        <label
                          className={clsx(
                            "flex gap-3 rounded-xl border bg-white p-4",
                            !isChoosable(space) ? "cursor-not-allowed opacity-60" : "cursor-pointer",
                            isChosen ? "border-brand-600 ring-2 ring-brand-200" : "border-slate-200",
                          )}
                        >
                          <input
                            type="checkbox"
                            className="mt-1 size-4"
                            checked={isChosen}
                            disabled={!isChoosable(space)}
                            onChange={() => toggle(space)}
                            aria-label={space.name}
                          />
                          <span className="min-w-0 flex-1">
                            <span className="flex items-center gap-2 font-semibold text-slate-900">
                              {space.name}
                              {space.isFull && (
                                <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-700">
                                  Fully Booked
                                </span>
                              )}
                            </span>
                            <span className="block text-sm text-slate-600">
                              {space.description.length > CATEGORY_DESCRIPTION_MAX
                                ? `${space.description.slice(0, CATEGORY_DESCRIPTION_MAX)}…`
                                : space.description}
                            </span>
                            <span className="mt-1 block text-sm font-semibold">
                              {formatDollars(space.priceCents)}/mo{" "}
                              {space.isFull ? (
                                <span className="font-normal text-red-700">
                                  (Space Full)
                                  {space.freeFrom && (
                                    <span className="text-emerald-700"> · {FREE_FROM_TEXT(space.freeFrom)}</span>
                                  )}
                                </span>
                              ) : (
                                <span className="font-normal text-slate-500">· {space.available} left</span>
                              )}
                            </span>
                            <SpaceTraffic space={space} />
                          </span>
                        </label>
                        {space.description.length > CATEGORY_DESCRIPTION_MAX && (
                          <button
                            type="button"
                            onClick={() => setReading(space)}
                            aria-label={`About ${space.name}`}
                            className="absolute right-3 top-3 text-slate-500 hover:text-slate-900"
                          >
                            <Info className="size-4" />
                          </button>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          );
        })}
      </div>
      <div className="mt-8">
        <OrderSummary
          creative={draft.data.creative}
          websites={websiteIds.map((websiteId) => ({
            id: websiteId,
            name: websites.data?.find((item) => item.id === websiteId)?.name ?? "Website",
            spaces: (spaces.data ?? []).filter(
              (space) => space.websiteId === websiteId && choice.chosen.includes(space.id),
            ),
          }))}
        />
      </div>
      {error && (
        <div className="mt-6">
          <Alert>{error}</Alert>
        </div>
      )}
      <div className="mt-8 flex items-center justify-between">
        <BackLink to="/websites" />
        <Button onClick={publish} isBusy={submit.isPending || choice.isSaving}>
          Publish
        </Button>
      </div>
      <Dialog
        isOpen={reading !== null}
        onOpenChange={(open) => !open && setReading(null)}
        title="Category Description"
        description={reading?.name}
      >
        <p className="whitespace-pre-line text-slate-700">{reading?.description}</p>
      </Dialog>
    </FlowLayout>
  );
}

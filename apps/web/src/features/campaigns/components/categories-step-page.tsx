import { isChoosable, type PublicSpace, type SpaceSort } from "@placard/shared/ads";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { LoadingState } from "@/components/ui/states";
import { useTranslation } from "@/lib/i18n";
import { useMarketplaceSpaces, useMarketplaceWebsitesByIds } from "../api/marketplace";
import { useSubmitDraft } from "../api/submit-draft";
import { useDraftChoice } from "../hooks/use-draft-choice";
import { useRequireDraft } from "../hooks/use-require-draft";
import { CheapestSpaces } from "./cheapest-spaces";
import { FlowLayout } from "./flow-layout";
import { OrderSummary } from "./order-summary";
import { SpaceOption } from "./space-option";
import { spaceDescription, spaceName } from "@/lib/placement-texts";

/** /categories — choose spaces on each chosen website, then Publish. */
export function CategoriesStepPage() {
  const navigate = useNavigate();
  const { t } = useTranslation();
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
  const websiteName = (websiteId: string) =>
    websites.data?.find((item) => item.id === websiteId)?.name ?? t("campaigns.payment.website");
  // As listed: each website's spaces under its name. By price per 1,000 measured views: one
  // list across the chosen websites in the server's order, each space naming its website —
  // grouped, the sort only ever ordered spaces within a website (#34.14, decision 0050).
  const all = spaces.data ?? [];
  const groups: { key: string; title: string; spaces: PublicSpace[]; showWebsite: boolean }[] =
    sort === "listed"
      ? websiteIds.map((websiteId) => ({
          key: websiteId,
          title: websiteName(websiteId),
          spaces: all.filter((space) => space.websiteId === websiteId),
          showWebsite: false,
        }))
      : [{ key: "all", title: t("campaigns.spaces.cheapest_first"), spaces: all, showWebsite: true }];
  const publish = async () => {
    const chosen = choice.chosen.filter((spaceId) => spaces.data?.some((space) => space.id === spaceId));
    if (chosen.length === 0) return setError(t("campaigns.spaces.at_least_one"));
    try {
      await choice.save(chosen);
      await submit.mutateAsync(id);
      navigate("/ad-success", { replace: true });
    } catch (failure) {
      setError((failure as Error).message || t("campaigns.upload.ad_failed"));
      void spaces.refetch();
    }
  };

  return (
    <FlowLayout step={4} title={t("campaigns.spaces.title")} subtitle={t("campaigns.spaces.subtitle")}>
      {spaces.error && <Alert>{spaces.error.message}</Alert>}
      <label className="mb-6 flex items-center gap-2 text-sm text-slate-700">
        {t("campaigns.spaces.sort")}
        <select
          value={sort}
          onChange={(event) => setSort(event.target.value as SpaceSort)}
          className="rounded-lg border border-slate-300 bg-white px-3 py-1.5"
        >
          <option value="listed">{t("campaigns.spaces.sort_listed")}</option>
          <option value="pricePerThousandViews">{t("campaigns.spaces.sort_price")}</option>
        </select>
      </label>
      <div className="flex flex-col gap-8">
        {groups.map((group) => (
          <section key={group.key} aria-label={group.title}>
            <h2 className="text-lg font-semibold">{group.title}</h2>
            {group.spaces.length === 0 ? (
              <p className="mt-2 text-sm text-slate-500">{t("campaigns.spaces.none")}</p>
            ) : (
              <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="space-options">
                {group.spaces.map((space) => (
                  <SpaceOption
                    key={space.id}
                    space={space}
                    websiteName={group.showWebsite ? websiteName(space.websiteId) : undefined}
                    isChosen={choice.chosen.includes(space.id)}
                    onToggle={toggle}
                    onRead={setReading}
                  />
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      <CheapestSpaces draft={draft.data} onRead={setReading} />
      <div className="mt-8">
        <OrderSummary
          creative={draft.data.creative}
          websites={websiteIds.map((websiteId) => ({
            id: websiteId,
            name: websites.data?.find((item) => item.id === websiteId)?.name ?? t("campaigns.payment.website"),
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
          {t("campaigns.spaces.publish")}
        </Button>
      </div>
      <Dialog
        isOpen={reading !== null}
        onOpenChange={(open) => !open && setReading(null)}
        title={t("campaigns.spaces.description_title")}
        description={reading ? spaceName(reading) : undefined}
      >
        <p className="whitespace-pre-line text-slate-700">{reading && spaceDescription(reading)}</p>
      </Dialog>
    </FlowLayout>
  );
}

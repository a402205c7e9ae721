import { type Draft, isChoosable, type PublicSpace } from "@placard/shared/ads";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { LoadingState } from "@/components/ui/states";
import { useTranslation } from "@/lib/i18n";
import { useSaveDraftSelection } from "../api/draft";
import { useCheapestSpaces } from "../api/marketplace";
import { SpaceOption } from "./space-option";

/**
 * On /categories, below the chosen websites' spaces: the cheapest reach on every website of
 * the marketplace (#34.14, decision 0050), read once asked for. Choosing a space there adds
 * its website to the ad too; unchoosing keeps the website (it is removed on /websites).
 */
export function CheapestSpaces({ draft, onRead }: { draft: Draft; onRead: (space: PublicSpace) => void }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const cheapest = useCheapestSpaces(isOpen);
  const save = useSaveDraftSelection();
  const items = cheapest.data?.pages.flatMap((page) => page.items) ?? [];
  const toggle = (space: PublicSpace) => {
    if (!isChoosable(space)) return;
    const chosen = draft.selectedSpaceIds.includes(space.id);
    save.mutate({
      id: draft.id,
      websiteIds: draft.selectedWebsiteIds.includes(space.websiteId)
        ? draft.selectedWebsiteIds
        : [...draft.selectedWebsiteIds, space.websiteId],
      spaceIds: chosen
        ? draft.selectedSpaceIds.filter((spaceId) => spaceId !== space.id)
        : [...draft.selectedSpaceIds, space.id],
    });
  };
  return (
    <section aria-labelledby="cheapest-title" className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="cheapest-title" className="text-lg font-semibold">
            {t("campaigns.cheapest.title")}
          </h2>
          <p className="text-sm text-slate-600">{t("campaigns.cheapest.text")}</p>
        </div>
        <Button variant="secondary" aria-expanded={isOpen} onClick={() => setIsOpen((open) => !open)}>
          {isOpen ? t("campaigns.cheapest.hide") : t("campaigns.cheapest.show")}
        </Button>
      </div>
      {isOpen && (
        <div className="mt-4">
          {cheapest.isPending && <LoadingState label={t("campaigns.cheapest.loading")} />}
          {cheapest.error && <Alert>{cheapest.error.message}</Alert>}
          {save.error && <Alert>{save.error.message}</Alert>}
          {cheapest.isSuccess && items.length === 0 && (
            <p className="text-sm text-slate-500">{t("campaigns.cheapest.empty")}</p>
          )}
          {items.length > 0 && (
            <ul className="grid gap-3 sm:grid-cols-2" data-testid="cheapest-spaces">
              {items.map((space) => (
                <SpaceOption
                  key={space.id}
                  space={space}
                  websiteName={space.websiteName}
                  isChosen={draft.selectedSpaceIds.includes(space.id)}
                  onToggle={toggle}
                  onRead={onRead}
                />
              ))}
            </ul>
          )}
          <LoadMore
            hasMore={cheapest.hasNextPage}
            isLoading={cheapest.isFetchingNextPage}
            onLoadMore={() => void cheapest.fetchNextPage()}
            label={t("campaigns.cheapest.load_more")}
          />
        </div>
      )}
    </section>
  );
}

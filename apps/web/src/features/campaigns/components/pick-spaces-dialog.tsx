import { isChoosable, type PublicSpace } from "@placard/shared/ads";
import { clsx } from "clsx";
import { useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { LoadMore } from "@/components/ui/load-more";
import { SearchInput } from "@/components/ui/search-input";
import { LoadingState } from "@/components/ui/states";
import { useTranslation } from "@/lib/i18n";
import { useAddAdSpaces } from "../api/add-ad-spaces";
import { useMarketplaceSpaces, useMarketplaceWebsites } from "../api/marketplace";
import { SpaceOption } from "./space-option";

/**
 * "Pick other spaces" (decision 0058): after a website let the ad's request expire, the
 * advertiser chooses other websites and their spaces — the guided flow's websites and spaces
 * (the marketplace's lists, SpaceOption) in one dialog — and sends the ad to those owners in one
 * step. The ad keeps its creative and details; nothing is paid until an owner approves.
 */
export function PickSpacesDialog({ adId, isOpen, onClose }: { adId: string; isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [websiteIds, setWebsiteIds] = useState<string[]>([]);
  const [spaceIds, setSpaceIds] = useState<string[]>([]);
  const websites = useMarketplaceWebsites(search.trim());
  const spaces = useMarketplaceSpaces(websiteIds);
  const add = useAddAdSpaces(adId);
  const shown = websites.data?.pages.flatMap((page) => page.items) ?? [];
  const toggleWebsite = (id: string) => {
    setWebsiteIds((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
    setSpaceIds((ids) => ids.filter((spaceId) => spaces.data?.some((s) => s.id === spaceId && s.websiteId !== id)));
  };
  const toggleSpace = (space: PublicSpace) => {
    if (!isChoosable(space)) return;
    setSpaceIds((ids) => (ids.includes(space.id) ? ids.filter((id) => id !== space.id) : [...ids, space.id]));
  };
  const chosenWebsites = websiteIds.filter((id) =>
    spaces.data?.some((s) => s.websiteId === id && spaceIds.includes(s.id)),
  );
  const send = () =>
    add.mutate(
      { websiteIds: chosenWebsites, spaceIds },
      {
        onSuccess: () => {
          toast.success(t("campaigns.pick.sent"));
          onClose();
        },
      },
    );

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={t("campaigns.pick.title")}
      description={t("campaigns.pick.description")}
      size="lg"
      footer={
        <div className="flex items-center justify-end gap-3">
          <span className="text-sm text-slate-600">{t("campaigns.pick.selected", { count: spaceIds.length })}</span>
          <Button disabled={spaceIds.length === 0} isBusy={add.isPending} onClick={send}>
            {t("campaigns.pick.send")}
          </Button>
        </div>
      }
    >
      {add.error && <Alert>{add.error.message}</Alert>}
      <SearchInput
        aria-label={t("campaigns.choose_websites.search")}
        placeholder={t("campaigns.choose_websites.search")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {websites.isPending ? (
        <LoadingState />
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("campaigns.websites.title")}>
          {shown.map((website) => (
            <li key={website.id}>
              <button
                type="button"
                aria-pressed={websiteIds.includes(website.id)}
                onClick={() => toggleWebsite(website.id)}
                className={clsx(
                  "rounded-full border px-3 py-1 text-sm",
                  websiteIds.includes(website.id) ? "border-brand-600 bg-brand-50 text-brand-800" : "border-slate-300",
                )}
              >
                {website.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={websites.hasNextPage}
        isLoading={websites.isFetchingNextPage}
        onLoadMore={() => void websites.fetchNextPage()}
        label={t("campaigns.websites.load_more")}
      />
      {websiteIds.length > 0 && (
        <ul className="mt-4 flex flex-col gap-3" aria-label={t("campaigns.pick.spaces")}>
          {(spaces.data ?? []).map((space) => (
            <SpaceOption
              key={space.id}
              space={space}
              websiteName={shown.find((website) => website.id === space.websiteId)?.name}
              isChosen={spaceIds.includes(space.id)}
              onToggle={toggleSpace}
              onRead={() => {}}
            />
          ))}
        </ul>
      )}
    </Dialog>
  );
}

import type { AdWebsite } from "@placard/shared/ads";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { formatWhole, useTranslation } from "@/lib/i18n";
import { useAdWebsites } from "../api/get-ad-websites";
import { AdWebsiteItem } from "./ad-website-item";

/**
 * The campaign's websites on /approved-detail, a page at a time (decision 0047): the ad
 * itself carries only counts, so an ad on a thousand websites loads fifty at first.
 */
export function AdWebsitesList({
  adId,
  websitesCount,
  onPay,
}: {
  adId: string;
  websitesCount: number;
  onPay: (website: AdWebsite) => void;
}) {
  const { t } = useTranslation();
  const websites = useAdWebsites(adId);
  return (
    <section aria-label={t("campaigns.websites.title")}>
      <h2 className="text-xl font-semibold">{t("campaigns.websites.title")}</h2>
      <p className="text-sm text-slate-500">
        {t("campaigns.websites.count", { count: websitesCount, shown: formatWhole(websitesCount) })}
      </p>
      {websites.isPending ? (
        <LoadingState label={t("campaigns.websites.loading")} />
      ) : websites.error ? (
        <ErrorState
          title={t("campaigns.websites.error")}
          action={
            <Button variant="secondary" onClick={() => void websites.refetch()} isBusy={websites.isFetching}>
              {t("campaigns.try_again")}
            </Button>
          }
        />
      ) : websites.data.pages[0]?.items.length === 0 ? (
        <EmptyState title={t("campaigns.websites.empty")} text={t("campaigns.websites.empty_text")} />
      ) : (
        <>
          <ul className="mt-3 flex flex-col gap-3">
            {websites.data.pages
              .flatMap((page) => page.items)
              .map((website) => (
                <AdWebsiteItem key={website.requestId} adId={adId} website={website} onPay={onPay} />
              ))}
          </ul>
          <LoadMore
            hasMore={websites.hasNextPage}
            isLoading={websites.isFetchingNextPage}
            onLoadMore={() => void websites.fetchNextPage()}
            label={t("campaigns.websites.load_more")}
          />
        </>
      )}
    </section>
  );
}

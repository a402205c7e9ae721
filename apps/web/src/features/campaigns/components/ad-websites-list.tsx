import type { AdWebsite } from "@placard/shared/ads";
import { countOf } from "@placard/shared/format";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
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
  const websites = useAdWebsites(adId);
  return (
    <section aria-label="Websites">
      <h2 className="text-xl font-semibold">Websites</h2>
      <p className="text-sm text-slate-500">{countOf(websitesCount, "website")}</p>
      {websites.isPending ? (
        <LoadingState label="Loading websites" />
      ) : websites.error ? (
        <ErrorState
          title="Unable to load this campaign's websites. Please try again later."
          action={
            <Button variant="secondary" onClick={() => void websites.refetch()} isBusy={websites.isFetching}>
              Try Again
            </Button>
          }
        />
      ) : websites.data.pages[0]?.items.length === 0 ? (
        <EmptyState title="No websites yet" text="The websites this ad was sent to show here." />
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
            label="Load more websites"
          />
        </>
      )}
    </section>
  );
}

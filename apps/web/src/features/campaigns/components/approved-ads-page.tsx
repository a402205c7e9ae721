import { CheckCircle2 } from "lucide-react";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useTranslation } from "@/lib/i18n";
import { useAds } from "../api/get-ads";
import { CampaignCard } from "./campaign-card";

/** /approved-ads — the advertiser's ads that at least one owner approved. */
export function ApprovedAdsPage() {
  // Approved on at least one website (campaign status Active or Partially Active), filtered by the server.
  const { t } = useTranslation();
  const list = useAds({ state: "approved" });
  const { isPending, error } = list;
  const approved = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("campaigns.approved.title")}</h1>
      <div className="mt-6">
        {isPending ? (
          <LoadingState />
        ) : error ? (
          <ErrorState title={t("campaigns.approved.error")} message={error.message} />
        ) : approved.length === 0 ? (
          <EmptyState
            icon={<CheckCircle2 className="size-10" />}
            title={t("campaigns.approved.empty")}
            text={t("campaigns.approved.empty_text")}
          />
        ) : (
          <>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {approved.map((ad) => (
                <CampaignCard key={ad.id} ad={ad} />
              ))}
            </div>
            <LoadMore
              hasMore={list.hasNextPage}
              isLoading={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
              label={t("campaigns.approved.load_more")}
            />
          </>
        )}
      </div>
    </div>
  );
}

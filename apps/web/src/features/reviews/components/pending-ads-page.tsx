import { ClipboardCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { BackLink } from "@/components/ui/back-link";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useTranslation } from "@/lib/i18n";
import { PendingCreatives } from "@/features/creatives";
import { usePendingAds } from "../api/reviews";
import { RejectDialog, type RejectTarget } from "./reject-dialog";
import { ReviewMedia } from "./review-media";
import { ReviewWebsites } from "./review-websites";

/** /pending-ads — 'Ad Approval Dashboard': every ad waiting for one of your websites. */
export function PendingAdsPage() {
  const { t } = useTranslation();
  const { data, isPending, error, hasNextPage, isFetchingNextPage, fetchNextPage } = usePendingAds();
  const ads = data?.pages.flatMap((page) => page.ads) ?? [];
  const [rejecting, setRejecting] = useState<RejectTarget | null>(null);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <BackLink to="/projects" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t("reviews.pending.title")}</h1>
      <p className="mt-1 text-slate-600">{t("reviews.pending.intro")}</p>
      <div className="mt-8">
        <PendingCreatives />
        {isPending ? (
          <LoadingState />
        ) : error ? (
          <ErrorState title={t("reviews.pending.error", { message: error.message })} />
        ) : ads.length === 0 ? (
          <EmptyState
            icon={<ClipboardCheck className="size-10" />}
            title={t("reviews.pending.empty")}
            text={t("reviews.pending.empty_text")}
            action={
              <Link
                to="/dashboard"
                className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
              >
                {t("campaigns.result.return")}
              </Link>
            }
          />
        ) : (
          <ul className="flex flex-col gap-6">
            {ads.map((ad) => (
              <li
                key={ad.id}
                className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-[280px_1fr]"
                data-testid="pending-ad"
              >
                <div className="self-start">
                  <ReviewMedia
                    creative={ad.creative}
                    alt={t("campaigns.detail.creative_alt", { business: ad.businessName })}
                  />
                </div>
                <div className="flex flex-col gap-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h2 className="text-xl font-semibold">{ad.businessName}</h2>
                    <Link to={`/pending-ad/${ad.id}`} className="text-sm font-semibold text-brand-700 hover:underline">
                      {t("reviews.pending.review_details")}
                    </Link>
                  </div>
                  <p className="line-clamp-3 text-sm text-slate-600">{ad.description}</p>
                  <ReviewWebsites ad={ad} onReject={setRejecting} />
                </div>
              </li>
            ))}
          </ul>
        )}
        <LoadMore
          hasMore={hasNextPage}
          isLoading={isFetchingNextPage}
          onLoadMore={() => void fetchNextPage()}
          label={t("campaigns.approved.load_more")}
        />
      </div>
      <RejectDialog target={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}

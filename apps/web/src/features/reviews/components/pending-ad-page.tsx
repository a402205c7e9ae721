import { MapPin } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { ReadMore } from "@/components/ui/read-more";
import { SearchInput } from "@/components/ui/search-input";
import { ReviewCreatives, useSeenCreatives } from "@/features/creatives";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { OutboundLink } from "@/components/ui/outbound-link";
import { useTranslation } from "@/lib/i18n";
import { useApproveAd, usePendingAds, useReviewAd } from "../api/reviews";
import { RejectDialog, type RejectTarget } from "./reject-dialog";
import { ReviewMedia } from "./review-media";
import { ReviewWebsites } from "./review-websites";

/** /pending-ad/:adId — one ad under review, with the owner's other pending ads beside it. */
export function PendingAdPage() {
  const { adId = "" } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const ad = useReviewAd(adId);
  const others = usePendingAds();
  const approveAd = useApproveAd();
  const seenCreatives = useSeenCreatives(adId);
  const [rejecting, setRejecting] = useState<RejectTarget | null>(null);
  const [search, setSearch] = useState("");

  if (ad.isPending) return <LoadingState />;
  if (ad.error) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErrorState
          title={t("campaigns.detail.load_failed")}
          message={ad.error.message}
          action={<BackLink to="/pending-ads" />}
        />
      </div>
    );
  }
  const { data } = ad;
  const hasPending = data.websites.some((website) => website.reviewStatus === "pending");
  const related = (others.data?.pages.flatMap((page) => page.ads) ?? []).filter(
    (other) => other.id !== data.id && other.businessName.toLowerCase().includes(search.trim().toLowerCase()),
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <BackLink to="/pending-ads" />
      <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_300px]">
        <div className="flex flex-col gap-5">
          <ReviewMedia
            creative={data.creative}
            alt={t("campaigns.detail.creative_alt", { business: data.businessName })}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-3xl font-bold tracking-tight">{data.businessName}</h1>
            {hasPending && (
              <Button
                isBusy={approveAd.isPending}
                onClick={() =>
                  approveAd.mutate(
                    { adId: data.id, creatives: seenCreatives },
                    {
                      onSuccess: () => navigate("/pending-ads"),
                      onError: (error) => {
                        console.warn("Approve failed:", error.message);
                        toast.error(error.message);
                      },
                    },
                  )
                }
              >
                {t("reviews.approve")}
              </Button>
            )}
          </div>
          <ReadMore text={data.description} />
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <MapPin className="size-4" aria-hidden="true" /> {data.businessLocation} ·{" "}
            <OutboundLink href={data.businessLink} className="text-brand-700 hover:underline">
              {data.businessLink}
            </OutboundLink>
          </p>
          <ReviewCreatives adId={data.id} />
          <ReviewWebsites ad={data} seenCreatives={seenCreatives} onReject={setRejecting} />
        </div>
        <aside aria-label={t("reviews.related.title")} className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">{t("reviews.related.title")}</h2>
          <SearchInput
            aria-label={t("reviews.related.search")}
            placeholder={t("reviews.related.search_placeholder")}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          {related.length === 0 ? (
            <p className="text-sm text-slate-500">{t("reviews.related.empty")}</p>
          ) : (
            related.map((other) => (
              <Link
                key={other.id}
                to={`/pending-ad/${other.id}`}
                className="rounded-xl border border-slate-200 bg-white p-3 hover:border-slate-300"
              >
                <span className="block font-semibold">{other.businessName}</span>
                <span className="line-clamp-2 text-xs text-slate-500">{other.description}</span>
              </Link>
            ))
          )}
        </aside>
      </div>
      <RejectDialog target={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}

import { type AdWebsite, adStateOfCounts } from "@placard/shared/ads";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { BackLink } from "@/components/ui/back-link";
import { ReadMore } from "@/components/ui/read-more";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { OutboundLink } from "@/components/ui/outbound-link";
import { useSession } from "@/lib/session";
import { AdReceipts } from "@/features/receipts";
import { formatLongDay, useTranslation } from "@/lib/i18n";
import { AdCreatives } from "@/features/creatives";
import { useAd } from "../api/get-ad";
import { useAdWebsite } from "../api/get-ad-websites";
import { useAds } from "../api/get-ads";
import { AdPerformance } from "./ad-performance";
import { AdStateBadge } from "./ad-state-badge";
import { AdWebsitesList } from "./ad-websites-list";
import { CreativePreview } from "./creative-preview";
import { PaymentDialog } from "./payment-dialog";
import { ResubmitSection } from "./resubmit-section";

/** /approved-detail/:adId — one campaign: media, counts, and its state on each website (a page at a time). */
export function AdDetailPage() {
  const { adId = "" } = useParams();
  const { t } = useTranslation();
  const ad = useAd(adId);
  const all = useAds();
  const { user } = useSession();
  const [paying, setPaying] = useState<AdWebsite | null>(null);
  // The renewal reminder's link (?renew={requestId}) opens that website's checkout at once.
  const [search, setSearch] = useSearchParams();
  const renewId = search.get("renew");
  const renewing = useAdWebsite(adId, renewId).data ?? null;

  if (ad.isPending) return <LoadingState />;
  if (ad.error) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErrorState
          title={t("campaigns.detail.load_failed")}
          message={ad.error.message}
          action={
            // An unknown or someone else's ad: a way back to the campaigns (#15.13).
            <Link
              to="/dashboard"
              className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t("campaigns.detail.back")}
            </Link>
          }
        />
      </div>
    );
  }
  const { data } = ad;
  const related = (all.data?.pages[0]?.items ?? []).filter((other) => other.id !== data.id).slice(0, 4);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <BackLink to="/dashboard" />
      <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_300px]">
        <div className="flex flex-col gap-6">
          <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
            <CreativePreview
              creative={data.creative}
              alt={t("campaigns.detail.creative_alt", { business: data.businessName })}
              className="max-h-[420px] object-contain"
            />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold tracking-tight">{data.businessName}</h1>
            <AdStateBadge state={adStateOfCounts(data.stateCounts)} size="md" />
          </div>
          <p className="text-sm text-slate-500">
            {data.businessLocation} ·{" "}
            <OutboundLink href={data.businessLink} className="text-brand-700 underline hover:no-underline">
              {data.businessLink}
            </OutboundLink>
            {data.submittedAt && ` · ${t("campaigns.detail.published", { date: formatLongDay(data.submittedAt) })}`}
          </p>
          <ReadMore text={data.description} />
          <AdPerformance adId={data.id} views={data.views} clicks={data.clicks} />
          <AdCreatives adId={data.id} />
          <ResubmitSection key={data.id} ad={data} />
          <AdWebsitesList adId={data.id} websitesCount={data.websitesCount} onPay={setPaying} />
          <AdReceipts adId={data.id} />
        </div>
        <aside aria-label={t("campaigns.detail.related")} className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">{t("campaigns.detail.related")}</h2>
          {related.length === 0 ? (
            <p className="text-sm text-slate-500">{t("campaigns.detail.related_empty")}</p>
          ) : (
            related.map((other) => (
              <Link
                key={other.id}
                to={`/approved-detail/${other.id}`}
                className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:border-slate-300"
              >
                {/* A fixed box: the preview fills it, and the name and a long state wrap beside it. */}
                <span className="size-14 shrink-0 overflow-hidden rounded-lg">
                  <CreativePreview creative={other.creative} alt="" className="size-full" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{other.businessName}</span>
                  <AdStateBadge state={adStateOfCounts(other.stateCounts)} className="mt-1 inline-block max-w-full" />
                </span>
              </Link>
            ))
          )}
        </aside>
      </div>
      <PaymentDialog
        website={paying ?? renewing}
        defaultEmail={user?.email ?? ""}
        onClose={() => {
          setPaying(null);
          if (renewId) setSearch({}, { replace: true });
        }}
      />
    </div>
  );
}

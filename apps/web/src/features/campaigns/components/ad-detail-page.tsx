import { type AdWebsite, adStateOfCounts } from "@placard/shared/ads";
import { formatLongDate } from "@placard/shared/format";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { BackLink } from "@/components/ui/back-link";
import { ReadMore } from "@/components/ui/read-more";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { OutboundLink } from "@/components/ui/outbound-link";
import { useSession } from "@/features/auth/hooks/use-session";
import { AdCreatives } from "@/features/creatives";
import { AdReceipts } from "@/features/receipts/components/ad-receipts";
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
          title="Failed to load ad details"
          message={ad.error.message}
          action={
            // An unknown or someone else's ad: a way back to the campaigns (#15.13).
            <Link
              to="/dashboard"
              className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              Back to Campaigns
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
              alt={`${data.businessName} ad`}
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
            {data.submittedAt && ` · Published ${formatLongDate(data.submittedAt)}`}
          </p>
          <ReadMore text={data.description} />
          <AdPerformance adId={data.id} views={data.views} clicks={data.clicks} />
          <AdCreatives adId={data.id} />
          <ResubmitSection key={data.id} ad={data} />
          <AdWebsitesList adId={data.id} websitesCount={data.websitesCount} onPay={setPaying} />
          <AdReceipts adId={data.id} />
        </div>
        <aside aria-label="Related ads" className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">Related ads</h2>
          {related.length === 0 ? (
            <p className="text-sm text-slate-500">Your other ads show here.</p>
          ) : (
            related.map((other) => (
              <Link
                key={other.id}
                to={`/approved-detail/${other.id}`}
                className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:border-slate-300"
              >
                <CreativePreview creative={other.creative} alt="" className="size-14 rounded-lg" />
                <span className="min-w-0">
                  <span className="block truncate font-semibold">{other.businessName}</span>
                  <AdStateBadge state={adStateOfCounts(other.stateCounts)} className="mt-1 inline-block" />
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

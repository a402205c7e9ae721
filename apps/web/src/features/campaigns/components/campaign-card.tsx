import type { Ad } from "@placard/shared/ads";
import { formatCount } from "@placard/shared/format";
import { clsx } from "clsx";
import { Link } from "react-router";
import { CreativePreview } from "./creative-preview";

export const STATUS_STYLES: Record<Ad["campaignStatus"], string> = {
  Active: "bg-emerald-100 text-emerald-700",
  "Partially Active": "bg-amber-100 text-amber-800",
  Pending: "bg-slate-100 text-slate-700",
};

export function CampaignCard({ ad }: { ad: Ad }) {
  return (
    <article
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="campaign-card"
    >
      <CreativePreview creative={ad.creative} alt={`${ad.businessName} ad`} className="h-44" isPreview />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 className="truncate font-semibold text-slate-900">{ad.businessName}</h2>
          <span
            className={clsx(
              "shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold",
              STATUS_STYLES[ad.campaignStatus],
            )}
          >
            {ad.campaignStatus}
          </span>
        </div>
        <p className="line-clamp-2 text-sm text-slate-600">{ad.description}</p>
        <p className="text-xs text-slate-500">
          {ad.websites.length} {ad.websites.length === 1 ? "website" : "websites"} · {formatCount(ad.views)} views ·{" "}
          {formatCount(ad.clicks)} clicks
        </p>
        <Link
          to={`/approved-detail/${ad.id}`}
          className="mt-auto rounded-lg bg-brand-600 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-700"
        >
          View Campaign
        </Link>
      </div>
    </article>
  );
}

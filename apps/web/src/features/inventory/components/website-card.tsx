import type { Website } from "@placard/shared/websites";
import { clsx } from "clsx";
import { ExternalLink, Globe } from "lucide-react";
import { Link } from "react-router";
import { WebsiteNameEditor } from "./website-name-editor";
import { OutboundLink } from "@/components/ui/outbound-link";
import { formatWhole, useTranslation } from "@/lib/i18n";

/** Verified once the embed loaded from the website or its meta tag was found (decision 0010). */
const STATUS_BADGE: Record<Website["status"], { label: string; style: string }> = {
  verified: { label: "inventory.status.verified", style: "bg-emerald-100 text-emerald-700" },
  pending: { label: "inventory.status.pending", style: "bg-amber-100 text-amber-800" },
};

export function WebsiteCard({ website }: { website: Website }) {
  const { t } = useTranslation();
  return (
    <article
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="website-card"
    >
      <div className="relative flex h-36 items-center justify-center bg-gradient-to-br from-brand-50 to-slate-100">
        {website.thumbnailUrl ? (
          <img
            src={website.thumbnailUrl}
            alt={t("inventory.website_card.logo", { name: website.name })}
            className="max-h-24 max-w-[70%] object-contain"
          />
        ) : (
          <Globe className="size-12 text-brand-600" aria-hidden="true" />
        )}
        <span
          className={clsx(
            "absolute left-3 top-3 rounded-full px-2.5 py-0.5 text-xs font-semibold",
            STATUS_BADGE[website.status].style,
          )}
          data-testid="website-status"
        >
          {t(STATUS_BADGE[website.status].label)}
        </span>
        <OutboundLink
          href={website.url}
          className="absolute right-3 top-3 inline-flex items-center gap-1 rounded-full bg-white/90 px-2.5 py-1 text-xs font-medium text-slate-700 shadow-sm hover:bg-white"
        >
          {t("inventory.website_card.visit")} <ExternalLink className="size-3" />
        </OutboundLink>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <WebsiteNameEditor website={website} className="text-lg font-semibold text-slate-900" />
        <p className="truncate text-sm text-slate-500">{website.url}</p>
        <p className="text-xs text-slate-500">
          {t("inventory.ad_spaces_count", { count: website.spaceCount, shown: formatWhole(website.spaceCount) })}
        </p>
        <Link
          to={`/website/${website.id}`}
          className="mt-3 inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t("inventory.view_details")}
        </Link>
      </div>
    </article>
  );
}

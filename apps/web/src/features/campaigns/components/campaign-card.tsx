import { type Ad, type AdWebsite, adStateOfCounts } from "@placard/shared/ads";
import { formatCount } from "@placard/shared/format";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/session";
import { AdStateBadge } from "./ad-state-badge";
import { canPay } from "./ad-website-item";
import { CreativePreview } from "./creative-preview";
import { PaymentDialog } from "./payment-dialog";
import { formatCompact, formatWhole, useTranslation } from "@/lib/i18n";

/**
 * A card on /dashboard: the ad's real state (shared rule, decision 0049, over the counts the
 * list carries, decision 0047), Pay Now when a website awaits payment.
 */
export function CampaignCard({ ad }: { ad: Ad }) {
  const { user } = useSession();
  const { t } = useTranslation();
  const [paying, setPaying] = useState<AdWebsite | null>(null);
  const state = adStateOfCounts(ad.stateCounts);
  const payable = ad.payable && canPay(ad.payable) ? ad.payable : null;
  const rejection = state === "rejected" ? ad.rejectionReason : null;
  return (
    <article
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="campaign-card"
    >
      <CreativePreview
        creative={ad.creative}
        alt={t("campaign_card.alt", { business: ad.businessName })}
        className="h-44"
        isPreview
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 className="truncate font-semibold text-slate-900">{ad.businessName}</h2>
          <AdStateBadge state={state} testId="campaign-state" />
        </div>
        <p className="line-clamp-2 text-sm text-slate-600">{ad.description}</p>
        <p className="text-xs text-slate-500">
          {t("campaign_card.websites", { count: ad.websitesCount, shown: formatWhole(ad.websitesCount) })} ·{" "}
          {t("campaign_card.views", { count: ad.views, shown: formatCompact(ad.views, formatCount) })} ·{" "}
          {t("campaign_card.clicks", { count: ad.clicks, shown: formatCompact(ad.clicks, formatCount) })}
        </p>
        {rejection && <p className="text-sm text-red-700">{t("campaign_card.reason", { reason: rejection })}</p>}
        <div className="mt-auto flex flex-col gap-2 pt-1">
          {payable && (
            <Button variant="warm" onClick={() => setPaying(payable)}>
              {ad.websitesCount > 1 ? t("campaign_card.pay_on", { website: payable.name }) : t("campaign_card.pay")}
            </Button>
          )}
          <Link
            to={`/approved-detail/${ad.id}`}
            className="rounded-lg bg-brand-600 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t("campaign_card.view")}
          </Link>
        </div>
      </div>
      <PaymentDialog website={paying} defaultEmail={user?.email ?? ""} onClose={() => setPaying(null)} />
    </article>
  );
}

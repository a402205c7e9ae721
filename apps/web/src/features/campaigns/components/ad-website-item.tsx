import { type AdWebsite, adWebsiteState } from "@placard/shared/ads";
import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { OutboundLink } from "@/components/ui/outbound-link";
import { formatLongDay, formatMoney, i18n, useTranslation } from "@/lib/i18n";
import { useAskAgain } from "../api/ask-again";
import { AdStateBadge } from "./ad-state-badge";
import { AutoRenewToggle } from "./auto-renew-toggle";
import { PickSpacesDialog } from "./pick-spaces-dialog";
import { spaceName } from "@/lib/placement-texts";

/** An approved website not yet paid for can be paid (until its approval lapses); a paid one can be renewed. */
export function canPay(website: AdWebsite) {
  return website.reviewStatus === "approved" && website.paymentStatus === "unpaid" && !website.isLapsed;
}

/** "Pay within N hours": what is left of the payment window, rounded up (decision 0015). */
export function paymentWindowText(holdExpiresAt: string, now = Date.now()) {
  const hours = Math.max(1, Math.ceil((new Date(holdExpiresAt).getTime() - now) / 3_600_000));
  return i18n.t("campaigns.ad_website.pay_within", { count: hours });
}

/** The booking window of a paid website: scheduled to start, running until its end, or ended. */
export function bookingText(startsAt: string | null, endsAt: string, now = new Date()) {
  if (new Date(endsAt) <= now) return i18n.t("campaigns.ad_website.ended_on", { date: formatLongDay(endsAt) });
  if (startsAt && new Date(startsAt) > now)
    return i18n.t("campaigns.ad_website.starts_on", { start: formatLongDay(startsAt), end: formatLongDay(endsAt) });
  return i18n.t("campaigns.ad_website.running_until", { date: formatLongDay(endsAt) });
}

/** Paid, and its booking's end has passed: the campaign page says 'Ended' and offers 'Renew'. */
const hasEnded = (website: AdWebsite, now = new Date()) =>
  website.paymentStatus === "paid" && website.endsAt !== null && new Date(website.endsAt) <= now;

/** One website of an ad on /approved-detail: its review, payment and booking. */
export function AdWebsiteItem({
  adId,
  website,
  onPay,
}: {
  adId: string;
  website: AdWebsite;
  onPay: (website: AdWebsite) => void;
}) {
  const { t } = useTranslation();
  const askAgain = useAskAgain(adId);
  const [isPicking, setIsPicking] = useState(false);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4" data-testid="ad-website">
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-semibold">{website.name}</p>
        <OutboundLink
          href={website.url}
          className="text-slate-400 hover:text-slate-700"
          aria-label={t("campaigns.ad_website.visit", { website: website.name })}
        >
          <ExternalLink className="size-4" />
        </OutboundLink>
        {/* One state per website, the rule the dashboard uses (decision 0049). */}
        <AdStateBadge state={adWebsiteState(website)} />
        {website.paymentStatus === "refunded" && (
          <span className="text-xs text-slate-600">{t("campaigns.ad_website.refunded")}</span>
        )}
        <span className="ml-auto font-semibold">{formatMoney(website.amountCents)}</span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {website.spaces
          .map(
            (space) =>
              `${spaceName(space)} (${t("campaigns.space.per_month", { price: formatMoney(space.priceCents) })})`,
          )
          .join(", ")}
      </p>
      {website.reviewStatus === "rejected" && website.rejectionReason && (
        <p className="mt-2 text-sm text-red-700">
          {t("campaigns.ad_website.reason", { reason: website.rejectionReason })}
        </p>
      )}
      {website.reviewStatus === "pending" && website.rejectionReason && (
        <p className="mt-2 text-sm text-slate-600">
          {t("campaigns.ad_website.resubmitted", { reason: website.rejectionReason })}
        </p>
      )}
      {website.isConfirmed && website.endsAt && (
        <p className="mt-1 text-sm text-slate-600" data-testid="booking-window">
          {bookingText(website.startsAt, website.endsAt)}
        </p>
      )}
      {website.isConfirmed ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button variant={hasEnded(website) ? "warm" : "secondary"} onClick={() => onPay(website)}>
            {t("campaigns.ad_website.renew")}
          </Button>
          {!hasEnded(website) && <AutoRenewToggle requestId={website.requestId} />}
        </div>
      ) : canPay(website) ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button variant="warm" onClick={() => onPay(website)}>
            {t("campaigns.ad_website.pay_now")}
          </Button>
          {website.holdExpiresAt && (
            <span className="text-sm text-amber-800" data-testid="payment-window">
              {paymentWindowText(website.holdExpiresAt)}
            </span>
          )}
        </div>
      ) : website.isLapsed ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            isBusy={askAgain.isPending}
            onClick={() => askAgain.mutate(website.requestId, { onError: (error) => toast.error(error.message) })}
          >
            {t("campaigns.ad_website.ask_again")}
          </Button>
          <span className="text-sm text-slate-600">{t("campaigns.ad_website.lapsed")}</span>
        </div>
      ) : website.reviewStatus === "expired" ? (
        // The owner did not answer within the operator's window (decision 0058): one step to other spaces.
        <div className="mt-3 flex flex-wrap items-center gap-3" data-testid="request-expired">
          <Button variant="warm" onClick={() => setIsPicking(true)}>
            {t("campaigns.pick.title")}
          </Button>
          <span className="text-sm text-slate-600">{t("campaigns.ad_website.expired")}</span>
          <PickSpacesDialog adId={adId} isOpen={isPicking} onClose={() => setIsPicking(false)} />
        </div>
      ) : (
        website.reviewStatus === "pending" && (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Button disabled aria-describedby={`pay-later-${website.requestId}`}>
              {t("campaigns.ad_website.pay_now")}
            </Button>
            {/* Why it is disabled, in view without hovering (#15.13). */}
            <span id={`pay-later-${website.requestId}`} className="text-sm text-slate-600">
              {t("campaigns.ad_website.pay_later")}
            </span>
          </div>
        )
      )}
    </li>
  );
}

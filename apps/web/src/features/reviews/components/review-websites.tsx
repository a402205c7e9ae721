import type { ReviewAd } from "@placard/shared/reviews";
import { clsx } from "clsx";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { OutboundLink } from "@/components/ui/outbound-link";
import { formatLongDay, formatMoney, i18n, useTranslation } from "@/lib/i18n";
import { useApproveRequest } from "../api/reviews";
import type { RejectTarget } from "./reject-dialog";
import { spaceName } from "@/lib/placement-texts";

const BADGE: Record<ReviewAd["websites"][number]["reviewStatus"], { label: string; style: string }> = {
  pending: { label: "reviews.status.pending", style: "bg-amber-100 text-amber-800" },
  approved: { label: "reviews.status.approved", style: "bg-emerald-100 text-emerald-700" },
  rejected: { label: "reviews.status.rejected", style: "bg-red-100 text-red-700" },
  expired: { label: "reviews.status.expired", style: "bg-slate-200 text-slate-700" },
};

/** How many requests compete for a space's free slots (decision 0015); this one included. */
export function competingText(space: { name: string; freeSlots: number; competingRequests: number }) {
  return i18n.t("reviews.competing", {
    space: spaceName(space),
    requests: space.competingRequests,
    slots: space.freeSlots,
  });
}

/** 'Selected Websites': each of the owner's websites on the ad, its spaces, and the actions. */
export function ReviewWebsites({
  ad,
  seenCreatives = [1],
  onReject,
}: {
  ad: ReviewAd;
  /** The creative numbers the screen shows: an approval sends them (decision 0061). */
  seenCreatives?: number[];
  onReject: (target: RejectTarget) => void;
}) {
  const { t } = useTranslation();
  const approve = useApproveRequest();
  return (
    <section aria-label={t("reviews.selected_websites")}>
      <h3 className="text-sm font-semibold text-slate-900">{t("reviews.selected_websites")}</h3>
      <ul className="mt-2 flex flex-col gap-2">
        {ad.websites.map((website) => (
          <li key={website.requestId} className="rounded-xl border border-slate-200 p-3" data-testid="review-website">
            <div className="flex flex-wrap items-center gap-2">
              <OutboundLink href={website.url} className="font-semibold text-slate-900 hover:underline">
                {website.name}
              </OutboundLink>
              <span
                className={clsx("rounded-full px-2 py-0.5 text-xs font-semibold", BADGE[website.reviewStatus].style)}
              >
                {t(BADGE[website.reviewStatus].label)}
              </span>
              {website.reviewStatus === "pending" && website.answerBy && (
                // Unanswered by then, the request expires (decision 0058).
                <span className="text-sm font-medium text-amber-800" data-testid="answer-by">
                  {t("reviews.answer_by", { date: formatLongDay(website.answerBy) })}
                </span>
              )}
              <span className="ml-auto text-sm font-semibold">
                {t("campaigns.space.per_month", { price: formatMoney(website.amountCents) })}
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {website.spaces.map((space) => `${spaceName(space)} (${formatMoney(space.priceCents)})`).join(", ")}
            </p>
            {website.reviewStatus === "pending" &&
              website.spaces.map((space) => (
                <p key={space.id} className="mt-1 text-xs text-slate-500" data-testid="competing-requests">
                  {competingText(space)}
                </p>
              ))}
            {website.rejectionReason && (
              <p className="mt-1 text-sm text-red-700">
                {website.reviewStatus === "pending"
                  ? t("reviews.resubmitted_after", { reason: website.rejectionReason })
                  : t("campaigns.ad_website.reason", { reason: website.rejectionReason })}
              </p>
            )}
            {website.reviewStatus === "pending" && (
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  className="px-3 py-1.5"
                  isBusy={approve.isPending && approve.variables?.requestId === website.requestId}
                  onClick={() =>
                    approve.mutate(
                      { requestId: website.requestId, creatives: seenCreatives },
                      {
                        onError: (error) => {
                          console.warn("Approve failed:", error.message);
                          toast.error(error.message);
                        },
                      },
                    )
                  }
                >
                  {t("reviews.approve_for", { website: website.name })}
                </Button>
                <Button
                  variant="secondary"
                  className="px-3 py-1.5"
                  onClick={() => onReject({ requestId: website.requestId, websiteName: website.name })}
                >
                  {t("reviews.reject")}
                </Button>
              </div>
            )}
            {website.reviewStatus === "approved" && (
              <div className="mt-3 flex flex-wrap items-center gap-2">
                {website.isConfirmed && <span className="text-sm text-emerald-700">{t("reviews.paid_running")}</span>}
                <Button
                  variant="secondary"
                  className="px-3 py-1.5"
                  onClick={() =>
                    onReject({ requestId: website.requestId, websiteName: website.name, isPaid: website.isConfirmed })
                  }
                >
                  {t("reviews.reject")}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

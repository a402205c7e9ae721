import { formatDollars } from "@placard/shared/money";
import { ANSWER_BY_TEXT, type ReviewAd } from "@placard/shared/reviews";
import { clsx } from "clsx";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { OutboundLink } from "@/components/ui/outbound-link";
import { useApproveRequest } from "../api/reviews";
import type { RejectTarget } from "./reject-dialog";

const BADGE: Record<ReviewAd["websites"][number]["reviewStatus"], { label: string; style: string }> = {
  pending: { label: "Pending", style: "bg-amber-100 text-amber-800" },
  approved: { label: "Approved", style: "bg-emerald-100 text-emerald-700" },
  rejected: { label: "Rejected", style: "bg-red-100 text-red-700" },
  expired: { label: "Expired", style: "bg-slate-200 text-slate-700" },
};

/** How many requests compete for a space's free slots (decision 0015); this one included. */
export function competingText(space: { name: string; freeSlots: number; competingRequests: number }) {
  const requests = `${space.competingRequests} ${space.competingRequests === 1 ? "request" : "requests"}`;
  const slots = `${space.freeSlots} free ${space.freeSlots === 1 ? "slot" : "slots"}`;
  return `${space.name}: ${requests} for ${slots}`;
}

/** 'Selected Websites': each of the owner's websites on the ad, its spaces, and the actions. */
export function ReviewWebsites({ ad, onReject }: { ad: ReviewAd; onReject: (target: RejectTarget) => void }) {
  const approve = useApproveRequest();
  return (
    <section aria-label="Selected Websites">
      <h3 className="text-sm font-semibold text-slate-900">Selected Websites</h3>
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
                {BADGE[website.reviewStatus].label}
              </span>
              {website.reviewStatus === "pending" && website.answerBy && (
                // Unanswered by then, the request expires (decision 0058).
                <span className="text-sm font-medium text-amber-800" data-testid="answer-by">
                  {ANSWER_BY_TEXT(website.answerBy)}
                </span>
              )}
              <span className="ml-auto text-sm font-semibold">{formatDollars(website.amountCents)}/mo</span>
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {website.spaces.map((space) => `${space.name} (${formatDollars(space.priceCents)})`).join(", ")}
            </p>
            {website.reviewStatus === "pending" &&
              website.spaces.map((space) => (
                <p key={space.id} className="mt-1 text-xs text-slate-500" data-testid="competing-requests">
                  {competingText(space)}
                </p>
              ))}
            {website.rejectionReason && (
              <p className="mt-1 text-sm text-red-700">
                {website.reviewStatus === "pending" ? "Resubmitted after your reason: " : "Reason: "}
                {website.rejectionReason}
              </p>
            )}
            {website.reviewStatus === "pending" && (
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  className="px-3 py-1.5"
                  isBusy={approve.isPending && approve.variables === website.requestId}
                  onClick={() =>
                    approve.mutate(website.requestId, {
                      onError: (error) => {
                        console.warn("Approve failed:", error.message);
                        toast.error(error.message);
                      },
                    })
                  }
                >
                  Approve for {website.name}
                </Button>
                <Button
                  variant="secondary"
                  className="px-3 py-1.5"
                  onClick={() => onReject({ requestId: website.requestId, websiteName: website.name })}
                >
                  Reject
                </Button>
              </div>
            )}
            {website.reviewStatus === "approved" && (
              <div className="mt-3 flex flex-wrap items-center gap-2">
                {website.isConfirmed && <span className="text-sm text-emerald-700">Paid and running</span>}
                <Button
                  variant="secondary"
                  className="px-3 py-1.5"
                  onClick={() =>
                    onReject({ requestId: website.requestId, websiteName: website.name, isPaid: website.isConfirmed })
                  }
                >
                  Reject
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

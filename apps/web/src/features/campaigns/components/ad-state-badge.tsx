import type { AdWebsiteState } from "@placard/shared/ads";
import { clsx } from "clsx";
import { AD_STATE_KEYS } from "./ad-state-labels";
import { useTranslation } from "@/lib/i18n";

const STATE_STYLES: Record<AdWebsiteState, string> = {
  awaitingReview: "bg-slate-100 text-slate-700",
  awaitingPayment: "bg-amber-100 text-amber-800",
  approvalLapsed: "bg-slate-100 text-slate-700",
  expired: "bg-slate-100 text-slate-700",
  scheduled: "bg-brand-100 text-brand-700",
  running: "bg-emerald-100 text-emerald-800",
  ended: "bg-slate-200 text-slate-800",
  rejected: "bg-red-100 text-red-800",
};

/**
 * An ad's state, or its state on one website, as every advertiser screen shows it: the shared
 * rule's word (adState / adWebsiteState, decision 0049) in its colour.
 */
export function AdStateBadge({
  state,
  size = "sm",
  className,
  testId = "ad-state",
}: {
  state: AdWebsiteState;
  size?: "sm" | "md";
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        "shrink-0 rounded-full font-semibold",
        size === "md" ? "px-3 py-1 text-sm" : "px-2.5 py-0.5 text-xs",
        STATE_STYLES[state],
        className,
      )}
      data-testid={testId}
    >
      {t(AD_STATE_KEYS[state])}
    </span>
  );
}

import type { AdWebsiteState } from "@placard/shared/ads";

/** Each ad state's word (AD_STATE_LABELS in English), by catalog key (decision 0057). */
export const AD_STATE_KEYS: Record<AdWebsiteState, string> = {
  awaitingReview: "ad_state.awaiting_review",
  awaitingPayment: "ad_state.awaiting_payment",
  approvalLapsed: "ad_state.approval_lapsed",
  scheduled: "ad_state.scheduled",
  running: "ad_state.running",
  ended: "ad_state.ended",
  rejected: "ad_state.rejected",
  expired: "ad_state.expired",
};

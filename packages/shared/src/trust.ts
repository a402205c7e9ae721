/**
 * Trust and safety (issue #16 item 4): the reasons an ad is taken down or reported are the
 * terms' categories (SPEC §1 "Terms text": hate speech and offensive or misleading ad
 * content are forbidden; all information must be accurate), plus "other" with free text.
 */
export const CONTENT_REASONS = ["hate_speech", "offensive", "misleading", "inaccurate", "other"] as const;
export type ContentReason = (typeof CONTENT_REASONS)[number];

export const CONTENT_REASON_LABELS: Record<ContentReason, string> = {
  hate_speech: "Hate speech",
  offensive: "Offensive content",
  misleading: "Misleading content",
  inaccurate: "Inaccurate information",
  other: "Something else that breaks the terms",
};

export const AD_REPORT_STATUSES = ["open", "dismissed", "taken_down"] as const;
export type AdReportStatus = (typeof AD_REPORT_STATUSES)[number];

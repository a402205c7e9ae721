import { z } from "zod";
import { creativeSchema } from "./ads.js";
import { pageQuerySchema, pageSchema } from "./pagination.js";
import { text } from "./messages.js";

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

const noteField = z
  .string()
  .trim()
  .max(1000, text("errors.form.note_long", { max: 1000 }));

/** POST /api/admin/ads/:adId/take-down. "Other" needs a note saying which term. */
export const takeDownSchema = z
  .object({ reason: z.enum(CONTENT_REASONS), note: noteField.default("") })
  .superRefine((value, ctx) => {
    if (value.reason === "other" && value.note.length === 0) {
      ctx.addIssue({ code: "custom", path: ["note"], message: text("errors.report_note_required") });
    }
  });
export type TakeDownInput = z.input<typeof takeDownSchema>;

export const takeDownResultSchema = z.object({
  adId: z.string(),
  endedBookings: z.number().int(),
  rejectedRequests: z.number().int(),
  refundedCents: z.number().int(),
  closedReports: z.number().int(),
});
export type TakeDownResult = z.infer<typeof takeDownResultSchema>;

/** What /admin/content lists: every ad in any state, with its creative. */
export const ADMIN_AD_STATES = ["draft", "submitted", "taken_down"] as const;
export const adminAdsQuerySchema = pageQuerySchema.extend({
  state: z.enum(ADMIN_AD_STATES).optional(),
  q: z.string().trim().max(100).optional(),
});
export type AdminAdsQuery = z.infer<typeof adminAdsQuerySchema>;

export const adminAdSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  businessLink: z.string(),
  description: z.string(),
  state: z.enum(ADMIN_AD_STATES),
  advertiser: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  creative: creativeSchema.nullable(),
  websites: z.number().int(),
  liveBookings: z.number().int(),
  openReports: z.number().int(),
  takedown: z.object({ at: z.string(), reason: z.enum(CONTENT_REASONS), note: z.string() }).nullable(),
  createdAt: z.string(),
});
export type AdminAd = z.infer<typeof adminAdSchema>;
export const adminAdPageSchema = pageSchema(adminAdSchema);

/** POST /api/ad-reports: a reader's report from a served ad's link (no account). */
export const reportAdSchema = z.object({
  adId: z.string().trim().min(1).max(64),
  /** The space's public id from the link, when it named one. */
  space: z.string().trim().max(64).optional(),
  reason: z.enum(CONTENT_REASONS),
  message: z
    .string()
    .trim()
    .max(1000, text("errors.keep_under", { max: 1000 }))
    .default(""),
});
export type ReportAdInput = z.input<typeof reportAdSchema>;

export const REPORT_TEXT = {
  title: "Report this ad",
  sent: "Thank you. The people running this Placard will look at the ad.",
  unknownAd: text("errors.ad_reports.unknown_ad"),
} as const;

export const adReportSchema = z.object({
  id: z.string(),
  ad: z.object({
    id: z.string(),
    businessName: z.string(),
    creative: creativeSchema.nullable(),
    takenDown: z.boolean(),
  }),
  websiteName: z.string().nullable(),
  reason: z.enum(CONTENT_REASONS),
  message: z.string().nullable(),
  status: z.enum(AD_REPORT_STATUSES),
  createdAt: z.string(),
});
export type AdReport = z.infer<typeof adReportSchema>;
export const adReportPageSchema = pageSchema(adReportSchema);
export const adReportsQuerySchema = pageQuerySchema.extend({ status: z.enum(AD_REPORT_STATUSES).default("open") });

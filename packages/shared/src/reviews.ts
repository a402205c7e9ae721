import { z } from "zod";
import { text } from "./messages.js";
import { creativeSchema, REVIEW_STATUSES } from "./ads.js";
import { MAX_CREATIVES } from "./creatives.js";
import { formatLongDate } from "./format.js";

export const REJECTION_REASON_MAX = 500;

/** Approving or rejecting a request that waited past the operator's answer window (decision 0058). */
export const REQUEST_EXPIRED_MESSAGE = text("errors.reviews.request_expired");

/** /pending-ads beside each waiting website (decision 0058). */
export const ANSWER_BY_TEXT = (date: string) => `Answer by ${formatLongDate(date)}`;

export const rejectSchema = z.object({
  reason: z
    .string({ error: text("errors.form.rejection_reason") })
    .trim()
    .min(1, text("errors.form.rejection_reason"))
    .max(REJECTION_REASON_MAX, text("errors.at_most_characters", { max: REJECTION_REASON_MAX })),
});

/**
 * An approval names the creatives the owner's review screen showed (decision 0061): any other
 * creative of the ad waits for the owner's review on /pending-ads. Left out (older clients):
 * only creative 1 counts as seen.
 */
export const approveSchema = z
  .object({
    creatives: z.array(z.number().int().min(1).max(MAX_CREATIVES)).max(MAX_CREATIVES).optional(),
  })
  .nullish();
export type ApproveInput = z.infer<typeof approveSchema>;

/** An ad as the owner reviewing it sees it: only the owner's own websites on it. */
export const reviewAdSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  businessLink: z.string(),
  businessLocation: z.string(),
  description: z.string(),
  creative: creativeSchema.nullable(),
  submittedAt: z.string().nullable(),
  websites: z.array(
    z.object({
      requestId: z.string(),
      websiteId: z.string(),
      name: z.string(),
      url: z.string(),
      reviewStatus: z.enum(REVIEW_STATUSES),
      rejectionReason: z.string().nullable(),
      /** Waiting for the answer: the moment it expires unanswered (decision 0058); null once answered. */
      answerBy: z.string().nullable(),
      /** Paid and booked: rejecting it refunds the advertiser. */
      isConfirmed: z.boolean(),
      amountCents: z.number().int(),
      spaces: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          priceCents: z.number().int(),
          /** Slots free now (capacity less paid bookings and open payment windows). */
          freeSlots: z.number().int(),
          /** Requests awaiting review on this space, this one included: they compete for the free slots. */
          competingRequests: z.number().int(),
        }),
      ),
    }),
  ),
});
export type ReviewAd = z.infer<typeof reviewAdSchema>;

/**
 * GET /api/reviews/pending: a page of the ads waiting for the owner's answer, newest first
 * (`?cursor=&limit=`), and how many wait in all (#29.5).
 */
export const pendingAdsPageSchema = z.object({
  ads: z.array(reviewAdSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type PendingAdsPage = z.infer<typeof pendingAdsPageSchema>;

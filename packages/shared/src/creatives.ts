import { z } from "zod";
import { creativeSchema } from "./ads.js";
import { pageQuerySchema, pageSchema } from "./pagination.js";

/**
 * Creative A/B (decision 0061): an ad carries up to three creatives, each reviewed by the
 * owners, paused or running, counted on its own. The rotation rule is stated here once and
 * shown on screen from the same numbers.
 */
export const MAX_CREATIVES = 3;
/** Under "favour the best click-through", every active creative gets this many counted views before CTR picks. */
export const CREATIVE_FLOOR_VIEWS = 1_000;
/** Past the floor, one decision in this many shows another creative than the best (exploration). */
export const CREATIVE_EXPLORE_EVERY = 10;

export const CREATIVE_ROTATIONS = ["even", "best_ctr"] as const;
export type CreativeRotation = (typeof CREATIVE_ROTATIONS)[number];
export const creativeRotationSchema = z.enum(CREATIVE_ROTATIONS);

export const CREATIVE_STATUSES = ["active", "paused"] as const;
export type CreativeStatus = (typeof CREATIVE_STATUSES)[number];

export const CREATIVE_REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type CreativeReviewStatus = (typeof CREATIVE_REVIEW_STATUSES)[number];

/** A creative's number on its ad: 1 is the ad's first creative; numbers are never reused. */
export const creativeNumberSchema = z.coerce.number().int().min(1).max(MAX_CREATIVES);

/** A website that reviews a creative added after it approved the ad. */
export const creativeWebsiteReviewSchema = z.object({
  requestId: z.string(),
  websiteId: z.string(),
  websiteName: z.string(),
  status: z.enum(CREATIVE_REVIEW_STATUSES),
});

export const adCreativeSchema = z.object({
  number: z.number().int(),
  status: z.enum(CREATIVE_STATUSES),
  creative: creativeSchema,
  createdAt: z.string(),
  /** Counted in the report's date range (decision 0013). */
  views: z.number().int(),
  clicks: z.number().int(),
  /** Click-through rate in percent, one decimal; 0 without views. */
  ctr: z.number(),
  /** Only the websites reviewing it again (added after they approved); others reviewed it with the ad. */
  reviews: z.array(creativeWebsiteReviewSchema),
});
export type AdCreative = z.infer<typeof adCreativeSchema>;

export const adCreativesSchema = z.object({
  rotation: creativeRotationSchema,
  maxCreatives: z.number().int(),
  floorViews: z.number().int(),
  exploreEvery: z.number().int(),
  creatives: z.array(adCreativeSchema),
});
export type AdCreatives = z.infer<typeof adCreativesSchema>;

export const creativeStatusBodySchema = z.object({ status: z.enum(CREATIVE_STATUSES) });
export const creativeRotationBodySchema = z.object({ rotation: creativeRotationSchema });

/** An ad's creatives as its reviewing owner sees them (`GET /api/reviews/ads/:adId/creatives`). */
export const reviewedCreativeSchema = z.object({
  number: z.number().int(),
  status: z.enum(CREATIVE_STATUSES),
  creative: creativeSchema,
});
export type ReviewedCreative = z.infer<typeof reviewedCreativeSchema>;

/** A creative waiting for this owner's review on a website that already approved its ad. */
export const pendingCreativeSchema = z.object({
  adId: z.string(),
  number: z.number().int(),
  requestId: z.string(),
  websiteId: z.string(),
  websiteName: z.string(),
  businessName: z.string(),
  creative: creativeSchema,
  createdAt: z.string(),
});
export type PendingCreative = z.infer<typeof pendingCreativeSchema>;
export const pendingCreativePageSchema = pageSchema(pendingCreativeSchema);
export const pendingCreativesQuerySchema = pageQuerySchema;

/** The owner's answer to a creative added after their approval (`…/approve`, `…/reject`). */
export const creativeReviewAnswerSchema = z.object({
  requestId: z.string(),
  number: z.number().int(),
  status: z.enum(CREATIVE_REVIEW_STATUSES),
});

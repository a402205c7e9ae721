import { z } from "zod";
import { DEFAULT_LANGUAGE, LANGUAGE_KEYS } from "./languages.js";
import { MAX_PRICE_CENTS } from "./money.js";
import { PLACEMENT_KEYS, SPACE_TYPES } from "./placements.js";
import { DEFAULT_TIER, DEFAULT_VISITOR_RANGE, TIER_KEYS } from "./tiers.js";
import { text } from "./messages.js";

export const SPACE_NAME_MAX = 100;
export const SPACE_DESCRIPTION_MAX = 1000;
export const SPACE_INSTRUCTIONS_MAX = 2000;
export const SPACE_CAPACITY_MAX = 1000;
export const VISITORS_MAX = 10_000_000_000;

export const INVALID_CAPACITY_MESSAGE = text("errors.capacity_invalid");

const capacity = z
  .number({ message: INVALID_CAPACITY_MESSAGE })
  .int(INVALID_CAPACITY_MESSAGE)
  .min(0, INVALID_CAPACITY_MESSAGE)
  .max(SPACE_CAPACITY_MAX, text("errors.capacity_max", { max: SPACE_CAPACITY_MAX }));

/** A new space has room for at least one advertiser: one for none could never be bought (#15). */
export const MIN_NEW_SPACE_CAPACITY = 1;
export const NEW_SPACE_CAPACITY_MESSAGE = text("errors.capacity_new_space");

/** A website takes each placement once (#15): the 409 when asked for one it has, or twice. */
export const duplicatePlacementMessage = (names: string[]) =>
  text("errors.spaces.duplicate_placement", { names: names.join(", ") });

export const visitorRangeSchema = z
  .object({
    min: z.number().int().min(0).max(VISITORS_MAX),
    max: z.number().int().min(0).max(VISITORS_MAX),
  })
  .refine((range) => range.max >= range.min, { message: text("errors.bounds_order") });

/**
 * One space to create. What the owner leaves out gets SPEC §5's defaults: price 0,
 * instructions "", tier bronze; name and description come from the placement. The user
 * count defaults to 1 and refuses 0, unlike SPEC §5's 0 (#15, docs/decisions: a space for
 * no one shows as "Fully Booked" from birth); an owner can still close a space later by
 * setting its user count to 0.
 */
export const createSpaceSchema = z.object({
  placementKey: z.enum(PLACEMENT_KEYS),
  name: z.string().trim().min(1).max(SPACE_NAME_MAX).optional(),
  description: z.string().trim().max(SPACE_DESCRIPTION_MAX).optional(),
  priceCents: z.number().int().min(0).max(MAX_PRICE_CENTS).default(0),
  capacity: capacity.min(MIN_NEW_SPACE_CAPACITY, NEW_SPACE_CAPACITY_MESSAGE).default(MIN_NEW_SPACE_CAPACITY),
  instructions: z.string().trim().max(SPACE_INSTRUCTIONS_MAX).default(""),
  tier: z.enum(TIER_KEYS).default(DEFAULT_TIER),
  visitorRange: visitorRangeSchema.default({ ...DEFAULT_VISITOR_RANGE }),
  defaultLanguage: z.enum(LANGUAGE_KEYS).default(DEFAULT_LANGUAGE),
});
export type CreateSpaceInput = z.input<typeof createSpaceSchema>;

export const createSpacesSchema = z.object({
  spaces: z.array(createSpaceSchema).min(1, text("errors.form.at_least_one_space")).max(50),
});

export const updateCapacitySchema = z.object({ capacity });
export const updateLanguageSchema = z.object({ defaultLanguage: z.enum(LANGUAGE_KEYS) });

export const spaceSchema = z.object({
  id: z.string(),
  websiteId: z.string(),
  publicId: z.string(),
  placementKey: z.enum(PLACEMENT_KEYS),
  spaceType: z.enum(SPACE_TYPES),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  capacity: z.number().int(),
  /** Bookings running now (approved, paid, inside their 30 days). */
  runningBookings: z.number().int(),
  /** Requests that still hold the space: pending, or approved and not yet over. */
  activeAds: z.number().int(),
  instructions: z.string(),
  tier: z.enum(TIER_KEYS),
  visitorRange: z.object({ min: z.number(), max: z.number() }),
  defaultLanguage: z.enum(LANGUAGE_KEYS),
  createdAt: z.string(),
});
export type Space = z.infer<typeof spaceSchema>;

export const INTEGRATION_LANGUAGES = ["html", "javascript", "react", "php", "python"] as const;
export type IntegrationLanguage = (typeof INTEGRATION_LANGUAGES)[number];

export const integrationSchema = z.object({
  snippets: z.record(z.enum(INTEGRATION_LANGUAGES), z.string()),
});

export const deleteSpaceRefusedMessage = (count: number) => text("errors.spaces.delete_refused", { count });

import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, unique } from "drizzle-orm/pg-core";
import { user } from "./auth.js";
import { mediaObjects, spaces, websites } from "./inventory.js";
import { createdAt, updatedAt } from "./columns.js";

/** An advertiser's ad: a creative and business details (ARCHITECTURE.md §3). */
export const ads = pgTable(
  "ads",
  {
    id: text("id").primaryKey().$defaultFn(randomUUID),
    advertiserId: text("advertiser_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["draft", "submitted"] })
      .notNull()
      .default("draft"),
    creativeMediaId: text("creative_media_id").references(() => mediaObjects.id, { onDelete: "set null" }),
    creativeRotation: text("creative_rotation", { enum: ["even", "best_ctr"] }) // Decision 0061.
      .notNull()
      .default("even"),
    businessName: text("business_name").notNull().default(""),
    businessLink: text("business_link").notNull().default(""),
    businessLocation: text("business_location").notNull().default(""),
    description: text("description").notNull().default(""),
    /** While a draft: the websites and spaces chosen so far (the guided flow resumes from them). */
    selectedWebsiteIds: text("selected_website_ids").array().notNull().default([]),
    selectedSpaceIds: text("selected_space_ids").array().notNull().default([]),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** Taken down by the operator (issue #16): never served again; the reason is one of the terms' categories. */
    takenDownAt: timestamp("taken_down_at", { withTimezone: true }),
    takedownReason: text("takedown_reason"),
    takedownNote: text("takedown_note"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("ads_advertiser_idx").on(table.advertiserId, table.createdAt),
    // The advertiser's published ads, newest submitted first (/api/ads keyset pages).
    index("ads_advertiser_submitted_idx")
      .on(table.advertiserId, table.submittedAt, table.id)
      .where(sql`status = 'submitted'`),
  ],
);

/** One per (ad, website): the spaces chosen there, the owner's review, payment and booking. */
export const placementRequests = pgTable(
  "placement_requests",
  {
    id: text("id").primaryKey().$defaultFn(randomUUID),
    adId: text("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    reviewStatus: text("review_status", { enum: ["pending", "approved", "rejected", "expired"] })
      .notNull()
      .default("pending"),
    rejectionReason: text("rejection_reason"),
    /** How many spaces were chosen here: kept by triggers on placement_request_spaces (migration 0038). */
    spacesCount: integer("spaces_count").notNull().default(0),
    paymentStatus: text("payment_status", { enum: ["unpaid", "paid", "refunded"] })
      .notNull()
      .default("unpaid"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Approved and unpaid: the slot is held until then (PAYMENT_WINDOW_HOURS; decision 0015). */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    /**
     * Approved for a space full today that frees up later (decision 0025): the payment
     * window holds the slot from this day (00:00 UTC) on, not from now. Null: from now.
     */
    holdsFrom: timestamp("holds_from", { withTimezone: true }),
    /** When the advertiser was told the approval lapsed unpaid. */
    lapsedAt: timestamp("lapsed_at", { withTimezone: true }),
    /** The owner's answer window (decision 0058): waiting since (sent, resubmitted, asked again), reminded, expired. */
    pendingSince: timestamp("pending_since", { withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    /** The advertiser wants the booking renewed before it ends (decision 0025: a payment link by email). */
    autoRenew: boolean("auto_renew").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique("placement_requests_ad_website_unique").on(table.adId, table.websiteId),
    // A website's requests (the owner's reviews, earnings by website).
    index("placement_requests_website_idx").on(table.websiteId, table.createdAt),
    // An ad's websites a page at a time, newest first (decision 0047).
    index("placement_requests_ad_created_idx").on(table.adId, table.createdAt, table.id),
    // Open payment windows by their end: finding the lapsed ones reads only those.
    index("placement_requests_hold_expires_idx")
      .on(table.holdExpiresAt)
      .where(sql`review_status = 'approved' and payment_status = 'unpaid' and lapsed_at is null`),
    // Requests waiting for a review, by website: an owner's pending list reads only those.
    index("placement_requests_pending_idx")
      .on(table.websiteId)
      .where(sql`review_status = 'pending'`),
    // The answer window (0058): waits by age (expiry, oldest), those not reminded, a period's expiries.
    index("placement_requests_pending_since_idx")
      .on(table.pendingSince)
      .where(sql`review_status = 'pending'`),
    index("placement_requests_unreminded_idx")
      .on(table.pendingSince)
      .where(sql`review_status = 'pending' and reminded_at is null`),
    index("placement_requests_expired_at_idx")
      .on(table.expiredAt)
      .where(sql`expired_at is not null`),
  ],
);

export const placementRequestSpaces = pgTable(
  "placement_request_spaces",
  {
    requestId: text("request_id")
      .notNull()
      .references(() => placementRequests.id, { onDelete: "cascade" }),
    spaceId: text("space_id")
      .notNull()
      .references(() => spaces.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.requestId, table.spaceId] }), index("prs_space_idx").on(table.spaceId)],
);

/** Views and clicks per ad, space and day; written by delivery's batched upserts. */
export const dailyStats = pgTable(
  "daily_stats",
  {
    adId: text("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    spaceId: text("space_id")
      .notNull()
      .references(() => spaces.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.adId, table.spaceId, table.day] }),
    // Reports by space and day (a website's stats) and by ad and day (an ad's chart).
    index("daily_stats_space_day_idx").on(table.spaceId, table.day),
    index("daily_stats_ad_day_idx").on(table.adId, table.day),
    // The roll-up job finds days older than its window (BRIN: rows arrive in day order, tiny to keep).
    index("daily_stats_day_brin_idx").using("brin", table.day),
  ],
);

/**
 * Daily stats older than STATS_DAILY_DAYS, summed per ad, space and month by the roll-up job
 * (decision 0028). A month is either here or in daily_stats, never both.
 */
export const monthlyStats = pgTable(
  "monthly_stats",
  {
    adId: text("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    spaceId: text("space_id")
      .notNull()
      .references(() => spaces.id, { onDelete: "cascade" }),
    /** The month's first day. */
    month: date("month").notNull(),
    views: integer("views").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.adId, table.spaceId, table.month] }),
    index("monthly_stats_space_month_idx").on(table.spaceId, table.month),
  ],
);

/** The refused views and clicks of one (ad, space) and period, by reason (decision 0013). */
const refusalColumns = () => ({
  adId: text("ad_id")
    .notNull()
    .references(() => ads.id, { onDelete: "cascade" }),
  spaceId: text("space_id")
    .notNull()
    .references(() => spaces.id, { onDelete: "cascade" }),
  bot: integer("bot").notNull().default(0), // No or empty User-Agent, or a known bot's.
  tooFast: integer("too_fast").notNull().default(0), // A view sooner than the second of visibility after its token was issued.
  replay: integer("replay").notNull().default(0), // A token that already counted.
  otherClient: integer("other_client").notNull().default(0), // A token sent by another client than the one it was issued to.
  overLimit: integer("over_limit").notNull().default(0), // Over the per-client, per-ad limit.
});

/**
 * Views and clicks delivery refused, per reason, ad, space and UTC day (decision 0013):
 * upserted with the daily stats, so a report can say what was not counted and why.
 */
export const dailyRefusals = pgTable("daily_refusals", { ...refusalColumns(), day: date("day").notNull() }, (table) => [
  primaryKey({ columns: [table.adId, table.spaceId, table.day] }),
  index("daily_refusals_space_day_idx").on(table.spaceId, table.day),
  // The roll-up finds old days without reading the table (as daily_stats_day_brin_idx).
  index("daily_refusals_day_brin_idx").using("brin", table.day),
]);

/**
 * Refusals of rolled-up months: one row per (ad, space, month), moved from `daily_refusals`
 * with the month's daily stats (decision 0028), so a month is either days or one row in
 * both kinds of table.
 */
export const monthlyRefusals = pgTable(
  "monthly_refusals",
  {
    ...refusalColumns(),
    /** The month's first day. */
    month: date("month").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.adId, table.spaceId, table.month] }),
    index("monthly_refusals_space_month_idx").on(table.spaceId, table.month),
  ],
);

/**
 * Tokens that counted a view or a click, written in the same flush as the counts, so a
 * restarted server (embedded default, no Redis) never counts a token again. Rows are
 * deleted once the token has expired.
 */
export const countedTokens = pgTable(
  "counted_tokens",
  {
    /** `v` or `c` and the token's signature. */
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("counted_tokens_expires_at_idx").on(table.expiresAt)],
);

/**
 * Counted tokens on the embedded database (decision 0039): one row per flush holding every
 * token that flush counted, packed into one text (groups of `v`/`c` + the minute they
 * expire, then the signatures), so writing them costs one row, not one per token. PGlite
 * serves one process: its memory refuses replays while it runs, and reads these rows back
 * at startup. Deleted once the last of its tokens has expired.
 */
export const countedTokenPacks = pgTable(
  "counted_token_packs",
  {
    id: text("id").primaryKey().$defaultFn(randomUUID),
    /** When the latest of its tokens expires. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    tokens: text("tokens").notNull(),
  },
  (table) => [index("counted_token_packs_expires_at_idx").on(table.expiresAt)],
);

/** Persisted notifications (and pushed live over socket.io), so a reload loses nothing. */
export const notifications = pgTable(
  "notifications",
  {
    id: text("id").primaryKey().$defaultFn(randomUUID),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    type: text("type", {
      enum: [
        "newPendingAd",
        "adApproved",
        "adRejected",
        "referralQualified",
        "approvalLapsed",
        "paymentReceived",
        "bookingPaid",
        "bookingEnding",
        "earningsReleased",
        "payoutCompleted",
        "payoutFailed",
        "supportReply",
        "adTakenDown",
        "answerReminder",
        "requestExpired",
      ],
    }).notNull(),
    businessName: text("business_name").notNull(),
    /** Null for notifications that are not about an ad (referrals). */
    adId: text("ad_id").references(() => ads.id, { onDelete: "cascade" }),
    reason: text("reason"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("notifications_user_created_idx").on(table.userId, table.createdAt, table.id)],
);

export const campaignTables = {
  ads,
  placementRequests,
  placementRequestSpaces,
  dailyStats,
  monthlyStats,
  dailyRefusals,
  monthlyRefusals,
  countedTokens,
  countedTokenPacks,
  notifications,
};
